import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { expectNoViolations, type A11yVisit } from '../support/a11y-routes.ts';

/** Issue 14: WCAG A/AA (axe-core) on every route, signed out; each demo hospital's theme, both languages between them. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const VISITS: A11yVisit[] = [
  { hosId: '1001', locale: 'zh-CN', signedIn: false },
  { hosId: '1002', locale: 'en-US', signedIn: false },
  { hosId: '1003', locale: 'zh-CN', signedIn: false },
];

describe('accessibility, signed out (issue 14)', () => {
  it.each(VISITS)('$hosId $locale: no WCAG A/AA violation on any route (colour contrast aside, for now)', (v) => expectNoViolations(browser, v), 300_000);
});
