import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  errorResponse,
  okResponse,
  renderWithProviders,
  sentBody,
  stubFetch,
} from '../../../testing/render.tsx';
import { AccountForm } from './account-form.tsx';
import { hosIdOf } from '@portal/shared';

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const RULE = '8–16 characters, combining at least two of letters, digits and !@#$%^&*';
const WEAK = 'The password does not meet the rule below';

function renderRegister({ askPassword = true, closed = false } = {}) {
  const onRegistered = vi.fn();
  renderWithProviders(
    <AccountForm
      kind="register"
      hosId={hosIdOf('1001')}
      timeZone="Asia/Shanghai"
      signInTo="/login"
      onRegistered={onRegistered}
      askPassword={askPassword}
      closed={closed}
      terms={null}
    />,
  );
  return { onRegistered };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('register form: password rules', () => {
  beforeEach(() => {
    stubFetch((url) =>
      url.startsWith('/udb/api/dev/sms-outbox') ? errorResponse(404, 'C021') : okResponse(null),
    );
  });

  it('shows the rule under the field, and refuses a password of one kind or the wrong length', async () => {
    renderRegister();
    expect(screen.getByText(RULE)).toBeTruthy();
    for (const weak of ['abcdefgh', '12345678', '!@#$%^&*', 'Abc1234', 'Abcd 1234']) {
      type('register-password', weak);
      fireEvent.click(screen.getByTestId('register-submit'));
      expect(await screen.findByText(WEAK), weak).toBeTruthy();
      // Fixing the value clears the error at once (no second blur needed).
      type('register-password', 'Good1234');
      await waitFor(() => expect(screen.queryByText(WEAK)).toBeNull());
    }
    expect(screen.getByText(RULE)).toBeTruthy();
    // Five submit/fix rounds: on a loaded 2-CPU machine this takes longer than vitest's default 5 s.
  }, 20_000);

  it('requires both entries to match', async () => {
    renderRegister();
    type('register-password', 'Demo@2026');
    type('register-confirm', 'Demo@2027');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy();
    type('register-confirm', 'Demo@2026');
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(screen.queryByText('The two passwords do not match')).toBeNull());
  });
});

describe('register form: submitting', () => {
  it('registers with phone, code and password, and shows LOGIN002 when the phone is taken', async () => {
    const fetchMock = stubFetch((url) =>
      url.startsWith('/udb/api/dev/sms-outbox')
        ? errorResponse(404, 'C021')
        : errorResponse(409, 'LOGIN002'),
    );
    const { onRegistered } = renderRegister();
    type('register-phone', '13800000001');
    type('register-code', '246810');
    type('register-password', 'Demo@2026');
    type('register-confirm', 'Demo@2026');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('form-error')).textContent).toBe(
      'This phone number is already registered, please log in directly',
    );
    expect(onRegistered).not.toHaveBeenCalled();
    const call = fetchMock.mock.calls.findIndex(([url]) => url === '/udb/api/register');
    expect(sentBody(fetchMock, call)).toEqual({
      hosId: '1001',
      phone: '13800000001',
      code: '246810',
      password: 'Demo@2026',
      confirmPassword: 'Demo@2026',
    });
  });
});

describe('send code and the demo SMS inbox', () => {
  it('counts 60 s down after sending, and shows the codes the demo outbox holds for the phone', async () => {
    const fetchMock = stubFetch((url) => {
      if (url.startsWith('/udb/api/dev/sms-outbox'))
        return okResponse([
          {
            text: '[Portal] Your verification code is 482913, valid for 5 minutes.',
            sentAt: '2026-03-01T02:00:00Z',
          },
        ]);
      return okResponse({ expiresIn: 300, resendIn: 60 });
    });
    renderRegister();
    type('register-phone', '13800000001');
    expect((await screen.findByTestId('sms-code')).textContent).toBe('482913');
    // Shown in the hospital's zone (UTC+8), not the test machine's UTC.
    expect(screen.getByTestId('sms-inbox').textContent).toContain('10:00:00');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(screen.getByTestId('send-code').textContent).toBe('Resend in 60 s'));
    expect(
      sentBody(
        fetchMock,
        fetchMock.mock.calls.findIndex(([url]) => url === '/udb/api/verify-code/send'),
      ),
    ).toEqual({ hosId: '1001', phone: '13800000001', purpose: 'register' });
    expect((screen.getByTestId('send-code') as HTMLButtonElement).disabled).toBe(true);
    for (let s = 0; s < 3; s++) await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('send-code').textContent).toBe('Resend in 57 s');
  });

  it('shows the wait the server names when it refuses a new code (LOGIN006), and no inbox outside demo mode', async () => {
    stubFetch((url) =>
      url.startsWith('/udb/api/dev/sms-outbox')
        ? errorResponse(404, 'C021')
        : errorResponse(429, 'LOGIN006', { seconds: 42 }),
    );
    renderRegister();
    type('register-phone', '13800000001');
    fireEvent.click(screen.getByTestId('send-code'));
    expect((await screen.findByTestId('form-error')).textContent).toBe(
      'Please wait 42 s before requesting another code',
    );
    expect(screen.getByTestId('send-code').textContent).toBe('Resend in 42 s');
    expect(screen.queryByTestId('sms-inbox')).toBeNull();
  });

  it('does not send a code for an invalid phone', async () => {
    const fetchMock = stubFetch(() => okResponse({ expiresIn: 300, resendIn: 60 }));
    renderRegister();
    type('register-phone', '123');
    fireEvent.click(screen.getByTestId('send-code'));
    expect(await screen.findByText('Phone number is invalid')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/udb/api/verify-code/send')).toBe(false);
  });
});

describe('register form: what the hospital asks', () => {
  it('where the hospital signs in by code only, asks no password and sends none', async () => {
    const fetchMock = stubFetch((url) =>
      url.startsWith('/udb/api/dev/sms-outbox')
        ? errorResponse(404, 'C021')
        : errorResponse(409, 'LOGIN002'),
    );
    renderRegister({ askPassword: false });
    expect(screen.queryByTestId('register-password')).toBeNull();
    expect(screen.queryByTestId('register-confirm')).toBeNull();
    type('register-phone', '13800000001');
    type('register-code', '246810');
    fireEvent.click(screen.getByTestId('register-submit'));
    await screen.findByTestId('form-error');
    const call = fetchMock.mock.calls.findIndex(([url]) => url === '/udb/api/register');
    expect(sentBody(fetchMock, call)).toEqual({
      hosId: '1001',
      phone: '13800000001',
      code: '246810',
    });
  });

  it('while registering is closed, nothing can be typed or sent', () => {
    stubFetch(() => errorResponse(404, 'C021'));
    renderRegister({ closed: true });
    for (const id of [
      'register-phone',
      'register-code',
      'register-password',
      'send-code',
      'register-submit',
    ]) {
      expect(screen.getByTestId(id).hasAttribute('disabled'), id).toBe(true);
    }
  });
});
