import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ENCRYPT_KEY, encryptBody, THEME_TOKENS, hosIdOf } from '@portal/shared';
import {
  errorResponse,
  okResponse,
  renderWithProviders,
  stubFetch,
} from '../../testing/render.tsx';
import { RegisterForm } from './register.tsx';

const hospital = {
  hosId: '1002',
  hosName: "Sunshine Children's Hospital",
  enabled: true,
  logo: null,
  timeZone: 'Asia/Shanghai',
  theme: Object.fromEntries(THEME_TOKENS.map((t) => [t, '#0958d9'])),
};
const doc = (docType: string, title: string) => ({
  docType,
  version: 1,
  title,
  content: `<p>${title}</p>`,
  publishedAt: '2026-09-01T00:00:00Z',
});

/** The register form at a hospital with these sign-in modes, over a stubbed network edge; `published` the agreements it has. */
function renderAt(loginModes: string, published: string[]) {
  const mock = stubFetch(async (url) => {
    if (url.startsWith('/hospital/api/hospital/info/')) return okResponse(hospital);
    if (url.startsWith('/platform/api/encrypt/config/list')) {
      const envelope = {
        code: 0,
        msg: 'ok',
        data: [{ configType: 'LOGIN', configKey: 'loginModes', configValue: loginModes }],
      };
      return new Response(JSON.stringify(await encryptBody(envelope, DEFAULT_ENCRYPT_KEY)), {
        status: 200,
      });
    }
    if (url.startsWith('/platform/api/notice/info')) {
      const docType = new URL(url, 'http://portal').searchParams.get('docType') ?? '';
      if (!published.includes(docType)) return errorResponse(404, 'NOTICE001');
      return okResponse(
        doc(docType, docType === 'USER_SERVICE' ? 'User service agreement' : 'Privacy policy'),
      );
    }
    return errorResponse(404, 'C021');
  });
  renderWithProviders(
    <RegisterForm
      hosId={hosIdOf('1002')}
      timeZone="Asia/Shanghai"
      signInTo="/login"
      onRegistered={vi.fn()}
    />,
  );
  return mock;
}

afterEach(() => vi.unstubAllGlobals());

describe('the register page', () => {
  it('at a hospital that signs in by code only: says whose account it is, lists both agreements and asks no password', async () => {
    renderAt('sms', ['USER_SERVICE', 'USER_PRIVACY']);
    const agreements = await screen.findByTestId('registration-agreements');
    expect(within(agreements).getByTestId('agreement-USER_SERVICE').textContent).toBe(
      'User service agreement',
    );
    expect(within(agreements).getByTestId('agreement-USER_PRIVACY').textContent).toBe(
      'Privacy policy',
    );
    expect(screen.getByTestId('account-scope').textContent).toContain(
      "This account will be for Sunshine Children's Hospital only",
    );
    expect(screen.getByTestId('register-code-only').textContent).toContain('No password is needed');
    expect(screen.queryByTestId('register-password')).toBeNull();
    expect(screen.queryByTestId('register-confirm')).toBeNull();
    expect(screen.getByTestId('register-submit').hasAttribute('disabled')).toBe(false);
  });

  it('at a hospital that signs in by password: asks for one, typed twice', async () => {
    renderAt('password,sms', ['USER_SERVICE', 'USER_PRIVACY']);
    await screen.findByTestId('registration-agreements');
    expect(screen.getByTestId('register-password')).toBeTruthy();
    expect(screen.getByTestId('register-confirm')).toBeTruthy();
    expect(screen.queryByTestId('register-code-only')).toBeNull();
  });

  it('says plainly which agreements the hospital has not published, and nothing can be sent', async () => {
    renderAt('sms', ['USER_PRIVACY']);
    const closed = await screen.findByTestId('registration-closed');
    expect(closed.textContent).toContain('Registration is not open yet');
    expect(closed.textContent).toContain(
      "Sunshine Children's Hospital has not published its user service agreement.",
    );
    expect(screen.queryByTestId('registration-agreements')).toBeNull();
    expect(screen.getByTestId('register-submit').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('send-code').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('register-phone').hasAttribute('disabled')).toBe(true);
  });

  it('names both when neither is published', async () => {
    renderAt('sms', []);
    expect((await screen.findByTestId('registration-closed')).textContent).toContain(
      'has not published its user service agreement and privacy policy.',
    );
  });
});
