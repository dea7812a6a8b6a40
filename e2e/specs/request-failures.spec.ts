import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { PortalPage } from '../pages/portal-page.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

describe('request layer in the browser', () => {
  it('a lost connection shows "network temporarily unavailable, please retry"', async () => {
    const p = await PortalPage.open(browser);
    await p.skipHomeTips('1001');
    // The network edge fails, not our server: every API request is aborted before it leaves the browser.
    await p.page.route('**/hospital/api/**', (route) => route.abort('internetdisconnected'));
    await p.goto('/?hosId=1001');
    await p.testId('error-message').waitFor({ timeout: 20_000 });
    expect(await p.testId('error-message').textContent()).toBe(
      'Network temporarily unavailable, please retry',
    );
    await screenshot(p.page, 'network-failure');

    // The connection is back: "Reload" returns to the page the patient asked for.
    await p.page.unroute('**/hospital/api/**');
    await p.testId('error-retry').click();
    await p.testId('area-block-1').waitFor();
    expect(p.pathAndQuery()).toBe('/');
    await p.close();
  });

  it('loads the first-entry config through the encrypted call', async () => {
    const p = await PortalPage.open(browser);
    await p.skipHomeTips('1001');
    const encrypted: string[] = [];
    p.page.on('request', (r) => {
      if (r.url().includes('/encrypt/')) encrypted.push(r.postData() ?? '');
    });
    await p.goto('/?hosId=1001');
    await p.testId('area-block-1').waitFor();
    expect(encrypted.length).toBeGreaterThan(0);
    expect(JSON.parse(encrypted[0]!)).toEqual({ payload: expect.any(String) });
    expect(encrypted[0]).not.toContain('1001');
    await p.close();
  });
});
