import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { PortalPage } from '../pages/portal-page.ts';

/**
 * Payment query and inpatient daily bill in Chromium, on the demo account at 1001: Wang Jianguo's generated
 * years of paid fees (list, payment type filter kept in the URL, a receipt with items and invoice number, print), and
 * his current Cardiology stay's daily bill (days with totals and running totals, a day opened to its items).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const visit = (hosId: string) => PortalPage.visit(browser, hosId);

describe('payment query and daily bill', () => {
  it('lists paid fees, filters by payment type (kept in the URL) and opens a receipt with items and invoice number', async () => {
    const p = await visit('1001');
    await p.goto('/query/payment');
    await p.waitForTitle('Payment records');
    const rows = p.testId('fees').locator('tbody tr[data-testid^="fee-"]');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(10);
    expect(await p.testId('fees-total').textContent()).toMatch(/Payments: \d+/);
    await screenshot(p.page, 'fees-list');

    await p.testId('fee-type').click();
    await p.page.locator('.ant-select-item-option[title="Registration fee"]').click();
    await p.page.waitForURL((u) => u.searchParams.get('type') === 'registration');
    await expect
      .poll(
        async () => new Set(await p.testId('fees').getByTestId('fee-type-name').allTextContents()),
      )
      .toEqual(new Set(['Registration fee']));
    await p.page.reload();
    await p.testId('fees').locator('tbody tr[data-testid^="fee-"]').first().waitFor();
    expect(new URL(p.page.url()).searchParams.get('type')).toBe('registration');

    await p.testId('fees').getByTestId('fee-link').first().click();
    await p.page.waitForURL((u) => u.pathname === '/query/payment/detail');
    await p.testId('fee-sheet').waitFor();
    expect(await p.testId('fee-invoice').textContent()).toMatch(/^1001\d{15}$/);
    expect(await p.testId('fee-items').locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await p.testId('fee-total').textContent()).toMatch(/^¥\d+\.\d{2}$/);
    await p.page.emulateMedia({ media: 'print' });
    for (const hidden of [
      'hospital-name',
      'nav-menu',
      'footer',
      'page-title',
      'fee-print',
      'floating-widget',
    ]) {
      expect(await p.testId(hidden).isVisible(), `${hidden} in print`).toBe(false);
    }
    expect(await p.testId('fee-sheet').isVisible()).toBe(true);
    await screenshot(p.page, 'fee-print');
    await p.page.emulateMedia({ media: 'screen' });
    // Back to the list keeps the filter.
    await p.testId('fee-back').click();
    await p.page.waitForURL(
      (u) => u.pathname === '/query/payment' && u.searchParams.get('type') === 'registration',
    );
    await p.close();
  });

  it("shows the current stay's daily bill: days with totals and running totals, a day opened to its items", async () => {
    const p = await visit('1001');
    await p.goto('/query/payment-day');
    await p.waitForTitle('Daily inpatient bill');
    await p.testId('daily-bill-sheet').waitFor();
    expect(await p.testId('daily-bill-dept').textContent()).toBe('Cardiology');
    const days = p.testId('daily-bill-days').locator('tbody tr[data-testid^="daily-bill-day-"]');
    await days.first().waitFor();
    expect(await days.count()).toBeGreaterThanOrEqual(3);
    const running = (
      await p.testId('daily-bill-days').getByTestId('daily-bill-running-total').allTextContents()
    ).map((s) => Number(s.replace(/[¥,]/g, '')));
    // Newest first: the running total falls going down the page.
    expect(running).toEqual([...running].sort((a, b) => b - a));
    await days.first().click();
    const items = p.page.locator('[data-testid^="daily-bill-items-"]').first();
    await items.waitFor();
    expect(await items.textContent()).toContain('Ward bed');
    await screenshot(p.page, 'daily-bill');
    await p.close();
  });
});
