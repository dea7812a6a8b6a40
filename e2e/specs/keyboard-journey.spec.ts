import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from '../support/axe.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { makeIdCard } from '../support/id-card.ts';
import { expectFocusWithin, Keyboard, OPEN_DIALOG } from '../support/keyboard.ts';
import { startServerOnFreshData, type RunningServer } from '../support/server.ts';
import { DEMO_PASSWORD, DEMO_PHONE, PortalPage } from '../pages/portal-page.ts';

/**
 * The whole journey with the keyboard only — Tab, Shift+Tab, Enter, Space and arrows, never the mouse.
 * Focus goes into every dialog and comes back out to the page, never to <body>, and axe finds nothing inside each
 * open dialog.
 */
let browser: Browser;
// Its own server: the journey cancels a booking of the demo account, and the anti-scalping rule counts every
// cancellation of an account on a server (5 in 14 days block booking), which other journeys' bookings would meet.
let server: RunningServer;
beforeAll(async () => {
  server = await startServerOnFreshData('keyboard');
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Where a page change leaves focus: the new page's title (lib/focus-keeper.ts). */
const PAGE_TITLE = '#page-title';

async function expectCleanDialog(page: Page) {
  await expectFocusWithin(page, OPEN_DIALOG);
  expect(await axeViolations(page)).toEqual([]);
}

/** A tip popup locked until read: the keyboard scrolls its text to the end (End), then presses its button. */
async function readAndAcknowledgeTip(p: PortalPage, keys: Keyboard) {
  await p.testId('tip-popup').waitFor();
  await expectCleanDialog(p.page);
  await keys.tabTo('[data-testid="tip-popup"]');
  await keys.press('End');
  await p.page.waitForFunction(
    () => !(document.querySelector('[data-testid="tip-button"]') as HTMLButtonElement).disabled,
    null,
    { timeout: 20_000 },
  );
  await keys.tabTo('[data-testid="tip-button"]');
  await keys.press('Enter');
  await p.testId('tip-popup').waitFor({ state: 'hidden' });
}

/** Opens an antd select with the keyboard and moves with the arrows to the option whose text is `label`. */
async function chooseOption(p: PortalPage, keys: Keyboard, label: string) {
  await keys.press('ArrowDown');
  for (let i = 0; i < 20; i++) {
    const active = await p.page.evaluate(
      () => document.querySelector('.ant-select-item-option-active')?.textContent?.trim() ?? '',
    );
    if (active === label) {
      await keys.press('Enter');
      return;
    }
    await keys.press('ArrowDown');
  }
  throw new Error(`no option ${label}`);
}

/** Dates at least `days` ahead (to the end of the two-week schedule), so the booking can still be cancelled at 1001. */
function datesFrom(days: number): string[] {
  return Array.from({ length: 14 - days }, (_, i) =>
    new Date(Date.now() + (days + i) * 86_400_000).toISOString().slice(0, 10),
  );
}

describe('keyboard only', () => {
  it('1001: sign in, area, department, doctor, number, confirm, pay by card, cancel, and add and remove a patient', async () => {
    const p = await PortalPage.open(browser, { baseUrl: server.baseUrl });
    const keys = new Keyboard(p.page);
    await p.goto('/?hosId=1001');

    // The home tip is a dialog: focus is inside it and it is closed with the keyboard.
    await readAndAcknowledgeTip(p, keys);
    await expectFocusWithin(p.page, '#main');

    // The skip link is the first stop of the page and takes focus past the header and the menu.
    await keys.tabTo('.skip-link', { back: true });
    await keys.press('Enter');
    await expectFocusWithin(p.page, '#main');

    // Sign in.
    await keys.tabTo('[data-testid="sign-in-status"]', { back: true });
    await keys.press('Enter');
    await p.page.waitForURL('**/login**');
    await expectFocusWithin(p.page, PAGE_TITLE);
    await keys.tabTo('[data-testid="login-phone"]');
    await keys.type(DEMO_PHONE);
    await keys.tabTo('[data-testid="login-password"]');
    await keys.type(DEMO_PASSWORD);
    await keys.press('Enter');
    await p.testId('user-menu').waitFor();
    await expectFocusWithin(p.page, '#main');

    // Area and business type, then the department with the filter and a doctor next week.
    await keys.tabTo('[data-testid="area-block-1"] [data-testid="business-tile-1"]');
    await keys.press('Enter');
    await p.page.waitForURL('**/appointment/depart?**');
    await expectFocusWithin(p.page, PAGE_TITLE);
    await p.testId('schedule-table').waitFor();
    await keys.tabTo('[data-testid="dept-filter-1"] input, input[data-testid="dept-filter-1"]');
    await chooseOption(p, keys, 'Internal Medicine');
    await p.page.waitForURL(/deptId=10/);
    await keys.tabTo('[data-testid="next-week"]');
    await keys.press('Enter');
    await keys.tabTo('[data-testid="doctor-link-DR07"]');
    // A screen reader hears the whole cell on the link: doctor, period, date and what is left.
    expect(await p.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(
      /^[^,]+, [^,]+, .+, (\d+ left|full)/,
    );
    await keys.press('Enter');
    await p.page.waitForURL('**/appointment/doctor?**');
    await expectFocusWithin(p.page, PAGE_TITLE);

    // A free number at least three days ahead (1001 cancels until the day before).
    const free = datesFrom(3)
      .map((d) => `[data-date="${d}"] [data-status="free"]`)
      .join(', ');
    await p.page.locator(free).first().waitFor();
    await keys.tabTo(free, { max: 200 });
    await keys.press('Space');
    await p.page.waitForURL('**/appointment/confirm?**');
    await readAndAcknowledgeTip(p, keys);

    // The patient picker opens and closes with the keyboard, axe-clean while open.
    await keys.tabTo('[data-testid="confirm-patient"] input, input[data-testid="confirm-patient"]');
    await keys.press('ArrowDown');
    await p.page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').waitFor();
    expect(await axeViolations(p.page)).toEqual([]);
    await keys.press('Escape');
    await keys.tabTo('[data-testid="confirm-submit"]');
    await keys.press('Enter');
    await p.page.waitForURL('**/appointment/complete?**');
    const appointId = new URL(p.page.url()).searchParams.get('appointId');
    expect(appointId).toBeTruthy();

    // Pay by card.
    await keys.tabTo('[data-testid="complete-pay"]');
    await keys.press('Enter');
    await keys.tabTo('[data-testid="pay-card"]');
    await keys.press('Enter');
    await p.testId('modal-confirm').waitFor();
    await keys.tabTo('[data-testid="modal-confirm"]');
    await keys.press('Enter');
    await p.testId('complete-fee').and(p.page.locator('[data-paid="1"]')).waitFor();

    // Cancel from the record: the confirmation is a dialog; afterwards focus is on the page, not lost.
    await keys.tabTo('[data-testid="complete-records"]');
    await keys.press('Enter');
    await p.page.waitForURL('**/appointment/record**');
    await keys.tabTo(`[data-testid="record-item-${appointId}"]`);
    await keys.press('Enter');
    await p.page.waitForURL(`**/appointment/record-info?id=${appointId}`);
    await keys.tabTo('[data-testid="cancel-appointment"]');
    await keys.press('Enter');
    await p.testId('modal-confirm').waitFor();
    await expectCleanDialog(p.page);
    await keys.tabTo('[data-testid="modal-confirm"]');
    await keys.press('Enter');
    await p.testId('refund-info').waitFor();
    await expectFocusWithin(p.page, '#main');

    // Manage a patient: the account menu with the arrows, add one in the dialog, then remove them.
    await keys.tabTo('[data-testid="user-menu"]', { back: true });
    await keys.press('Enter');
    // The open menu has focus: its first item, patient management; the arrows would move on.
    await p.page.waitForFunction(
      () =>
        !!document.activeElement
          ?.closest('.ant-dropdown-menu-item')
          ?.querySelector('[data-testid="menu-patients"]'),
    );
    expect(await axeViolations(p.page)).toEqual([]);
    await keys.press('Enter');
    await p.page.waitForURL('**/patient/**');
    await expectFocusWithin(p.page, PAGE_TITLE);
    await keys.tabTo('[data-testid="add-patient"]');
    await keys.press('Enter');
    await p.testId('patient-form-name').waitFor();
    await expectCleanDialog(p.page);
    const name = 'Keyboard Kim';
    await keys.tabTo('[data-testid="patient-form-name"]', { max: 5 });
    await keys.type(name);
    await keys.tabTo('[data-testid="patient-form-cert-no"]');
    await keys.type(makeIdCard('1990-06-15', true, '110105', 40 + (Date.now() % 50)));
    await keys.tabTo('[data-testid="patient-form-phone"]');
    await keys.type('13700000009');
    await keys.tabTo('[data-testid="patient-form-relation"] input');
    await keys.press('ArrowRight');
    await keys.tabTo('[data-testid="patient-form-submit"]');
    await keys.press('Enter');
    const card = p.page
      .locator('[data-testid^="patient-card-"]')
      .filter({ has: p.page.getByTestId('patient-name').filter({ hasText: name }) });
    await card.waitFor();
    await expectFocusWithin(p.page, 'body > *');
    await screenshot(p.page, 'keyboard-patient-added');

    const unbind = `[data-testid="${await card.getAttribute('data-testid')}"] [data-testid="unbind-patient"]`;
    await keys
      .tabTo(unbind, { back: true, max: 120 })
      .catch(() => keys.tabTo(unbind, { max: 120 }));
    await keys.press('Enter');
    await expectCleanDialog(p.page);
    await keys.tabTo('[data-testid="modal-confirm"]');
    await keys.press('Enter');
    await card.waitFor({ state: 'detached' });
    await expectFocusWithin(p.page, '#main');

    console.log(`keyboard journey: ${keys.presses} key presses`);
    await p.close();
  }, 180_000);
});
