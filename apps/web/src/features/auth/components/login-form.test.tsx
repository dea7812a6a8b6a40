import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  errorResponse,
  okResponse,
  renderWithProviders,
  sentBody,
  stubFetch,
} from '../../../testing/render.tsx';
import type { LoginMode } from '@portal/shared';
import { LoginForm } from './login-form.tsx';
import { hosIdOf } from '@portal/shared';

const loginUser = {
  isLogin: true,
  access_token: 'tok',
  expiresAt: '2099-01-01T00:00:00Z',
  mobile: '138****0001',
  platformDetail: { userId: 'u1' },
  leader: '0',
};

function renderLogin(modes: LoginMode[] = ['password', 'sms'], codeLength?: number) {
  const onSignedIn = vi.fn();
  renderWithProviders(
    <LoginForm
      hosId={hosIdOf('1001')}
      modes={modes}
      codeLength={codeLength}
      timeZone="Asia/Shanghai"
      onSignedIn={onSignedIn}
      registerTo="/login/register?mode=1"
      forgotTo="/login/register?mode=2"
    />,
  );
  return { onSignedIn };
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId('login-submit'));

afterEach(() => vi.unstubAllGlobals());

describe('LoginForm validation', () => {
  it('refuses a missing phone and password with the catalogue texts, without calling the server', async () => {
    const fetchMock = stubFetch(() => okResponse(loginUser));
    renderLogin();
    submit();
    expect(await screen.findByText('Phone number is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(['1380000000', '11000000001', '23800000001', '1380000000a'])(
    'refuses the phone %s',
    async (phone) => {
      const fetchMock = stubFetch(() => okResponse(loginUser));
      renderLogin();
      type('login-phone', phone);
      type('login-password', 'Demo@2026');
      submit();
      expect(await screen.findByText('Phone number is invalid')).toBeTruthy();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('signs in with a valid phone and password and hands the login user over', async () => {
    const fetchMock = stubFetch(() => okResponse(loginUser));
    const { onSignedIn } = renderLogin();
    type('login-phone', '13800000001');
    type('login-password', 'Demo@2026');
    submit();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(loginUser));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/uaa/api/login/password');
    expect(sentBody(fetchMock)).toEqual({
      hosId: '1001',
      phone: '13800000001',
      password: 'Demo@2026',
    });
  });

  it('shows LOGIN001 in the catalogue words, with a way to register', async () => {
    stubFetch(() => errorResponse(404, 'LOGIN001'));
    const { onSignedIn } = renderLogin();
    type('login-phone', '13900000009');
    type('login-password', 'Whatever1');
    submit();
    expect((await screen.findByTestId('form-error')).textContent).toBe(
      'This phone number is not registered, please register first',
    );
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getAllByRole('link', { name: 'Register' }).length).toBeGreaterThan(0);
  });

  it('the SMS tab asks for a 6-digit code instead of the password', async () => {
    const fetchMock = stubFetch(() => okResponse(loginUser));
    const { onSignedIn } = renderLogin();
    fireEvent.click(screen.getByTestId('login-tab-sms'));
    expect(screen.queryByTestId('login-password')).toBeNull();
    type('login-phone', '13800000001');
    type('login-code', '12345');
    submit();
    expect(await screen.findByText('Verification code is invalid')).toBeTruthy();
    type('login-code', '123456');
    submit();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    // The only calls: the demo inbox lookups for the typed phone, and the sign-in itself.
    const signIn = fetchMock.mock.calls.findIndex(([url]) => url === '/uaa/api/login/sms');
    expect(sentBody(fetchMock, signIn)).toEqual({
      hosId: '1001',
      phone: '13800000001',
      code: '123456',
    });
  });

  it("asks for the hospital's number of digits (smsCodeLength 4): fewer are refused, four sent", async () => {
    const fetchMock = stubFetch(() => okResponse(loginUser));
    const { onSignedIn } = renderLogin(['sms'], 4);
    type('login-phone', '13800000001');
    expect(screen.getByTestId('login-code').getAttribute('maxlength')).toBe('4');
    type('login-code', '123');
    submit();
    expect(await screen.findByText('Verification code is invalid')).toBeTruthy();
    type('login-code', '1234');
    submit();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    const signIn = fetchMock.mock.calls.findIndex(([url]) => url === '/uaa/api/login/sms');
    expect(sentBody(fetchMock, signIn)).toMatchObject({ code: '1234' });
  });

  it('offers only the modes the hospital configures', () => {
    stubFetch(() => okResponse(loginUser));
    renderLogin(['sms']);
    expect(screen.queryByTestId('login-tab-password')).toBeNull();
    expect(screen.getByTestId('login-code')).toBeTruthy();
  });
});
