import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { PortalPage } from '../pages/portal-page.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

describe('function menu (item 5)', () => {
  it('a function the hospital has not opened leads to the error page with its message', async () => {
    const p = await PortalPage.open(browser);
    await p.skipHomeTips('1002');
    await p.signIn('1002');
    await p.goto('/?hosId=1002');
    await p.testId('nav-menu').waitFor();
    // The hospital's own caption for FUNC001 (a per-hospital override), as the server serves it.
    const res = await fetch(`${inject('baseUrl')}/platform/api/messages/1002?lang=en-US`);
    const expected = ((await res.json()) as { data: { messages: Record<string, string> } }).data
      .messages.FUNC001!;
    // The closed function is marked before the patient clicks it.
    expect(await p.testId('nav-item-recharge-out').textContent()).toContain('Not open');
    expect(await p.testId('nav-item-appointment').textContent()).not.toContain('Not open');
    await p.testId('nav-item-recharge-out').click();
    await p.page.waitForURL('**/error');
    expect(await p.testId('error-message').textContent()).toContain(expected);
    await screenshot(p.page, 'function-not-open');
    await p.close();
  });

  it('highlights the current item when its url and query equal the route', async () => {
    const p = await PortalPage.open(browser);
    await p.skipHomeTips('1001');
    await p.goto('/?hosId=1001');
    await p.testId('nav-menu').waitFor();
    // The address changes before the menu re-renders: wait for the highlight rather than read it at once.
    const highlighted = (id: string) =>
      p.page
        .locator(`[data-testid="nav-menu"] [data-testid="nav-item-${id}"][aria-current="page"]`)
        .waitFor();
    const selectedCount = () =>
      p.page.locator('[data-testid="nav-menu"] [aria-current="page"]').count();

    await p.testId('nav-item-appointment').click();
    await p.page.waitForURL('**/appointment/area');
    await highlighted('appointment');
    expect(await selectedCount()).toBe(1);

    await p.testId('nav-item-same-day').click();
    await p.page.waitForURL('**/appointment/area?isToday=1');
    await highlighted('same-day');
    expect(await selectedCount()).toBe(1);
    await screenshot(p.page, 'menu-highlight');

    await p.goto('/appointment/area?isToday=0');
    await p.testId('page-title').waitFor();
    expect(await selectedCount()).toBe(0);
    await p.close();
  });
});
