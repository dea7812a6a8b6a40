import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { PortalPage } from '../pages/portal-page.ts';

/**
 * Bilingual hospitals: the language switch changes what the hospital supplies (name, areas, menu,
 * footer, clinic types, departments, doctors), not only the portal's own words, and `<html lang>` and the tab title
 * follow — both ways, without a reload. The hospital system's data follows too: the reports list and an outpatient bill
 * name their departments, doctors, reports and items in Chinese, as the schedule names them.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const HAN = /\p{Script=Han}/u;

describe('bilingual hospital content', () => {
  it('1001: switching to 中文 shows the hospital’s Chinese content, and back to English', async () => {
    const p = await PortalPage.visit(browser, '1001');
    const lang = () => p.page.evaluate(() => document.documentElement.lang);
    const text = async (id: string) => ((await p.testId(id).textContent()) ?? '').trim();
    await p.testId('area-block-1').waitFor();
    expect(await p.hospitalName()).toBe('Riverside General Hospital');
    expect(await lang()).toBe('en-US');

    await p.testId('language-switch').getByText('中文').click();
    await p.page.waitForFunction(
      () =>
        document.querySelector('[data-testid="hospital-name"]')?.textContent?.trim() ===
        '滨江综合医院',
    );
    await p.page.waitForFunction(() =>
      document.querySelector('[data-testid="area-block-1"]')?.textContent?.includes('总院'),
    );
    expect(await lang()).toBe('zh-CN');
    expect(await p.page.title()).toMatch(HAN);
    expect(await p.page.title()).not.toMatch(/Riverside/);
    expect(await text('area-block-1')).toContain('滨江区滨江大道88号');
    expect(await p.testId('area-block-1').getByTestId('business-tile-2').textContent()).toContain(
      '专家门诊',
    );
    expect(await text('nav-item-recharge-out')).toBe('门诊卡');
    expect(await text('footer')).toContain('滨江区滨江大道88号');
    await screenshot(p.page, 'bilingual-1001-home-zh');

    // The expert clinics of the Main Campus: departments, doctors, the clinic type and the weekdays in Chinese.
    await p.testId('area-block-1').getByTestId('business-tile-2').click();
    await p.page.waitForURL('**/appointment/depart?**');
    await p.testId('schedule-table').waitFor();
    await p.testId('doctor-link-DR01').first().waitFor();
    expect(await p.testId('doctor-link-DR01').first().textContent()).toContain('陈建国');
    expect(await text('schedule-table')).toContain('心血管内科');
    expect(await text('area-tab-1')).toBe('总院');
    expect(await text('type-tab-2')).toBe('专家门诊');
    const firstDate = p.page.locator('[data-testid^="schedule-date-"]').first();
    expect(await firstDate.textContent()).toMatch(/周[一二三四五六日]/);
    await p.testId('doctor-link-DR01').first().hover();
    await p.testId('doctor-popover').waitFor();
    expect(await p.testId('doctor-popover').textContent()).toContain('知名专家');
    expect(await p.page.title()).toMatch(HAN);
    await screenshot(p.page, 'bilingual-1001-depart-zh');

    await p.page.mouse.move(0, 0);
    await p.testId('language-switch').getByText('English').click();
    await p.page.waitForFunction(() =>
      document
        .querySelector('[data-testid^="doctor-link-DR01"]')
        ?.textContent?.includes('Chen Jianguo'),
    );
    expect(await lang()).toBe('en-US');
    expect(await p.hospitalName()).toBe('Riverside General Hospital');
    expect(await text('schedule-table')).toContain('Cardiology');
    expect(await text('area-tab-1')).toBe('Main Campus');
    expect(await p.page.title()).not.toMatch(HAN);
    expect(await p.page.title()).toContain('Riverside General Hospital');
    await p.close();
  });

  it('1001 in 中文: the reports list and an outpatient bill name what the hospital system supplies in Chinese', async () => {
    const p = await PortalPage.visit(browser, '1001');
    await p.testId('language-switch').getByText('中文').click();
    await p.page.waitForFunction(() => document.documentElement.lang === 'zh-CN');

    await p.goto('/query/report');
    const rows = p.testId('reports').locator('tbody tr[data-testid^="report-"]');
    await rows.first().waitFor();
    const listed = (await rows.allTextContents()).join(' ');
    // No English report, department or doctor name is left (a Latin word of three letters or more: units are shorter).
    expect(listed).toMatch(HAN);
    expect(listed).not.toMatch(/\b[A-Za-z]{4,}\b/);
    await screenshot(p.page, 'bilingual-1001-reports-zh');

    // Bill B1001-0002 (Cardiology, Li Wei): unpaid, or paid by another journey on this server.
    await p.goto('/payment/outpatient');
    const bill = p.testId('bill-B1001-0002');
    await Promise.race([bill.waitFor(), p.testId('bills-empty-unpaid').waitFor()]);
    if (!(await bill.isVisible())) {
      await p.testId('bills-tab-paid').click();
      await bill.waitFor();
    }
    expect(await bill.textContent()).toContain('心血管内科');
    expect(await bill.textContent()).toContain('李伟');
    await p.testId('bill-items-toggle-B1001-0002').click();
    expect(await p.testId('bill-items-B1001-0002').textContent()).toContain('十二导联心电图');
    expect(await p.testId('bill-items-B1001-0002').textContent()).not.toContain(
      'electrocardiogram',
    );
    await screenshot(p.page, 'bilingual-1001-bill-zh');
    await p.close();
  });
});
