import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { PortalPage } from '../pages/portal-page.ts';

const SCHEDULE_CALL = '/hospital/api/snScheduleSync/web/all';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

describe('the bare waiting-room schedule', () => {
  it('shows the week without the frame or a sign-in, and refreshes and turns its pages by itself', async () => {
    const p = await PortalPage.open(browser);
    // The page's timers run on the browser's clock: the test moves it on instead of waiting a minute.
    await p.context.clock.install();
    await p.skipHomeTips('1001');
    await p.goto('/?hosId=1001');
    await p.testId('hospital-name').waitFor();
    await p.goto('/appointment/schedule');

    await p.testId('waiting-room-doctor').first().waitFor();
    expect(p.pathAndQuery()).toBe('/appointment/schedule');
    expect(await p.testId('nav-menu').count()).toBe(0);
    expect(await p.testId('footer').count()).toBe(0);
    expect(await p.testId('user-menu').count()).toBe(0);
    expect((await p.hospitalName())?.length).toBeGreaterThan(0);
    expect(await p.testId('waiting-room-left').first().textContent()).toMatch(/left|full|stopped/i);
    await p.page.screenshot({ path: path.join(os.tmpdir(), 'waiting-room.png') });

    // The clock ticks, the schedule is asked again within a minute, and a screen with more departments than fit
    // shows the next page after 15 s.
    const clockBefore = await p.testId('waiting-room-clock').getAttribute('datetime');
    const pageBefore = await p.testId('waiting-room-table').getAttribute('data-page');
    const pages = await p.testId('waiting-room-page').count();
    await p.context.clock.fastForward(16_000);
    expect(await p.testId('waiting-room-clock').getAttribute('datetime')).not.toBe(clockBefore);
    if (pages > 0)
      expect(await p.testId('waiting-room-table').getAttribute('data-page')).not.toBe(pageBefore);

    const refreshed = p.page.waitForResponse((r) => r.url().includes(SCHEDULE_CALL));
    await p.context.clock.fastForward(60_000);
    expect((await refreshed).ok()).toBe(true);
    await p.testId('waiting-room-doctor').first().waitFor();
    await p.close();
  });
});
