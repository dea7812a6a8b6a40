import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { DEMO_PASSWORD, DEMO_PHONE, PortalPage } from '../pages/portal-page.ts';

/**
 * docs/adr/0007: a session that has ended on the server sends the visitor to sign in and back to the page they were
 * on; one that lapsed in the browser does the same before any call. A public page (home, sign-in) simply shows
 * signed out: a call made in the background never throws a returning patient onto an error page.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const RECORDS = '/appointment/record?tab=1';

async function signedInAtRecords() {
  const p = await PortalPage.open(browser);
  await p.skipHomeTips('1001');
  await p.signIn('1001');
  await p.goto('/?hosId=1001');
  await p.testId('hospital-name').waitFor();
  await p.goto(RECORDS);
  await p.waitForTitle('My appointments');
  return p;
}

async function signInAgain(p: PortalPage) {
  // 'commit': the guard redirects while the reloaded page is still loading; that redirect has no load event to wait for.
  await p.page.waitForURL(`**/login?redirect=${encodeURIComponent(RECORDS)}`, {
    waitUntil: 'commit',
  });
  await p.testId('login-tab-password').click();
  await p.testId('login-phone').fill(DEMO_PHONE);
  await p.testId('login-password').fill(DEMO_PASSWORD);
  await p.testId('login-submit').click();
  await p.page.waitForURL(`**${RECORDS}`);
  await p.waitForTitle('My appointments');
}

const storedLogin = (p: PortalPage) =>
  p.page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('portal.login.1001') ?? 'null') as {
        access_token: string;
        expiresAt: string;
      } | null,
  );

describe('an ended session', () => {
  it('answers keep the stored expiry in step with the server', async () => {
    const p = await signedInAtRecords();
    const login = await storedLogin(p);
    const res = await fetch(`${inject('baseUrl')}/uaa/api/me?hosId=1001`, {
      headers: { authorization: `Bearer ${login!.access_token}` },
    });
    expect(res.headers.get('session-expires')).toBe(login!.expiresAt);
    await p.close();
  });

  it('ended on the server: the next call sends the visitor to sign in, and back', async () => {
    const p = await signedInAtRecords();
    const login = await storedLogin(p);
    // The server ends the session (as 30 idle minutes would); the browser still holds the token.
    const out = await fetch(`${inject('baseUrl')}/uaa/api/logout?hosId=1001`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${login!.access_token}`,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(out.status).toBe(200);
    await p.page.reload();
    await screenshot(p.page, 'session-ended-sign-in');
    await signInAgain(p);
    expect((await storedLogin(p))?.access_token).not.toBe(login!.access_token);
    await p.close();
  });

  it('lapsed in the browser: the guard sends the visitor to sign in before any call, and back', async () => {
    const p = await signedInAtRecords();
    // Lapsed as the next document starts, before any of the portal's code runs: set from the open page instead, a
    // response still in flight there (the message bell's poll) would renew the session with the server's expiry.
    await p.context.addInitScript(() => {
      if (sessionStorage.getItem('e2e.lapsed')) return;
      sessionStorage.setItem('e2e.lapsed', '1');
      const key = 'portal.login.1001';
      const login = JSON.parse(localStorage.getItem(key)!) as Record<string, unknown>;
      localStorage.setItem(
        key,
        JSON.stringify({ ...login, expiresAt: new Date(Date.now() - 1000).toISOString() }),
      );
    });
    await p.page.reload();
    await signInAgain(p);
    await p.close();
  });
});

/** Signed in at 1001, then the server ends the session (as 30 idle minutes or a sign-out in another browser would). */
async function signedInThenEnded() {
  const p = await PortalPage.open(browser);
  await p.skipHomeTips('1001');
  await p.signIn('1001');
  await p.goto('/?hosId=1001');
  await p.testId('signed-in-phone').waitFor();
  const login = await storedLogin(p);
  const out = await fetch(`${inject('baseUrl')}/uaa/api/logout?hosId=1001`, {
    method: 'POST',
    headers: { authorization: `Bearer ${login!.access_token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(out.status).toBe(200);
  return p;
}

describe('a returning patient whose session ended', () => {
  it('sees the home page signed out, not an error page', async () => {
    const p = await signedInThenEnded();
    await p.goto('/?hosId=1001');
    // The header's background calls (the message bell) are refused; the page stays and shows signed out.
    await p.testId('sign-in-status').waitFor();
    expect(new URL(p.page.url()).pathname).toBe('/');
    expect(await p.testId('error-message').count()).toBe(0);
    expect(await storedLogin(p)).toBeNull();
    await screenshot(p.page, 'session-ended-home');
    await p.close();
  });

  it('on the sign-in page keeps the form and where to go, says why, and returns there', async () => {
    const p = await signedInThenEnded();
    await p.goto(`/login?hosId=1001&redirect=${encodeURIComponent(RECORDS)}`);
    await p.testId('session-ended').waitFor();
    await screenshot(p.page, 'session-ended-login');
    expect(await p.testId('error-message').count()).toBe(0);
    await signInAgain(p);
    await p.close();
  });
});
