import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

/** One visitor of the portal: its own browser context (storage), with helpers named after what a patient sees. */
export class PortalPage {
  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
  ) {}

  static async open(browser: Browser): Promise<PortalPage> {
    const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 1366, height: 860 }, locale: 'en-US' });
    return new PortalPage(context, await context.newPage());
  }

  /** Marks the home tip as seen for this visit, for journeys that are not about the tip. */
  async skipHomeTips(...hosIds: string[]) {
    await this.context.addInitScript((ids) => {
      for (const id of ids) sessionStorage.setItem(`portal.session.homeTipSeen.${id}`, '1');
    }, hosIds);
  }

  /** Stands in for a signed-in user (accounts arrive with issue 3): the login user the portal keeps per hospital. */
  async signInAs(hosId: string, leader: '0' | '1') {
    await this.context.addInitScript(
      ([id, flag]) => {
        localStorage.setItem(`portal.login.${id}`, JSON.stringify({ isLogin: true, access_token: 'test-token', mobile: '13800000001', platformDetail: { userId: 'u1' }, leader: flag }));
      },
      [hosId, leader] as const,
    );
  }

  async goto(path: string) {
    await this.page.goto(path);
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
    return this.page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);
  }

  pathAndQuery() {
    const url = new URL(this.page.url());
    return url.pathname + url.search;
  }

  async close() {
    await this.context.close();
  }
}
