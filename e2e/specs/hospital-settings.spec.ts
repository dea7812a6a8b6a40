import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { PortalPage } from '../pages/portal-page.ts';

/**
 * The same page at two demo hospitals that set it differently (docs/demo-hospitals.md): what a visitor sees follows
 * each hospital's settings (docs/configuration.md).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

/** The certificate types the add-patient form offers at a hospital. */
async function offeredCertTypes(hosId: string): Promise<string[]> {
  const p = await PortalPage.visit(browser, hosId);
  await p.goto('/patient/out/homepage');
  await p.testId('add-patient').click();
  await p.testId('patient-form-cert-type').click();
  const options = p.page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await options.first().waitFor();
  const names = (await options.allTextContents()).map((s) => s.trim());
  await p.close();
  return names;
}

describe('hospital settings in the browser', () => {
  it('the add-patient form offers only the certificate types the hospital accepts', async () => {
    expect(await offeredCertTypes('1001')).toEqual([
      'ID card',
      'Passport',
      'Taiwan permit',
      'Foreigner residence permit',
      'HK/Macau pass',
    ]);
    expect(await offeredCertTypes('1002')).toEqual(['ID card', 'Passport', 'HK/Macau pass']);
  });

  it("the search page offers the hospital's popular searches, and one click searches it", async () => {
    const p = await PortalPage.visit(browser, '1002');
    await p.goto('/appointment/search?dynamic=');
    const chips = p.page.getByTestId('hot-keyword');
    await chips.first().waitFor();
    expect((await chips.allTextContents()).map((s) => s.trim())).toEqual([
      'Fever',
      'Cough',
      'Growth and development',
      'Allergy',
    ]);
    await chips.filter({ hasText: 'Fever' }).click();
    await p.page.waitForURL(/dynamic=Fever/);
    await p.close();
  });
});
