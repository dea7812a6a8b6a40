import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { PortalPage } from '../pages/portal-page.ts';

/**
 * A 1280×720 screen at 200% zoom is a 640×360 CSS-pixel window: each page shows its own content on the first screen
 * (a short header that scrolls away, the service menu behind a button, no floating button over the menu or the
 * content) and the weekly schedule reads as a list rather than scrolling sideways in a narrow box. A 1366×768 window
 * keeps the desktop frame: a pinned header, the menu beside the content.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const ZOOMED = { width: 640, height: 360 };
const DESKTOP = { width: 1366, height: 768 };

/** Pages a patient lands on, with what each shows once it is there. */
const PAGES = [
  { name: 'home', path: '/?hosId=1001' },
  { name: 'department', path: '/appointment/depart?areaId=1&businessType=1' },
  { name: 'doctor', path: '/appointment/doctor?doctorId=DR01&deptId=11' },
  { name: 'record', path: '/appointment/record' },
];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function box(page: Page, selector: string): Promise<Box | null> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.width === 0 && r.height === 0
        ? null
        : { x: r.x, y: r.y, width: r.width, height: r.height };
    })
    .catch(() => null);
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The floating widget, once it has mounted (a lazy chunk) — null where it is not shown. */
async function floatingWidget(p: PortalPage): Promise<Box | null> {
  await p.page.locator('.floating-widget').waitFor({ state: 'attached' });
  return box(p.page, '.floating-widget');
}

