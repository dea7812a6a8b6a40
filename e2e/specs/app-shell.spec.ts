import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { PortalPage } from '../pages/portal-page.ts';

/**
 * A returning patient's cold load: public/app-shell.js paints the header of their last visit before the app's
 * JavaScript runs, and the app's header then lies exactly over it. Screenshot: app-shell-without-javascript.png.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const DEPARTMENT = '/appointment/depart?areaId=1&businessType=1';
const SHELL_NAME = '#app-shell .app-header__name';

/** Records layout shifts and largest-paint candidates from the start of every page load in this context. */
async function watchPaints(p: PortalPage) {
  await p.context.addInitScript(() => {
    const w = window as unknown as { shifts: number[]; largest: string[] };
    w.shifts = [];
    w.largest = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!e.hadRecentInput) w.shifts.push(e.value);
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
        w.largest.push(
          e.element?.closest('#app-shell')
            ? 'shell'
            : (e.element?.getAttribute('data-testid') ?? e.element?.className ?? '?'),
        );
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

const paints = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { shifts: number[]; largest: string[] };
    return { shifts: w.shifts, largest: w.largest };
  });
const rectOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluate((el) => JSON.parse(JSON.stringify(el.getBoundingClientRect())) as DOMRect);

describe('the header painted before the app loads', () => {
  it("shows the hospital's name, logo and label from the last visit while no JavaScript of the app has run", async () => {
    const p = await PortalPage.visit(browser, '1001');
    await p.page.route('**/assets/*.js', (route) => route.abort());
    await p.goto(DEPARTMENT);
    await p.page.locator(SHELL_NAME).waitFor();
    expect(await p.page.locator(SHELL_NAME).textContent()).toBe('Riverside General Hospital');
    expect(await p.page.locator('#app-shell .app-header__platform').textContent()).toBe(
      'Official website appointment',
    );
    expect(await p.page.locator('#app-shell img.app-header__logo').getAttribute('src')).toContain(
      '/demo-assets/logos/1001',
    );
    // The hospital's own colour, not the default blue the stylesheet starts with.
    expect(await p.cssVar('--main')).toBe(
      await p.page.evaluate(
        () => JSON.parse(localStorage.getItem('portal.appShell') ?? '{}').colours['--main'],
      ),
    );
    expect(await p.testId('hospital-name').count()).toBe(0);
    await screenshot(p.page, 'app-shell-without-javascript');
    await p.close();
  });

  it("the app's header lies exactly over it: nothing shifts, no later largest paint, and it goes at the first click", async () => {
    const p = await PortalPage.visit(browser, '1001');
    await watchPaints(p);
    await p.goto(DEPARTMENT);
    await p.testId('schedule-table').waitFor();
    const [shell, app] = [
      await rectOf(p.page, SHELL_NAME),
      await rectOf(p.page, '[data-testid="hospital-name"]'),
    ];
    expect(app).toEqual(shell);
    const { shifts, largest } = await paints(p.page);
    expect(shifts).toEqual([]);
    expect(largest[0]).toBe('shell');
    expect(largest).not.toContain('hospital-name');
    // Under the frame's header nothing of it can be reached or read.
    expect(await p.page.getByRole('banner').count()).toBe(1);
    const onTop = await p.page.evaluate(
      ({ x, y, width, height }) =>
        document
          .elementFromPoint(x + width / 2, y + height / 2)
          ?.closest('[data-testid="hospital-name"]') !== null,
      app,
    );
    expect(onTop).toBe(true);

    await p.testId('schedule-table').click({ position: { x: 5, y: 5 } });
    await p.page.locator('#app-shell').waitFor({ state: 'detached' });
    await p.close();
  });

  it('lies over the header in elder mode too, and follows a language switch on the next load', async () => {
    const p = await PortalPage.visit(browser, '1001');
    await p.context.addInitScript(() => localStorage.setItem('portal.elderMode', '1'));
    await p.page.reload();
    await p.testId('hospital-name').waitFor();
    await p.page.reload();
    await p.testId('hospital-name').waitFor();
    expect(await rectOf(p.page, '[data-testid="hospital-name"]')).toEqual(
      await rectOf(p.page, SHELL_NAME),
    );

    await p.testId('language-switch').getByText('中文').click();
    await p.page.locator('html[lang="zh-CN"]').waitFor();
    await p.page.waitForFunction(
      () => JSON.parse(localStorage.getItem('portal.appShell') ?? '{}').lang === 'zh-CN',
    );
    await p.page.route('**/assets/*.js', (route) => route.abort());
    await p.page.reload();
    expect(await p.page.locator('#app-shell .app-header__platform').textContent()).toBe('官网预约');
    await p.close();
  });

  it('a page without the frame never keeps it, nor the error page; another hospital chosen by address gets none', async () => {
    const p = await PortalPage.visit(browser, '1001');
    await p.goto('/hospitals');
    await p.testId('hospital-card-1002').waitFor();
    expect(await p.page.locator('#app-shell').count()).toBe(0);

    // A page whose chunk cannot load: the root's error page, drawn without the frame.
    await p.page.route('**/assets/record-*.js', (route) => route.abort());
    await p.goto('/appointment/record');
    await p.testId('error-message').waitFor({ timeout: 20_000 });
    expect(await p.page.locator('#app-shell').count()).toBe(0);
    await p.page.unroute('**/assets/record-*.js');

    await p.page.route('**/assets/*.js', (route) => route.abort());
    await p.goto('/?hosId=1002');
    await p.page.locator('#root').waitFor({ state: 'attached' });
    expect(await p.page.locator('#app-shell').count()).toBe(0);
    await p.close();
  });
});
