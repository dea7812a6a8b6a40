import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { axeViolations } from '../support/axe.ts';
import { ConsolePage } from '../pages/console-page.ts';

/**
 * 1001's hospital administrator opens the dashboard (docs/dashboard.md): the figures of the last 30 days, each chart
 * drawn, described and followed by its numbers, and nothing axe objects to. It only reads, so the shared server does.
 */
const ADMIN_1001 = { phone: '13800000061', secret: '64BTI6H7EW2GY4PGX5F63X46TOKJ7PIV' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('the console dashboard', () => {
  it('shows a hospital administrator the period’s charts with their numbers, accessibly', async () => {
    const c = await ConsolePage.open(browser, inject('baseUrl'));
    const { page } = c;
    try {
      await c.signIn(ADMIN_1001.phone, ADMIN_1001.secret);
      await c.openMenu('Dashboard');
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      const perDay = page.getByRole('figure', { name: 'Bookings per visit day' });
      await perDay.getByRole('table').waitFor();
      // 30 days, every one listed (ten to a page of the table).
      expect(await perDay.getByRole('row').count()).toBe(11);
      for (const name of [
        'Bookings per visit day',
        'Bookings per department',
        'What became of the bookings',
        'Money by payment purpose',
        'Open complaints by age',
      ]) {
        const figure = page.getByRole('figure', { name });
        // Drawn and described, or (nothing in the period: the demo books no visits of its own) said so.
        const chart = figure.getByRole('img', { name: /table below/ });
        await chart.or(figure.getByText('Nothing to draw for this period.')).waitFor();
        if (await chart.count()) await chart.locator('canvas').first().waitFor();
        await figure.getByRole('table').waitFor();
        expect(
          await page
            .getByRole('link', { name: `Download the numbers of ${name} as CSV` })
            .getAttribute('href'),
        ).toMatch(
          /^\/console\/api\/hospitals\/1001\/dashboard\.csv\?from=\d{4}-\d\d-\d\d&to=.*&chart=\w+$/,
        );
      }
      await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning'));
      await screenshot(page, 'console-dashboard');
      expect(await axeViolations(page)).toEqual([]);
    } catch (err) {
      await screenshot(page, 'console-dashboard-failed');
      throw err;
    } finally {
      await c.context.close();
    }
  });
});
