import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { DEMO_PHONE, PortalPage } from '../pages/portal-page.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

describe("'choose doctor' entrance (pcEntranceArea off)", () => {
  it('1002: sign in → choose doctor → filter by department → session → source number → complete', async () => {
    const p = await PortalPage.open(browser);
    await p.skipHomeTips('1002');
    // The root needs sign-in where pcEntranceArea is off: the sign-in form, then back to the root.
    await p.goto('/?hosId=1002');
    await p.page.waitForURL('**/login?redirect=%2F');
    // 1002 signs in by SMS code only; demo mode shows the code in the sandbox SMS inbox.
    await p.testId('login-phone').fill(DEMO_PHONE);
    await p.testId('login-code').fill(await p.sendCode('1002', DEMO_PHONE));
    await p.testId('login-submit').click();
    await p.waitForTitle('Choose a doctor');
    await p.page.locator('[data-testid^="choose-dept-"]').first().waitFor();
    expect(await p.page.locator('[data-testid^="choose-dept-"]').count()).toBeGreaterThan(1);
    await p.page.screenshot({ path: path.join(os.tmpdir(), 'choose-doctor.png'), fullPage: true });

    // Filter by a department: the URL keeps it and only that department is shown.
    await p.testId('choose-doctor-dept').click();
    const option = p.page.locator('.ant-select-item-option').nth(1);
    const deptName = ((await option.textContent()) ?? '').trim();
    await option.click();
    await p.page.waitForURL(/[?&]deptId=/);
    const deptId = new URL(p.page.url()).searchParams.get('deptId');
    await p.page.locator(`[data-testid="choose-dept-${deptId}"]`).waitFor();
    await p.page.waitForFunction(
      () => document.querySelectorAll('[data-testid^="choose-dept-"]').length === 1,
    );
    expect(await p.testId(`choose-dept-${deptId}`).textContent()).toContain(deptName);
    await p.page.screenshot({
      path: path.join(os.tmpdir(), 'choose-doctor-filtered.png'),
      fullPage: true,
    });

    // A session with free numbers goes straight to the doctor's source numbers, focused on it.
    // A doctor who is not a well-known expert: 1002 sends an expert's session to the department schedule
    // (famousExpertMode SCHEDULEQUERY).
    const session = p.page
      .locator(
        '[data-testid^="choose-doctor-"][data-expert="0"] [data-testid^="choose-session-"]:not([data-left="0"])',
      )
      .first();
    const scheduleId = ((await session.getAttribute('data-testid')) ?? '').replace(
      'choose-session-',
      '',
    );
    await session.click();
    await p.page.waitForURL('**/appointment/doctor?**');
    expect(new URL(p.page.url()).searchParams.get('scheduleId')).toBe(scheduleId);
    await p.testId('doctor-header').waitFor();
    const free = p.page
      .locator(`[data-testid^="number-${scheduleId}-"][data-status="free"]`)
      .first();
    await free.click();
    await p.page.waitForURL('**/appointment/confirm?**');
    await p.acknowledgeNotice();
    // A children's hospital: book for the child (the adult default patient meets the age rule).
    await p.testId('confirm-patient').click();
    await p.page.locator('.ant-select-item-option').filter({ hasText: 'Sun Lele' }).click();
    await p.page.getByTestId('age-rule').waitFor({ state: 'detached' });
    await p.testId('confirm-submit').click();
    await p.page.waitForURL('**/appointment/complete?**');
    await p.testId('complete-details').waitFor();
    await p.page.screenshot({
      path: path.join(os.tmpdir(), 'choose-doctor-complete.png'),
      fullPage: true,
    });
    await p.close();
  });
});
