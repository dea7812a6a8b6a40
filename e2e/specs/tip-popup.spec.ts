import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { axeViolations } from '../support/axe.ts';
import { PortalPage } from '../pages/portal-page.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

describe('tip popup (item 6)', () => {
  it('1001: the button is locked by a countdown, then closes the tip', async () => {
    const p = await PortalPage.open(browser);
    await p.goto('/?hosId=1001');
    const button = p.testId('tip-button');
    await button.waitFor();
    expect(await button.isDisabled()).toBe(true);
    expect(await button.textContent()).toMatch(/I know \(\d+s\)/);
    // The open tip, its locked button included, passes WCAG A/AA.
    expect(await axeViolations(p.page)).toEqual([]);
    await screenshot(p.page, 'tip-countdown');
    await p.page.waitForFunction(
      () => !(document.querySelector('[data-testid="tip-button"]') as HTMLButtonElement).disabled,
      null,
      { timeout: 15_000 },
    );
    expect((await button.textContent())?.trim()).toBe('I know');
    await button.click();
    await p.testId('tip-popup').waitFor({ state: 'hidden' });

    // Shown once per visit: a reload does not bring it back.
    await p.page.reload();
    await p.testId('area-block-1').waitFor();
    expect(await p.testId('tip-popup').isVisible()).toBe(false);
    await p.close();
  });

  it('1003: the button unlocks only within 5% of the bottom of the content', async () => {
    const p = await PortalPage.open(browser);
    await p.goto('/?hosId=1003');
    const button = p.testId('tip-button');
    await button.waitFor();
    expect(await button.isDisabled()).toBe(true);
    expect(await button.textContent()).toContain('Please scroll to the bottom to finish reading');
    expect(await axeViolations(p.page)).toEqual([]);

    const box = p.testId('tip-popup');
    // Scrolled to 10% above the bottom: still locked.
    await box.evaluate((el) => {
      el.scrollTop = el.scrollHeight - el.clientHeight - el.scrollHeight * 0.1;
      el.dispatchEvent(new Event('scroll'));
    });
    await p.page.waitForTimeout(200);
    expect(await button.isDisabled()).toBe(true);
    await screenshot(p.page, 'tip-scroll-locked');

    await box.evaluate((el) => {
      el.scrollTop = el.scrollHeight - el.clientHeight - el.scrollHeight * 0.03;
      el.dispatchEvent(new Event('scroll'));
    });
    await p.page.waitForFunction(
      () => !(document.querySelector('[data-testid="tip-button"]') as HTMLButtonElement).disabled,
    );
    await button.click();
    await box.waitFor({ state: 'hidden' });
    await p.close();
  });

  it('1003: the booking notice (an 8-second countdown) is forced once per browser session, not on a reload or a second booking', async () => {
    const p = await PortalPage.visit(browser, '1003');
    const openConfirm = async () => {
      await p.goto('/appointment/depart');
      await p.testId('schedule-table').waitFor();
      await p.page
        .locator('[data-testid="schedule-table"] [data-testid^="doctor-link-"]')
        .first()
        .click();
      await p.page.waitForURL('**/appointment/doctor?**');
      const free = p.page
        .locator('[data-testid^="number-"][data-status="free"]:not([disabled])')
        .first();
      await free.waitFor();
      await free.click();
      await p.page.waitForURL('**/appointment/confirm?**');
      await p.page.locator('.confirm-page__details').waitFor();
    };
    const submitEnabled = () =>
      p.page.waitForFunction(
        () =>
          !(document.querySelector('[data-testid="confirm-submit"]') as HTMLButtonElement | null)
            ?.disabled,
      );

    await openConfirm();
    const button = p.testId('tip-button');
    await button.waitFor();
    expect(await button.textContent()).toMatch(/Confirm \(\d+s\)/);
    expect(await p.testId('confirm-submit').isDisabled()).toBe(true);
    await p.acknowledgeNotice();
    await submitEnabled();

    // A reload: the notice read in this session is not forced again, and confirming is open at once.
    await p.page.reload();
    await p.page.locator('.confirm-page__details').waitFor();
    await submitEnabled();
    expect(await p.testId('tip-popup').isVisible()).toBe(false);

    // Another number, a second booking in the same session: no notice either.
    await openConfirm();
    await submitEnabled();
    expect(await p.testId('tip-popup').isVisible()).toBe(false);
    const confirmUrl = p.pathAndQuery();
    await p.close();

    // A new browser session is shown the notice again.
    const next = await PortalPage.visit(browser, '1003');
    await next.goto(confirmUrl);
    await next.testId('tip-button').waitFor();
    expect(await next.testId('confirm-submit').isDisabled()).toBe(true);
    await next.close();
  });

  it('1002: a join-function tip whose button opens the function it names (the visitor guide)', async () => {
    const p = await PortalPage.open(browser);
    await p.signIn('1002');
    await p.goto('/?hosId=1002');
    const button = p.testId('tip-button');
    await button.waitFor();
    expect(await button.isDisabled()).toBe(false);
    expect((await button.textContent())?.trim()).toBe('Open the visitor guide');
    await button.click();
    await p.page.waitForURL(/\/other\/medical-guide/);
    await p.testId('tip-popup').waitFor({ state: 'hidden' });
    await p.close();
  });
});
