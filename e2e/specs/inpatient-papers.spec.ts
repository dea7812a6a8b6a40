import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useJourneyServer } from '../pages/journey-server.ts';

/**
 * Invoices and case-record copies in Chromium at 1001, on a server of the journey's own (a case-mail order and its refund change
 * the demo data): the demo patient downloads an invoice of a past stay as PDF, orders a copy of that stay's case record
 * (2 copies by SF Express: ¥10.00 a copy + ¥15.00 postage, CASE_MAIL in apps/server/demo/1001/hospital.json), pays it
 * by QR on the sandbox scan page, sees it paid in the list, cancels it and sees the fee refunded.
 */
const journey = useJourneyServer();

const { visit } = journey;

describe('inpatient papers', () => {
  it('downloads an invoice PDF, orders a case-record copy, pays it by QR, cancels it and sees the refund', async () => {
    const p = await visit('1001');
    await p.goto('/inpatient/electronic-invoice');
    await p.waitForTitle('Electronic invoices');
    await p.testId('invoices').locator('tbody tr[data-testid^="invoice-"]').first().waitFor();
    await p.testId('invoice-kind').click();
    await p.page.locator('.ant-select-item-option[title="Inpatient"]').click();
    await p.page.waitForURL((u) => u.searchParams.get('kind') === 'inpatient');
    const row = p.testId('invoices').locator('tbody tr[data-testid^="invoice-ZY-"]').first();
    await row.waitFor();
    const invoiceNo = ((await row.getAttribute('data-testid')) ?? '').replace(/^invoice-/, '');
    await row.getByTestId('invoice-open').click();
    expect(await p.testId('invoice-detail-no').textContent()).toBe(invoiceNo);
    expect(await p.testId('invoice-items').locator('tbody tr').count()).toBeGreaterThan(0);
    await p.page.keyboard.press('Escape');
    const [download] = await Promise.all([
      p.page.waitForEvent('download'),
      row.getByTestId(`invoice-pdf-${invoiceNo}`).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`invoice-${invoiceNo}.pdf`);
    expect(
      fs
        .readFileSync(await download.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    expect(await p.testId('invoice-pdf-error').count()).toBe(0);

    // A copy of the case record of a past stay: the form refuses what is missing, then shows the fee.
    await p.goto('/inpatient/case');
    await p.waitForTitle('Medical record copies');
    await p.testId('case-mail-form').waitFor();
    await p.testId('case-mail-submit').click();
    await p.page.getByText('stay is required').waitFor();
    await p.testId('case-mail-stay').click();
    await p.page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await p.testId('case-mail-printing').click();
    await p.page.locator('.ant-select-item-option[title="Complete case record"]').click();
    await p.testId('case-mail-copies').fill('2');
    await p.testId('case-mail-express').click();
    await p.page.locator('.ant-select-item-option[title="SF Express"]').click();
    await p.testId('case-mail-recipient').fill('Wang Jianguo');
    await p.testId('case-mail-phone').fill('13800000001');
    await p.testId('case-mail-address').fill('5 Lakeside Road, Xihu District, Hangzhou');
    await p.page
      .locator('[data-testid="case-mail-fee"]', {
        hasText: 'Fee: ¥35.00 (2 × ¥10.00 + ¥15.00 postage)',
      })
      .waitFor();
    await p.testId('case-mail-submit').click();

    await p.payByQrOnPhone('¥35.00');

    await p.testId('pay-result-case-mail').click();
    await p.page.waitForURL('**/inpatient/case');
    const card = p.page.locator('[data-testid^="case-mail-CM"]').first();
    await card.locator('[data-testid="case-mail-status"]', { hasText: 'Paid' }).waitFor();
    expect(await card.getByTestId('case-mail-steps').textContent()).toContain('Awaiting payment');
    expect(await card.getByTestId('case-mail-paid').count()).toBe(1);

    await card.getByTestId('case-mail-cancel').click();
    await p.testId('case-mail-cancel-ok').click();
    await card.locator('[data-testid="case-mail-status"]', { hasText: 'Cancelled' }).waitFor();
    await card
      .locator('[data-testid="case-mail-refunded"]', { hasText: '¥35.00 refunded' })
      .waitFor();
    expect(await card.getByTestId('case-mail-cancel').count()).toBe(0);
    await p.close();
  });
});
