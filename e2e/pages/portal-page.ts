import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/** The demo account seeded at every demo hospital (README). */
export const DEMO_PHONE = '13800000001';
export const DEMO_PASSWORD = 'Demo@2026';

export interface OpenOptions {
  /** A journey's own server (pages/journey-server.ts); the suite's shared one otherwise. */
  baseUrl?: string;
  /** The browser's clock, fixed at this instant (a journey server's clock starts there too). */
  at?: Date;
}

/** One visitor of the portal: its own browser context (storage), with helpers named after what a patient sees. */
export class PortalPage {
  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  static async open(
    browser: Browser,
    { baseUrl = inject('baseUrl'), at }: OpenOptions = {},
  ): Promise<PortalPage> {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 1366, height: 860 },
      locale: 'en-US',
    });
    if (at) await context.clock.setFixedTime(at);
    return new PortalPage(context, await context.newPage(), baseUrl);
  }

  /**
   * A visitor at a hospital's home page, past its tip and (by default) signed in with the demo account: where most
   * journeys start.
   */
  static async visit(
    browser: Browser,
    hosId: string,
    { signedIn = true, ...options }: OpenOptions & { signedIn?: boolean } = {},
  ): Promise<PortalPage> {
    const p = await PortalPage.open(browser, options);
    await p.skipHomeTips(hosId);
    if (signedIn) await p.signIn(hosId);
    await p.goto(`/?hosId=${hosId}`);
    await p.testId('hospital-name').waitFor();
    return p;
  }

  /** Marks the home tip as seen for this visit, for journeys that are not about the tip. */
  async skipHomeTips(...hosIds: string[]) {
    await this.context.addInitScript((ids) => {
      for (const id of ids) sessionStorage.setItem(`portal.session.homeTipSeen.${id}`, '1');
    }, hosIds);
  }

  /**
   * Signs the demo account in through the API (the sign-in form has its own journey) and hands the login user to
   * the portal the way it keeps it: per hospital, in localStorage.
   */
  async signIn(hosId: string, phone = DEMO_PHONE, password = DEMO_PASSWORD) {
    const res = await fetch(`${this.baseUrl}/uaa/api/login/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hosId, phone, password }),
    });
    const body = (await res.json()) as { code: number; data: unknown };
    if (body.code !== 0)
      throw new Error(`demo sign-in failed at ${hosId}: ${JSON.stringify(body)}`);
    await this.context.addInitScript(
      ([id, user]) => {
        if (!localStorage.getItem(`portal.login.${id}`))
          localStorage.setItem(`portal.login.${id}`, user);
      },
      [hosId, JSON.stringify(body.data)] as const,
    );
  }

  /** Registers a new account through the sign-up form (code from the demo SMS inbox) and waits until signed in. */
  async register(hosId: string, phone: string, password: string) {
    await this.goto(`/?hosId=${hosId}`);
    await this.testId('hospital-name').waitFor();
    await this.goto('/login/register');
    await this.testId('register-phone').fill(phone);
    await this.testId('register-code').fill(await this.sendCode(hosId, phone));
    await this.testId('register-password').fill(password);
    await this.testId('register-confirm').fill(password);
    await this.testId('register-submit').click();
    await this.testId('user-menu').waitFor();
  }

  /**
   * Presses 'send code' and answers the code that press sent, once the page's demo SMS inbox shows it. Journeys share
   * a server, so the inbox may already list older codes for the same phone: the code is the first text newer than
   * anything in the sandbox outbox before the press, never simply the first one listed.
   */
  async sendCode(hosId: string, phone: string): Promise<string> {
    const newest = async () => {
      const res = await fetch(
        `${this.baseUrl}/udb/api/dev/sms-outbox?hosId=${hosId}&phone=${phone}`,
      );
      const texts = ((await res.json()) as { data: { text: string; sentAt: string }[] }).data;
      return texts.sort((a, b) => b.sentAt.localeCompare(a.sentAt))[0];
    };
    const before = (await newest())?.sentAt ?? '';
    await this.testId('send-code').click();
    const deadline = Date.now() + 20_000;
    for (;;) {
      const text = await newest();
      const code =
        text && text.sentAt > before ? /(?<!\d)\d{4,8}(?!\d)/.exec(text.text)?.[0] : undefined;
      if (code) {
        await this.testId('sms-inbox')
          .getByTestId('sms-code')
          .filter({ hasText: code })
          .first()
          .waitFor();
        return code;
      }
      if (Date.now() > deadline)
        throw new Error(`no new code in the sandbox outbox for ${phone} at ${hosId}`);
      await this.page.waitForTimeout(200);
    }
  }

  async goto(path: string) {
    await this.page.goto(path);
  }

  /** Waits out the appointment notice (countdown or scroll lock) and acknowledges it. */
  async acknowledgeNotice() {
    const box = this.testId('tip-popup');
    await box.waitFor();
    await box.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
      el.dispatchEvent(new Event('scroll'));
    });
    await this.page.waitForFunction(
      () => !(document.querySelector('[data-testid="tip-button"]') as HTMLButtonElement).disabled,
      null,
      { timeout: 20_000 },
    );
    await this.testId('tip-button').click();
    await box.waitFor({ state: 'hidden' });
  }

  testId(id: string) {
    return this.page.getByTestId(id);
  }

  async title() {
    return (await this.testId('page-title').textContent())?.trim();
  }

  /** Waits until the page shows this title (the address changes before the new page renders). */
  async waitForTitle(text: string) {
    await this.page.getByTestId('page-title').filter({ hasText: text }).waitFor();
  }

  async hospitalName() {
    return (await this.testId('hospital-name').textContent())?.trim();
  }

  cssVar(name: string) {
    return this.page.evaluate(
      (n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(),
      name,
    );
  }

  pathAndQuery() {
    const url = new URL(this.page.url());
    return url.pathname + url.search;
  }

  /**
   * On the payment page of a QR order: the payer's phone (a second tab, phone-sized) opens the address the QR code
   * holds, checks the amount and confirms; this tab learns it by polling alone and shows the paid result.
   */
  async payByQrOnPhone(amount: string) {
    await this.page.waitForURL('**/homepage/payment?outTradeNo=*');
    expect(await this.testId('pay-amount').textContent()).toBe(amount);
    const content = (await this.testId('pay-qr-code').getAttribute('data-qr-content')) ?? '';
    expect(content).toMatch(/\/hos\/ui\/scan\/payment\/[\w-]{16,64}$/);
    const phone = await this.context.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(content);
    await phone.getByTestId('scan-confirm').waitFor();
    expect(await phone.getByTestId('scan-amount').textContent()).toBe(amount);
    await phone.getByTestId('scan-confirm').click();
    await phone.locator('[data-testid="scan-state"][data-state="paid"]').waitFor();
    await phone.close();
    await this.page.bringToFront();
    await this.page
      .locator('[data-testid="pay-result"][data-state="paid"]')
      .waitFor({ timeout: 15_000 });
  }

  async close() {
    await this.context.close();
  }
}
