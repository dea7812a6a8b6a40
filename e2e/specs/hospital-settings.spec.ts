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
  const options = p.testId('patient-form-cert-type').getByRole('radio');
  await options.first().waitFor({ state: 'attached' });
  const names = await options.evaluateAll((inputs) =>
    inputs.map((i) => i.closest('label')?.textContent?.trim() ?? ''),
  );
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
      'Respiratory',
      'Allergy',
      'Neonatology',
      'Child Health Care',
    ]);
    // 1002 searches doctor and department names only (searchTypes): its popular searches are departments it has.
    await chips.filter({ hasText: 'Allergy' }).click();
    await p.page.waitForURL(/dynamic=Allergy/);
    await p.page.locator('[data-testid^="search-result-"]').first().waitFor();
    await p.close();
  });
});
