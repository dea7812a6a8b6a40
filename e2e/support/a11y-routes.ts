import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BARE_ROUTES, FRAME_ROUTES } from '../../apps/web/src/app/route-table.ts';
import { PortalPage } from '../pages/portal-page.ts';
import { axeViolations } from './axe.ts';

/**
 * Axe-core's WCAG 2.0/2.1 A and AA rules — colour contrast included — on every route of the route
 * table (read from the app, so a new page is checked without a new test), the chooser and the root. The sweep is also
 * the suite's CSP check of every route (support/browser.ts fails a test whose pages log a violation).
 */

interface SweptRoute {
  path: string;
  page: string;
}

const ROUTES: SweptRoute[] = [...FRAME_ROUTES, ...BARE_ROUTES].map((r) => ({
  path: r.path.replace(':mode', '1'),
  page: r.page,
}));
export interface A11yVisit {
  hosId: string;
  locale: 'en-US' | 'zh-CN';
  signedIn: boolean;
}

/** What a page shows once it is there: its title (or the bare page, or the chooser). */
const SHOWN =
  '[data-testid="page-title"], [data-testid="bare-page"], [data-testid^="hospital-card-"]';

/**
 * Goes to `path` inside the running app, as a link would (the router follows history), so the app, its styles and
 * axe are loaded once per visit rather than once per route, which is most of a route's time. Waits for a page that
 * was not there before (what was shown is marked first; a page component mounts a shell of its own), or for a
 * redirect back to where it was (a signed-out visitor sent to sign-in again keeps the sign-in page mounted).
 */
async function navigateInApp(page: Page, path: string) {
  const fresh = SHOWN.split(', ')
    .map((s) => `${s}:not([data-swept])`)
    .join(', ');
  const from = await page.evaluate(
    ([shown, to]) => {
      const at = location.pathname;
      for (const el of document.querySelectorAll(shown)) el.setAttribute('data-swept', '');
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
      return at;
    },
    [SHOWN, path] as const,
  );
  await page.waitForFunction(
    ([shown, freshOnes, at, to]) =>
      document.querySelector(freshOnes) !== null ||
      (location.pathname === at &&
        at !== new URL(to, location.origin).pathname &&
        document.querySelector(shown) !== null),
    [SHOWN, fresh, from, path] as const,
  );
}

/** Visits every path as `v` and answers the violations found, as 'rule: selector @ path'. */
export async function violationsOnEveryRoute(browser: Browser, v: A11yVisit): Promise<string[]> {
  const p = await PortalPage.open(browser);
  await p.context.addInitScript((l) => localStorage.setItem('portal.lang', l), v.locale);
  await p.skipHomeTips(v.hosId);
  if (v.signedIn) await p.signIn(v.hosId);
  const found: string[] = [];
  const check = async (path: string) => {
    // Checked once there is no skeleton left either.
    await p.page
      .locator('.ant-skeleton')
      .first()
      .waitFor({ state: 'detached', timeout: 5_000 })
      .catch(() => undefined);
    for (const x of await axeViolations(p.page))
      found.push(`${x.id}: ${x.targets.slice(0, 3).join(' | ')} @ ${path}`);
    // Signed in, a route that needs it shows its page, not the sign-in page.
    if (v.signedIn && path !== '/login' && new URL(p.page.url()).pathname === '/login')
      found.push(`sent to sign-in @ ${path}`);
  };
  // The chooser and the root are loaded as pages; then the hospital's app goes from route to route.
  for (const path of ['/hospitals', `/?hosId=${v.hosId}`]) {
    await p.goto(path);
    await p.page.locator(SHOWN).first().waitFor();
    await check(path);
  }
  let previous = '';
  for (const route of ROUTES) {
    // Two routes of one page component share its mounted shell: the second is loaded as a page.
    if (route.page === previous) {
      await p.goto(route.path);
      await p.page.locator(SHOWN).first().waitFor();
    } else {
      await navigateInApp(p.page, route.path);
    }
    previous = route.page;
    await check(route.path);
  }
  await p.close();
  return found;
}

export async function expectNoViolations(browser: Browser, v: A11yVisit) {
  const found = await violationsOnEveryRoute(browser, v);
  // The violations in the message itself: a diff of an array of long strings is cut short.
  expect(
    found,
    `${v.hosId} ${v.locale} ${v.signedIn ? 'signed in' : 'signed out'}:\n${found.join('\n')}`,
  ).toEqual([]);
}
