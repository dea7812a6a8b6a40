import { expect } from 'vitest';
import type { Browser } from 'playwright-core';
import { BARE_ROUTES, FRAME_ROUTES } from '../../apps/web/src/app/route-table.ts';
import { PortalPage } from '../pages/portal-page.ts';
import { axeViolations } from './axe.ts';

/**
 * Issue 14 item 1: axe-core's WCAG 2.0/2.1 A and AA rules — colour contrast included — on every route of the route
 * table (read from the app, so a new page is checked without a new test), the chooser and the root.
 */

export const A11Y_PATHS = ['/hospitals', '/', ...[...FRAME_ROUTES, ...BARE_ROUTES].map((r) => r.path.replace(':mode', '1'))];

export interface A11yVisit { hosId: string; locale: 'en-US' | 'zh-CN'; signedIn: boolean }

/** Visits every path as `v` and answers the violations found, as 'rule: selector @ path'. */
export async function violationsOnEveryRoute(browser: Browser, v: A11yVisit): Promise<string[]> {
  const p = await PortalPage.open(browser);
  await p.context.addInitScript((l) => localStorage.setItem('portal.lang', l), v.locale);
  await p.skipHomeTips(v.hosId);
  if (v.signedIn) await p.signIn(v.hosId);
  await p.goto(`/?hosId=${v.hosId}`);
  const found: string[] = [];
  for (const path of A11Y_PATHS) {
    await p.goto(path);
    // A page is checked once it shows what it is for: its title (or the bare page, or the chooser) and no skeleton.
    await p.page.locator('[data-testid="page-title"], [data-testid="bare-page"], [data-testid^="hospital-card-"]').first().waitFor();
    await p.page.locator('.ant-skeleton').first().waitFor({ state: 'detached', timeout: 5_000 }).catch(() => undefined);
    for (const x of await axeViolations(p.page)) found.push(`${x.id}: ${x.targets.slice(0, 3).join(' | ')} @ ${path}`);
  }
  await p.close();
  return found;
}

export async function expectNoViolations(browser: Browser, v: A11yVisit) {
  expect(await violationsOnEveryRoute(browser, v), `${v.hosId} ${v.locale} ${v.signedIn ? 'signed in' : 'signed out'}`).toEqual([]);
}
