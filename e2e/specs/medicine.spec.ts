import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { PortalPage } from '../pages/portal-page.ts';

/**
 * Prescriptions and discharge medicine in Chromium, on the demo account's generated data at 1001: each list
 * with a filter changed (kept in the URL), a detail with its drugs, and the print view without the frame.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const visit = (hosId: string) => PortalPage.visit(browser, hosId);

describe('prescription query', () => {
  it('lists a year of prescriptions, filters by status, opens one and prints it cleanly', async () => {
    const p = await visit('1001');
    await p.goto('/query/prescription');
    await p.waitForTitle('Prescriptions');
    await p.testId('patient-select').waitFor();
    expect(
      await p
        .testId('prescription-range-3m')
        .locator('xpath=ancestor::label')
        .getAttribute('class'),
    ).toContain('checked');

    await p.testId('prescription-range-1y').click();
    await p.page.waitForURL((u) => u.searchParams.has('from'));
    const rows = p.testId('prescriptions').locator('tbody tr[data-testid^="prescription-"]');
    await rows.first().waitFor();
    // The 3 months' page stays on screen until the year's arrives; then at most a page of 10.
    await p.page.waitForLoadState('networkidle');
    await expect
      .poll(() => p.testId('prescriptions').locator('.ant-spin-spinning').count())
      .toBe(0);
    expect(await rows.count()).toBeGreaterThan(0);
    expect(await rows.count()).toBeLessThanOrEqual(10);
    await screenshot(p.page, 'prescriptions-list');

    // Filter by 'Dispensed': every row then says so, and the status is in the URL.
    await p.testId('prescription-status-filter').click();
    await p.page.locator('.ant-select-item-option[title="Dispensed"]').click();
    await p.page.waitForURL((u) => u.searchParams.get('status') === 'dispensed');
    await expect
      .poll(
        async () =>
          new Set(
            await p.testId('prescriptions').getByTestId('prescription-status').allTextContents(),
          ),
      )
      .toEqual(new Set(['Dispensed']));

    // Open the first: its drugs and a total that is the sum of their amounts.
    await p.testId('prescriptions').getByTestId('prescription-link').first().click();
    await p.page.waitForURL((u) => u.pathname === '/query/prescription/detail');
    await p.waitForTitle('Prescription details');
    const items = p.testId('prescription-items').locator('tbody tr.ant-table-row');
    await items.first().waitFor();
    expect(await items.count()).toBeGreaterThan(0);
    expect(await p.testId('prescription-state').textContent()).toBe('Dispensed');
    expect(await p.testId('prescription-detail-total').textContent()).toMatch(/^¥\d+\.\d{2}$/);
    await screenshot(p.page, 'prescription-detail');

    await p.page.emulateMedia({ media: 'print' });
    for (const hidden of [
      'hospital-name',
      'nav-menu',
      'footer',
      'page-title',
      'prescription-print',
      'floating-widget',
    ]) {
      expect(await p.testId(hidden).isVisible(), `${hidden} in print`).toBe(false);
    }
    expect(await p.testId('prescription-sheet').isVisible()).toBe(true);
    await screenshot(p.page, 'prescription-print');
    await p.page.emulateMedia({ media: 'screen' });

    // Back to the list with its filters.
    await p.testId('prescription-back').click();
    await p.page.waitForURL(
      (u) => u.pathname === '/query/prescription' && u.searchParams.get('status') === 'dispensed',
    );
    await p.close();
  });
});

describe('discharge medicine query', () => {
  it('lists the stays of the last 3 years, narrows the range, and opens the medicines of a stay', async () => {
    const p = await visit('1001');
    await p.goto('/query/discharge-medicine');
    await p.waitForTitle('Discharge medicine');
    await p.testId('patient-select').waitFor();
    const rows = p.testId('discharges').locator('tbody tr[data-testid^="discharge-"]');
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThan(0);
    await screenshot(p.page, 'discharges-list');

    // The last month holds no discharge of the demo patient (he is in hospital now): the empty state.
    await p.testId('discharge-range-1m').click();
    await p.page.waitForURL((u) => u.searchParams.has('from'));
    await p.testId('discharges-empty').waitFor();
    // Filters replace the URL (no history entry per click): open the list afresh for its default range.
    await p.goto('/query/discharge-medicine');
    await rows.first().waitFor();

    await p.testId('discharges').getByTestId('discharge-link').first().click();
    await p.page.waitForURL((u) => u.pathname === '/query/discharge-medicine/detail');
    const medicines = p.testId('discharge-medicines').locator('tbody tr.ant-table-row');
    await medicines.first().waitFor();
    expect(await medicines.count()).toBeGreaterThan(2);
    expect(await p.testId('discharge-medicine-instructions').first().textContent()).toMatch(
      /\w{4}/,
    );
    await screenshot(p.page, 'discharge-detail');
    await p.close();
  });
});
