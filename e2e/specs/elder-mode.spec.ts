import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { PortalPage } from '../pages/portal-page.ts';
import { axeViolations } from '../support/axe.ts';

/**
 * Elder mode (one header switch, remembered per browser: larger type and targets, higher contrast,
 * no hover-only information) and WCAG 1.4.10 reflow in both modes at 640 CSS px, a 1280 px window at 200% zoom.
 * Screenshots land in ./screenshots (git-ignored): elder-*.png and reflow-640-*.png.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const ELDER_KEY = 'portal.elderMode';

const bodyFontPx = (page: Page) =>
  page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
const elderOn = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-elder'));

/** A visitor at 1001 with elder mode already on, as a returning visitor of this browser would be. */
async function elderVisitor(signedIn: boolean): Promise<PortalPage> {
  const p = await PortalPage.open(browser);
  await p.context.addInitScript((key) => localStorage.setItem(key, '1'), ELDER_KEY);
  await p.skipHomeTips('1001');
  if (signedIn) await p.signIn('1001');
  await p.goto('/?hosId=1001');
  await p.testId('hospital-name').waitFor();
  return p;
}

describe('elder mode', () => {
  it('1001: the header switch turns it on, a reload keeps it, type is 18 px or more and targets 44 px; off again', async () => {
    const p = await PortalPage.visit(browser, '1001', { signedIn: false });
    const toggle = p.testId('elder-mode-switch');
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    expect(await elderOn(p.page)).toBe(false);
    expect(await bodyFontPx(p.page)).toBeLessThan(18);

    // The visible words are the switch's name (WCAG 2.5.3), and clicking them works as well as the track.
    await p.page.locator('.elder-switch__label').click();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    expect(await p.page.getByRole('switch', { name: 'Elder mode' }).count()).toBe(1);

    await p.page.reload();
    await p.testId('area-block-1').waitFor();
    expect(await p.testId('elder-mode-switch').getAttribute('aria-checked')).toBe('true');
    expect(await elderOn(p.page)).toBe(true);
    expect(await p.page.evaluate((key) => localStorage.getItem(key), ELDER_KEY)).toBe('1');
    expect(await bodyFontPx(p.page)).toBeGreaterThanOrEqual(18);
    // antd follows the same switch: its buttons and text are 18 px, its controls 44 px high.
    const signIn = p.testId('sign-in-status');
    expect(
      await signIn.evaluate((el) => parseFloat(getComputedStyle(el).fontSize)),
    ).toBeGreaterThanOrEqual(18);
    expect((await signIn.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    // Captions are no lighter than #434343, body text is black.
    expect(
      await p.page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--text-faint').trim(),
      ),
    ).toBe('#434343');
    await screenshot(p.page, 'elder-area-1001');

    await p.testId('elder-mode-switch').click();
    expect(await elderOn(p.page)).toBe(false);
    expect(await p.page.evaluate((key) => localStorage.getItem(key), ELDER_KEY)).toBeNull();
    expect(await bodyFontPx(p.page)).toBeLessThan(18);
    await p.close();
  });

  it("department schedule: a doctor's card opens on click or focus, never only on hover, and axe finds nothing", async () => {
    const p = await elderVisitor(true);
    await p.goto('/appointment/depart');
    await p.testId('schedule-table').waitFor();
    await p.page
      .locator('.ant-skeleton')
      .first()
      .waitFor({ state: 'detached', timeout: 5_000 })
      .catch(() => undefined);
    expect(await axeViolations(p.page)).toEqual([]);
    await screenshot(p.page, 'elder-depart-1001');

    // Click: the 'Details' button beside the name opens the card and it stays open.
    const details = p.page.locator('[data-testid^="doctor-details-"]').first();
    await details.click();
    const card = p.page
      .locator('.ant-popover:not(.ant-popover-hidden)')
      .getByTestId('doctor-popover');
    await card.waitFor();
    await p.page.waitForTimeout(400);
    expect(await card.isVisible()).toBe(true);
    expect(await axeViolations(p.page)).toEqual([]);
    await screenshot(p.page, 'elder-depart-1001-popover-click');
    await details.click();
    await card.waitFor({ state: 'hidden' });

    // Focus: reaching a doctor's name from the keyboard shows the card too.
    await p.page.locator('[data-testid^="doctor-link-"]').first().focus();
    await card.waitFor();
    await screenshot(p.page, 'elder-depart-1001-popover-focus');
    await p.close();
  });
});

/** The pages of the issue, each with the control that must stay on screen: sign-in when signed out, the account menu. */
const PAGES = [
  { name: 'area', path: '/', signedIn: false, ready: 'area-block-1', account: 'sign-in-status' },
  {
    name: 'sign-in',
    path: '/login',
    signedIn: false,
    ready: 'page-title',
    account: 'sign-in-status',
  },
  {
    name: 'depart',
    path: '/appointment/depart',
    signedIn: true,
    ready: 'schedule-table',
    account: 'user-menu',
  },
  {
    name: 'records',
    path: '/appointment/record',
    signedIn: true,
    ready: 'page-title',
    account: 'user-menu',
  },
] as const;

const MODES = [
  { mode: 'normal', elder: false },
  { mode: 'elder', elder: true },
] as const;

describe('reflow at 640 CSS px, a 1280 px window at 200% (WCAG 1.4.10)', () => {
  it.each(MODES)(
    '$mode mode: area, department, sign-in and records scroll only vertically; sign-in / account stays on screen',
    async ({ mode, elder }) => {
      const found: string[] = [];
      for (const signedIn of [false, true]) {
        const p = elder
          ? await elderVisitor(signedIn)
          : await PortalPage.visit(browser, '1001', { signedIn });
        await p.page.setViewportSize({ width: 640, height: 800 });
        for (const page of PAGES.filter((x) => x.signedIn === signedIn)) {
          await p.goto(page.path);
          await p.testId(page.ready).first().waitFor();
          await p.page
            .locator('.ant-skeleton')
            .first()
            .waitFor({ state: 'detached', timeout: 5_000 })
            .catch(() => undefined);
          expect(await elderOn(p.page)).toBe(elder);
          const m = await p.page.evaluate((account) => {
            const control = document
              .querySelector(`[data-testid="${account}"]`)
              ?.getBoundingClientRect();
            return {
              scrollWidth: document.documentElement.scrollWidth,
              innerWidth: window.innerWidth,
              control: control
                ? {
                    left: control.left,
                    right: control.right,
                    top: control.top,
                    bottom: control.bottom,
                  }
                : null,
            };
          }, page.account);
          if (m.scrollWidth > m.innerWidth)
            found.push(`${page.name}: scrollWidth ${m.scrollWidth} > ${m.innerWidth}`);
          const c = m.control;
          if (!c || c.left < 0 || c.top < 0 || c.right > m.innerWidth || c.bottom > 800)
            found.push(`${page.name}: ${page.account} at ${JSON.stringify(c)}`);
          await screenshot(p.page, `reflow-640-${mode}-${page.name}`);
        }
        await p.close();
      }
      expect(found).toEqual([]);
    },
    120_000,
  );
});
