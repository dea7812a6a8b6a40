import type { Browser, BrowserContext, Page } from 'playwright-core';
import { TOTP } from 'otpauth';

/** The demo staff's password (README's console table). */
export const CONSOLE_PASSWORD = 'Console@2026';

/** Demo staff of the README's table: phone and TOTP secret. */
export const DEMO_STAFF = {
  platformAdmin: { phone: '13800000060', secret: 'YOK6BU7HAENSR3VGYU7VFTPWPL2IZKIA' },
  auditor1001: { phone: '13800000066', secret: 'WGLPWTK4RSYFPECUJPGZQJNM5HHZ65IW' },
} as const;

/**
 * The authenticator app: the current code of `secret`, after waiting for the next time step when `after` (the code
 * used last with this secret) is still current — the console refuses a code used before.
 */
export async function totpCode(secret: string, after?: string): Promise<string> {
  const totp = new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' });
  let code = totp.generate();
  while (code === after) {
    await new Promise((r) => setTimeout(r, 1_000));
    code = totp.generate();
  }
  return code;
}

/** The code each secret last signed in with, in this test file: the next sign-in waits for a fresh one. */
const lastCodes = new Map<string, string>();

/** One staff member at the console: a browser context of their own (the session cookie), helpers named after the UI. */
export class ConsolePage {
  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
  ) {}

  static async open(browser: Browser, baseUrl: string, locale = 'en-US'): Promise<ConsolePage> {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 1440, height: 900 },
      locale,
    });
    return new ConsolePage(context, await context.newPage());
  }

  async goto(path: string) {
    await this.page.goto(`/console${path}`);
  }

  /** Phone and password on the sign-in page; the page then asks for the code or the enrolment. */
  async enterPassword(phone: string, password = CONSOLE_PASSWORD) {
    await this.goto('/sign-in');
    const form = this.page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Phone number', { exact: true }).fill(phone);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Continue' }).click();
  }

  /** A demo staff member already enrolled: password, then the authenticator's code. */
  async signIn(phone: string, secret: string) {
    await this.enterPassword(phone);
    const code = await totpCode(secret, lastCodes.get(secret));
    lastCodes.set(secret, code);
    await this.page.getByLabel('6-digit code').fill(code);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
    await this.page.getByRole('navigation', { name: 'Console menu' }).waitFor();
  }

  /** The first sign-in: the secret shown beside the QR code goes into the "authenticator", its code confirms it. */
  async enrol(): Promise<string> {
    await this.page.getByRole('heading', { name: 'Set up your authenticator app' }).waitFor();
    await this.page.getByRole('img', { name: /QR code/ }).waitFor();
    const shown = await this.page.getByLabel('Secret:', { exact: true }).first().textContent();
    const secret = shown?.replace(/[^A-Z2-7]/g, '');
    if (!secret) throw new Error('no TOTP secret on the enrolment page');
    const code = await totpCode(secret, lastCodes.get(secret));
    lastCodes.set(secret, code);
    await this.page.getByLabel('6-digit code').fill(code);
    await this.page.getByRole('button', { name: 'Confirm and sign in' }).click();
    await this.page.getByRole('heading', { name: 'Your recovery codes' }).waitFor();
    await this.page.getByRole('button', { name: 'I saved them, continue' }).click();
    await this.page.getByRole('navigation', { name: 'Console menu' }).waitFor();
    return secret;
  }

  /** The invitation link texted to `phone`, read in the sign-in page's demo inbox. */
  async invitationLinkFor(hosId: string, phone: string): Promise<string> {
    const reader = await this.context.newPage();
    await reader.goto('/console/sign-in');
    const inbox = reader.getByRole('region', { name: 'Demo inbox' });
    await inbox.getByLabel('Hospital ID').fill(hosId);
    await inbox.getByLabel('Phone number').fill(phone);
    await inbox.getByText('/console/invitation/').first().waitFor();
    const text = (await inbox.textContent()) ?? '';
    await reader.close();
    const link = /\/console\/invitation\/[\w-]+/.exec(text)?.[0];
    if (!link) throw new Error(`no invitation link in the demo inbox of ${phone}: ${text}`);
    return link;
  }

  /** Opens the invitation link and chooses the password. */
  async acceptInvitation(link: string, password = CONSOLE_PASSWORD) {
    await this.page.goto(link);
    await this.page.getByLabel('New password').fill(password);
    await this.page.getByLabel('Confirm the password').fill(password);
    await this.page.getByRole('button', { name: 'Set password' }).click();
    await this.page.getByText('Your account is ready').waitFor();
  }

  async openMenu(name: string | RegExp) {
    await this.page
      .getByRole('navigation', { name: 'Console menu' })
      .getByRole('menuitem', { name })
      .click();
  }

  /** A console call from this page, with its session cookie and CSRF token, as the console sends it. */
  async call(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: unknown }> {
    return this.page.evaluate(
      async ({ method, path, body }) => {
        const me = (await (await fetch('/console/api/session/me')).json()) as {
          data?: { csrfToken: string };
        };
        const res = await fetch(path, {
          method,
          headers: {
            'content-type': 'application/json',
            'x-csrf-token': me.data?.csrfToken ?? '',
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: res.status, body: (await res.json()) as unknown };
      },
      { method, path, body },
    );
  }

  async close() {
    await this.context.close();
  }
}
