import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { expectNoViolations, type A11yVisit } from '../support/a11y-routes.ts';

/**
 * Issue 14: WCAG A/AA (axe-core) on every route of the route table. Four visits cover every pair of what changes the
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

describe('accessibility (issue 14)', () => {
  it.each(VISITS)('$hosId $locale signed in $signedIn: no WCAG A/AA violation on any route', (v) => expectNoViolations(browser, v), 300_000);
});