describe('200% zoom of a 1280×720 screen (640×360 CSS px)', () => {
  it.each(PAGES)(
    '$name: the page, not the header or the menu, fills the first screen',
    async ({ path }) => {
      const p = await PortalPage.visit(browser, '1001');
      await p.page.setViewportSize(ZOOMED);
      await p.goto(path);
      await p.testId('page-title').waitFor();
      const header = (await box(p.page, 'header.app-header'))!;
      const main = (await box(p.page, 'main#main'))!;
      const title = (await box(p.page, '[data-testid="page-title"]'))!;
      // One short row: a fifth of the screen at most, and it scrolls away with the page.
      expect(header.height).toBeLessThanOrEqual(ZOOMED.height / 5);
      expect(
        await p.page.locator('header.app-header').evaluate((el) => getComputedStyle(el).position),
      ).not.toBe('sticky');
      expect(main.y).toBeLessThanOrEqual(ZOOMED.height / 4);
      expect(title.y + title.height).toBeLessThanOrEqual(ZOOMED.height);
      // The menu waits behind its button; nothing floats over the content.
      expect(await p.testId('nav-menu').isVisible()).toBe(false);
      const widget = await floatingWidget(p);
      if (widget) expect(overlap(widget, main)).toBe(false);
      // Nothing scrolls sideways.
      expect(
        await p.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await screenshot(p.page, `zoom-640-${path.split('?')[0]!.replace(/\W+/g, '-')}`);
      await p.close();
    },
    60_000,
  );

  it('the menu opens behind its button, its entries are links, and the hotline is in it rather than over it', async () => {
    const p = await PortalPage.visit(browser, '1001');
    await p.page.setViewportSize(ZOOMED);
    await p.goto('/appointment/record');
    await p.testId('page-title').waitFor();
    const button = p.testId('nav-menu-button');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await p.testId('nav-menu').waitFor();

    // Every entry is a link to its page: it opens in a new tab, can be bookmarked, shows where it goes.
    const entries = p.testId('nav-menu').locator('[data-testid^="nav-item-"]');
    expect(await entries.count()).toBeGreaterThan(5);
    const notLinks = await entries.evaluateAll((els) =>
      els
        .filter((el) => el.tagName !== 'A' || !el.getAttribute('href'))
        .map((el) => el.outerHTML.slice(0, 80)),
    );
    expect(notLinks).toEqual([]);
    expect(await p.testId('nav-item-same-day').getAttribute('href')).toBe(
      '/appointment/area?isToday=1',
    );
    expect(await p.testId('nav-item-appointment-record').getAttribute('aria-current')).toBe('page');

    // The header's settings and the hotline are in the open menu; nothing floats over it.
    expect(await p.testId('nav-menu-button').isVisible()).toBe(true);
    expect(await p.testId('language-switch').isVisible()).toBe(true);
    expect(await p.testId('menu-hotline').getAttribute('href')).toMatch(/^tel:/);
    const menu = (await box(p.page, '#service-menu'))!;
    const widget = await floatingWidget(p);
    if (widget) expect(overlap(widget, menu)).toBe(false);
    await screenshot(p.page, 'zoom-640-menu-open');

    // Choosing an entry goes there and puts the menu away.
    await p.testId('nav-item-same-day').click();
    await p.page.waitForURL('**/appointment/area?isToday=1');
    await p.testId('page-title').waitFor();
    expect(await p.testId('nav-menu').isVisible()).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await p.close();
  }, 60_000);

  it('the weekly schedule reads as a list of days, with no sideways scrolling', async () => {
    const p = await PortalPage.visit(browser, '1001');
    await p.page.setViewportSize(ZOOMED);
    await p.goto('/appointment/depart?areaId=1&businessType=1');
    await p.testId('schedule-table').waitFor();
    const table = p.testId('schedule-table');
    expect(await table.evaluate((el) => el.scrollWidth <= el.parentElement!.clientWidth)).toBe(
      true,
    );
    // Each day with doctors says which day it is, beside them.
    const day = p.page.locator('.schedule-table__cell:has(a)').first();
    expect(await day.evaluate((el) => getComputedStyle(el, '::before').content)).toMatch(
      /\d\d-\d\d/,
    );
    await screenshot(p.page, 'zoom-640-schedule');
    await p.close();
  }, 60_000);

  it('the bare waiting-room schedule lists the week with each doctor on one line', async () => {
    const p = await PortalPage.open(browser);
    await p.page.setViewportSize(ZOOMED);
    await p.skipHomeTips('1001');
    await p.goto('/?hosId=1001');
    await p.testId('hospital-name').waitFor();
    await p.goto('/appointment/schedule');
    await p.testId('waiting-room-doctor').first().waitFor();
    expect(
      await p.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    // A column a day squeezed the names to a few letters a line.
    const wrapped = await p.page
      .locator('.waiting-room__doctor-name')
      .evaluateAll((els) =>
        els
          .filter(
            (el) =>
              el.getBoundingClientRect().height > 1.5 * parseFloat(getComputedStyle(el).lineHeight),
          )
          .map((el) => el.textContent),
      );
    expect(wrapped).toEqual([]);
    await screenshot(p.page, 'zoom-640-waiting-room');
    await p.close();
  }, 60_000);
});

describe('a 1366×768 window keeps the desktop frame', () => {
  it('a pinned header, the menu of links beside the content, no menu button', async () => {
    const p = await PortalPage.visit(browser, '1001');
    await p.page.setViewportSize(DESKTOP);
    await p.goto('/appointment/record');
    await p.testId('page-title').waitFor();
    expect(
      await p.page.locator('header.app-header').evaluate((el) => getComputedStyle(el).position),
    ).toBe('sticky');
    expect(await p.testId('nav-menu-button').isVisible()).toBe(false);
    const menu = (await box(p.page, '[data-testid="nav-menu"]'))!;
    const main = (await box(p.page, 'main#main'))!;
    expect(menu.x + menu.width).toBeLessThanOrEqual(main.x);
    expect(main.y).toBeLessThanOrEqual(120);
    expect(await p.testId('elder-mode-switch').isVisible()).toBe(true);
    expect(await floatingWidget(p)).not.toBeNull();
    await screenshot(p.page, 'zoom-1366-record');
    await p.close();
  }, 60_000);
});
