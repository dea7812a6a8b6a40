import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DEMO_STAFF } from '../../apps/server/src/demo/seed-staff.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { axeViolations } from '../support/axe.ts';
import { startServerOnFreshData, type RunningServer } from '../support/server.ts';
import { ConsolePage } from '../pages/console-page.ts';

/**
 * Finance at 1001 reconciles yesterday with the sandbox gateway's statement and downloads the exports
 * (docs/reconciliation.md); the auditor reads the day but cannot run it, and patient support has no such page. Its own
 * server: a run stores what it found.
 */
const staff = (role: string) => DEMO_STAFF.find((s) => s.role === role && s.hosId === '1001')!;

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServerOnFreshData('reconciliation');
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('reconciliation at the console', () => {
  it('finance at 1001 runs a day, sees it by kind and downloads the exports', async () => {
    const finance = await ConsolePage.open(browser, server.baseUrl);
    await finance.signIn(staff('finance').phone, staff('finance').totpSecret);
    await finance.openMenu('Reconciliation');
    const page = finance.page;
    await page.getByRole('heading', { name: 'Reconciliation' }).waitFor();
    await page.getByRole('button', { name: 'Run reconciliation' }).click();
    await page.getByText(/Reconciliation done: \d+ mismatches/).waitFor();
    await page.getByText(/Last run:/).waitFor();
    for (const kind of [
      'Paid at the gateway only',
      'Paid in the portal only',
      'Amount differs',
      'Refunded on one side only',
    ])
      await page.getByRole('tab', { name: new RegExp(`^${kind} \\(\\d+\\)$`) }).waitFor();
    // Away from the button just clicked: axe would measure its hover colour.
    await page.mouse.move(0, 0);
    await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning'));
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'console-reconciliation');

    // The download links answer files in the staff member's session.
    const hrefs = await page
      .getByRole('link', { name: /^(CSV|Excel)$/ })
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    expect(hrefs).toHaveLength(6);
    for (const href of hrefs) {
      const res = await finance.context.request.get(href);
      expect(res.status(), href).toBe(200);
      if (href.endsWith('format=csv'))
        expect((await res.text()).replace(/^\uFEFF/, '')).toMatch(
          /^(tradeTime|appointId|outTradeNo),/,
        );
    }
    await finance.close();
  });

  it('the auditor reads the day without running it; patient support has no reconciliation', async () => {
    const auditor = await ConsolePage.open(browser, server.baseUrl);
    await auditor.signIn(staff('auditor').phone, staff('auditor').totpSecret);
    await auditor.openMenu('Reconciliation');
    await auditor.page.getByRole('heading', { name: 'Reconciliation' }).waitFor();
    await auditor.page.getByText(/Last run:/).waitFor();
    expect(await auditor.page.getByRole('button', { name: 'Run reconciliation' }).count()).toBe(0);
    const run = await auditor.call(
      'POST',
      '/console/api/hospitals/1001/reconciliation/days/2026-01-01/run',
      {},
    );
    expect(run).toMatchObject({ status: 403, body: { messageKey: 'STAFF006' } });
    await auditor.close();

    const support = await ConsolePage.open(browser, server.baseUrl);
    await support.signIn(staff('support').phone, staff('support').totpSecret);
    const menu = support.page.getByRole('navigation', { name: 'Console menu' });
    await menu.waitFor();
    expect(await menu.getByRole('menuitem', { name: 'Reconciliation' }).count()).toBe(0);
    await support.close();
  });
});
