import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { PortalPage } from '../pages/portal-page.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

describe('choosing a hospital (items 2–3)', () => {
  it('lists enabled hospitals, remembers the choice, and shows that hospital', async () => {
    const p = await PortalPage.open(browser);
    await p.skipHomeTips('1001', '1002', '1003');
    await p.goto('/');
    await p.page.waitForURL('**/hospitals');
    for (const id of ['1001', '1002', '1003']) await p.testId(`hospital-card-${id}`).waitFor();
    expect(await p.testId('hospital-card-1004').count()).toBe(0);
    await screenshot(p.page, 'hospital-chooser');

    await p.testId('hospital-card-1003').click();
    await p.testId('hospital-name').waitFor();
    expect(await p.hospitalName()).toBe('Eastlake Heart Centre');
    await p.page.reload();
    await p.testId('hospital-name').waitFor();
    expect(await p.hospitalName()).toBe('Eastlake Heart Centre');
    await p.close();
  });

  it('?hosId= selects directly, and the demo hospitals differ as configured', async () => {
    const p = await PortalPage.open(browser);
    await p.skipHomeTips('1001', '1002', '1003');

    await p.goto('/?hosId=1001');
    await p.testId('area-block-1').waitFor();
    expect(p.pathAndQuery()).toBe('/');
    expect(await p.hospitalName()).toBe('Riverside General Hospital');
    expect(await p.title()).toBe('Choose a service type');
    expect(await p.testId('hospital-logo').getAttribute('src')).toContain(
      '/demo-assets/logos/1001',
    );
    expect(await p.testId('nav-menu').isVisible()).toBe(true);
    expect(await p.testId('footer').textContent()).toMatch(/\S/);
    const blue = await p.cssVar('--main');
    const areas = await p.page.locator('[data-testid^="area-block-"]').count();
    expect(areas).toBeGreaterThanOrEqual(2);
    await screenshot(p.page, 'hospital-1001-home');

    // 1002: entrance area off → 'Choose a doctor' needs sign-in; no areas; a green theme.
    await p.goto('/?hosId=1002');
    await p.page.waitForURL('**/login?redirect=%2F');
    expect(await p.hospitalName()).toBe("Sunshine Children's Hospital");
    const green = await p.cssVar('--main');
    await screenshot(p.page, 'hospital-1002-login');

    await p.goto('/?hosId=1003');
    await p.testId('area-block-1').waitFor();
    const third = await p.cssVar('--main');
    expect(new Set([blue, green, third]).size).toBe(3);
    await p.close();
  });

  it('explains an unknown or disabled hospital instead of showing a blank page', async () => {
    const p = await PortalPage.open(browser);
    for (const [id, text] of [
      ['9999', 'Hospital 9999 does not exist'],
      ['1004', 'Hospital 1004 is not available online at the moment'],
    ]) {
      await p.goto(`/?hosId=${id}`);
      await p.testId('error-message').waitFor();
      expect(await p.testId('error-message').textContent()).toContain(text);
      await screenshot(p.page, `hospital-${id}-error`);
      await p.testId('choose-another-hospital').click();
      await p.page.waitForURL('**/hospitals');
    }
    await p.close();
  });

  it('switches language to zh-CN and keeps it', async () => {
    const p = await PortalPage.open(browser);
    await p.skipHomeTips('1001');
    await p.goto('/?hosId=1001');
    await p.testId('area-block-1').waitFor();
    await p.testId('language-switch').getByText('中文').click();
    await p.page.waitForFunction(
      () =>
        document.querySelector('[data-testid="page-title"]')?.textContent !==
        'Choose a service type',
    );
    const zhTitle = await p.title();
    expect(zhTitle).toMatch(/[\u4e00-\u9fa5]/);
    await p.page.reload();
    await p.testId('page-title').waitFor();
    expect(await p.title()).toBe(zhTitle);
    await screenshot(p.page, 'hospital-1001-zh');
    await p.close();
  });
});
