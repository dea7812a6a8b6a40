import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { contrastRatio } from '@portal/shared';
import { launchBrowser } from '../support/browser.ts';
import { PortalPage } from '../pages/portal-page.ts';
import { expectNoViolations, type A11yVisit } from '../support/a11y-routes.ts';
import { bookAhead, signInToken } from '../support/api.ts';
import { axeViolations } from '../support/axe.ts';
import { expectFocusWithin, OPEN_DIALOG } from '../support/keyboard.ts';
import { DEMO_PASSWORD, DEMO_PHONE } from '../pages/portal-page.ts';

/**
 * WCAG A/AA (axe-core) on every route of the route table. Four visits cover every pair of what changes the
 * pages: each demo hospital's theme, both languages, signed in and signed out.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const VISITS: A11yVisit[] = [
  { hosId: '1001', locale: 'en-US', signedIn: true },
  { hosId: '1002', locale: 'zh-CN', signedIn: true },
  { hosId: '1003', locale: 'en-US', signedIn: false },
  { hosId: '1001', locale: 'zh-CN', signedIn: false },
];

describe('accessibility', () => {
  it.each(VISITS)(
    '$hosId $locale signed in $signedIn: no WCAG A/AA violation on any route',
    (v) => expectNoViolations(browser, v),
    300_000,
  );
});

describe('the header is named by what it shows (WCAG 2.5.3 label in name: a speech user says the words they see)', () => {
  it('the brand link by the hospital name, the account button by the signed-in phone', async () => {
    const p = await PortalPage.visit(browser, '1001');
    const name = (await p.hospitalName())!;
    const brand = p.page.getByRole('link', { name });
    expect(await brand.count()).toBe(1);
    expect(await brand.getAttribute('href')).toBe('/');
    const phone = (await p.testId('signed-in-phone').textContent())!;
    expect(await p.page.getByRole('button', { name: phone }).getAttribute('data-testid')).toBe(
      'user-menu',
    );
    await p.close();
  });
});

/** 'rgb(9, 88, 217)' → '#0958d9'. */
const hex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`;

describe('keyboard focus is visible (WCAG 2.4.7 / 1.4.11)', () => {
  it.each(['1001', '1002', '1003'])(
    '%s: every control Tab reaches shows a solid ring of at least 2px and 3:1 against white',
    async (hosId) => {
      const p = await PortalPage.visit(browser, hosId);
      const rings: { tag: string; style: string; width: number; color: string }[] = [];
      for (let i = 0; i < 15; i++) {
        await p.page.keyboard.press('Tab');
        rings.push(
          await p.page.evaluate(() => {
            const focused = document.activeElement as HTMLElement;
            // A native input drawn invisible inside its control (the language switch) shows its ring on the control.
            const el =
              getComputedStyle(focused).opacity === '0'
                ? ((focused.closest('label') as HTMLElement | null) ?? focused)
                : focused;
            const cs = getComputedStyle(el);
            return {
              tag: `${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ''}`,
              style: cs.outlineStyle,
              width: parseFloat(cs.outlineWidth),
              color: cs.outlineColor,
            };
          }),
        );
      }
      const weak = rings.filter(
        (r) =>
          r.tag !== 'body' &&
          (r.style !== 'solid' || r.width < 2 || contrastRatio(hex(r.color), '#ffffff') < 3),
      );
      expect(weak, JSON.stringify(rings.map((r) => r.tag))).toEqual([]);
      await p.close();
    },
  );
});

describe('inside what opens over a page: popovers, dialogs and the QR payment', () => {
  it('1001: the doctor popover, the hotline popover, the department introduction and the QR code pass axe; a closed dialog gives focus back', async () => {
    const p = await PortalPage.visit(browser, '1001');
    await p.goto('/appointment/depart?areaId=1&businessType=1');
    await p.testId('schedule-table').waitFor();

    await p.page.locator('[data-testid^="doctor-link-"]').first().hover();
    await p.testId('doctor-popover').waitFor();
    expect(await axeViolations(p.page)).toEqual([]);
    await p.page.mouse.move(0, 0);

    await p.page.getByRole('button', { name: 'Service hotline' }).click();
    await p.page.locator('.ant-popover:not(.ant-popover-hidden)').last().waitFor();
    expect(await axeViolations(p.page)).toEqual([]);
    await p.page.keyboard.press('Escape');

    const intro = p.testId('view-introduction').first();
    await intro.focus();
    await p.page.keyboard.press('Enter');
    await expectFocusWithin(p.page, OPEN_DIALOG);
    expect(await axeViolations(p.page)).toEqual([]);
    await p.page.keyboard.press('Escape');
    // Focus returns to the button that opened it, not to the document.
    await p.page.waitForFunction(
      () => document.activeElement?.getAttribute('data-testid') === 'view-introduction',
    );

    // The QR payment: a booking the patient's card cannot cover.
    const token = await signInToken('1001', DEMO_PHONE, DEMO_PASSWORD);
    const { appointId } = await bookAhead('1001', token, 3, 60_000, {
      patientName: 'Liu Guifang',
      minFee: 3_501,
    });
    await p.goto(`/appointment/record-info?id=${appointId}`);
    // The balance shown is below the fee: the QR payment is offered at once, not after a failed card payment.
    await p.testId('pay-qr').click();
    await p.testId('pay-qr-code').waitFor();
    expect(await axeViolations(p.page)).toEqual([]);
    // The booking stays unpaid (the expiry job ends it): a cancellation would count towards the demo account's
    // anti-scalping limit, which the other journeys on this shared server book under.
    await p.close();
  }, 120_000);
});
