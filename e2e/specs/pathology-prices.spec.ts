import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { PortalPage } from '../pages/portal-page.ts';

/**
 * Price and pathology queries in Chromium. Signed in at 1001: search the generated catalogue by a Chinese name and
 * by pinyin initials, the search kept in the URL, open an item. Signed out, the same page asks for sign-in first (every
 * hospital). Signed in with the demo account: open the default patient's pathology result and print it without the
 * frame.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const visit = (hosId: string, signedIn: boolean) => PortalPage.visit(browser, hosId, { signedIn });

const rowNames = (p: PortalPage) =>
  p
    .testId('prices')
    .locator('tbody tr[data-testid^="price-"]')
    .getByTestId('price-link')
    .allTextContents();

describe('price query', () => {
  it('signed in: searches by name and by pinyin initials, keeps the search in the URL, opens an item', async () => {
    const p = await visit('1001', true);
    await p.goto('/query/price');
    await p.waitForTitle('Prices');
    await p.testId('prices').locator('tbody tr[data-testid^="price-"]').first().waitFor();
    expect(p.pathAndQuery()).toBe('/query/price');

    await p.testId('price-search').fill('阿莫西林');
    await p.page.waitForURL((u) => u.searchParams.get('q') === '阿莫西林');
    await expect
      .poll(
        async () =>
          (await rowNames(p)).length > 0 &&
          (await rowNames(p)).every((n) => n.includes('阿莫西林')),
      )
      .toBe(true);

    await p.testId('price-search').fill('amxl');
    await p.page.waitForURL((u) => u.searchParams.get('q') === 'amxl');
    await expect
      .poll(async () => (await rowNames(p)).every((n) => n.startsWith('阿莫西林')))
      .toBe(true);
    expect((await rowNames(p)).length).toBe(10);
    await screenshot(p.page, 'prices-list');

    // A category from the dictionary narrows the search; reload keeps both.
    await p.testId('price-category-drug').click();
    await p.page.waitForURL((u) => u.searchParams.get('category') === 'drug');
    const url = p.page.url();
    await p.page.reload();
    await p.testId('prices').locator('tbody tr[data-testid^="price-"]').first().waitFor();
    expect(p.page.url()).toBe(url);
    expect(await p.testId('price-search').inputValue()).toBe('amxl');

    const first = (await rowNames(p))[0]!;
    await p.testId('prices').getByTestId('price-link').first().click();
    await p.waitForTitle('Price details');
    expect(await p.testId('price-name').textContent()).toBe(first);
    expect(await p.testId('price-price').textContent()).toMatch(/^¥\d+\.\d\d \/ /);
    expect(await p.testId('price-fact-initials').textContent()).toMatch(/^AMXL/);
    await screenshot(p.page, 'prices-detail');
    // Back to the list with its search.
    await p.testId('price-back').click();
    await p.page.waitForURL(
      (u) => u.pathname === '/query/price' && u.searchParams.get('q') === 'amxl',
    );
    await p.close();
  });

  it('a signed-out visitor is asked to sign in first', async () => {
    const p = await visit('1003', false);
    await p.goto('/query/price?q=amxl');
    await p.page.waitForURL((u) => u.pathname === '/login');
    expect(new URL(p.page.url()).searchParams.get('redirect')).toBe('/query/price?q=amxl');
    await p.close();
  });
});

describe('pathology query', () => {
  it("signed in with the demo account: opens the default patient's pathology result and prints only the sheet", async () => {
    const p = await visit('1001', true);
    await p.goto('/query/pathology');
    await p.waitForTitle('Pathology reports');
    const rows = p.testId('pathology-results').locator('tbody tr[data-testid^="pathology-"]');
    await rows.first().waitFor();
    const diagnosis = (
      (await rows.first().getByTestId('pathology-diagnosis').textContent()) ?? ''
    ).trim();
    await screenshot(p.page, 'pathology-list');

    await rows.first().getByTestId('pathology-link').click();
    await p.waitForTitle('Pathology report details');
    await p.testId('pathology-sheet').waitFor();
    expect(await p.testId('pathology-diagnosis').textContent()).toContain(diagnosis);
    for (const part of ['pathology-gross', 'pathology-microscopic', 'pathology-conclusion'])
      expect(await p.testId(part).isVisible()).toBe(true);
    await screenshot(p.page, 'pathology-detail');

    await p.page.emulateMedia({ media: 'print' });
    expect(await p.testId('pathology-sheet').isVisible()).toBe(true);
    expect(await p.testId('pathology-print').isVisible()).toBe(false);
    expect(await p.page.locator('.app-header').isVisible()).toBe(false);
    await p.close();
  });
});
