import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { registerFreshAccount } from '../support/api.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { staffApi } from '../support/staff-api.ts';
import { PortalPage } from '../pages/portal-page.ts';

/**
 * Health content in Chromium: read an article (its rich text kept, its read counted once per visit), play a
 * video (time advances, caption tracks in both languages), find a department from a symptom and arrive at its booking
 * page, and accept the new version of an agreement the hospital has just published.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('health lectures (no sign-in)', () => {
  it('search, open an article: sanitized rich text, read count +1 once (a reload in the same visit adds nothing)', async () => {
    const p = await PortalPage.visit(browser, '1001', { signedIn: false });
    await p.goto('/lecture/homepage');
    await p.waitForTitle('Health lectures');
    await p.testId('lecture-a-blood-pressure').waitFor();
    await p.testId('lecture-search').fill('blood pressure');
    await p.page.waitForURL((u) => u.searchParams.get('q') === 'blood pressure');
    await expect
      .poll(async () => (await p.page.getByTestId('lecture-link').allTextContents()).sort())
      .toEqual(['Blood pressure in one minute', 'Measuring blood pressure at home']);
    await screenshot(p.page, 'lectures-list');

    const number = (text: string | null) => Number(/\d+/.exec(text ?? '')?.[0]);
    const before = number(
      await p.testId('lecture-a-blood-pressure').getByTestId('lecture-reads').textContent(),
    );
    await p.testId('lecture-a-blood-pressure').getByTestId('lecture-link').click();
    await p.page.waitForURL(
      (u) =>
        u.pathname === '/lecture/homepage/article' &&
        u.searchParams.get('id') === 'a-blood-pressure',
    );
    await p.waitForTitle('Measuring blood pressure at home');
    const body = p.page.locator('.lecture-detail__body');
    await expect.poll(() => body.locator('h3').first().textContent()).toBe('Before you measure');
    expect(await body.locator('a[href="/appointment/depart?areaId=1&deptId=112"]').count()).toBe(1);
    const count = async () => number(await p.testId('lecture-read-count').textContent());
    await expect.poll(count).toBe(before + 1);
    await screenshot(p.page, 'lecture-article');
    await p.page.reload();
    await p.waitForTitle('Measuring blood pressure at home');
    // The same visit reads it again: the stored count stays (the page shows the server's count, not counted again).
    await expect.poll(count).toBe(before + 1);
    await p.close();
  });

  it('a video plays: time advances, the poster is set, en-US and zh-CN caption tracks load', async () => {
    const p = await PortalPage.visit(browser, '1001', { signedIn: false });
    await p.goto('/lecture/homepage/video');
    await p.waitForTitle('Videos');
    await p.testId('lecture-v-handwashing').getByTestId('lecture-link').click();
    await p.waitForTitle('Washing your hands in three steps');
    const video = p.testId('lecture-video');
    expect(await video.getAttribute('poster')).toBe('/demo-assets/lectures/handwashing-poster.jpg');
    await video.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      await v.play();
    });
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0.5);
    const tracks = await video.evaluate((v: HTMLVideoElement) =>
      [...v.textTracks].map((t) => ({ lang: t.language, kind: t.kind, mode: t.mode })),
    );
    expect(tracks).toEqual([
      { lang: 'en-US', kind: 'captions', mode: 'showing' },
      { lang: 'zh-CN', kind: 'captions', mode: 'disabled' },
    ]);
    // The showing track's cues are loaded from its WebVTT file.
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.cues?.length ?? 0))
      .toBe(3);
    await screenshot(p.page, 'lecture-video');
    await p.close();
  });
});

describe('medical guide (no sign-in) → booking', () => {
  it('a symptom finds its department, and the book button opens that department’s booking page', async () => {
    const p = await PortalPage.visit(browser, '1001');
    await p.goto('/other/medical-guide');
    await p.waitForTitle('Visitor guide');
    await p.testId('guide-type-floors').click();
    await p.testId('guide-g-floors-2').waitFor();
    expect(await p.testId('guide-g-floors-2').textContent()).toContain('East Campus');

    await p.testId('symptom-search').fill('ks');
    await p.testId('symptom-s-cough').waitFor();
    expect(await p.testId('symptom-s-cough').textContent()).toContain('Respiratory Medicine');
    await screenshot(p.page, 'medical-guide');
    await p.testId('symptom-s-cough').getByTestId('symptom-book').click();
    await p.page.waitForURL(
      (u) => u.pathname === '/appointment/depart' && u.searchParams.get('deptId') === '13',
    );
    await p.waitForTitle('Choose a doctor');
    await expect
      .poll(() => p.testId('dept-filter-2').textContent())
      .toContain('Respiratory Medicine');
    await p.close();
  });
});

describe('instructions (sign-in required)', () => {
  it('registration accepted the agreement; a new version asks again and the accept button records the date', async () => {
    const baseUrl = inject('baseUrl');
    const password = 'Health#2026';
    const phone = await registerFreshAccount('1003', password, baseUrl);
    const p = await PortalPage.open(browser);
    await p.skipHomeTips('1003');
    await p.signIn('1003', phone, password);
    await p.goto('/?hosId=1003');
    await p.testId('hospital-name').waitFor();
    await p.goto('/other/instructions');
    await p.waitForTitle('Instructions');
    await p.testId('notice-label-USER_SERVICE').waitFor();
    expect(await p.testId('notice-label-USER_SERVICE').textContent()).toContain('Accepted');

    // The hospital's editor publishes the next version in the console.
    const editor = await staffApi(baseUrl, '1003', 'editor');
    const published = await editor.call<{ version: number }>(
      'POST',
      '/console/api/hospitals/1003/notices/USER_SERVICE',
      {
        title: `User service agreement (${Date.now()})`,
        content: '<p>We added online payments by card balance.</p>',
      },
    );
    await p.page.reload();
    const doc = p.testId('notice-USER_SERVICE');
    await doc.waitFor();
    expect(await doc.textContent()).toContain(`Version ${published.version}`);
    expect(await doc.textContent()).toContain('We added online payments by card balance.');
    await screenshot(p.page, 'instructions-new-version');
    await doc.getByTestId('notice-accept').click();
    await doc.getByTestId('notice-accepted').waitFor();
    expect(await doc.getByTestId('notice-accepted').textContent()).toMatch(
      /You accepted this version on \d{2}\/\d{2}\/\d{4}/,
    );
    expect(await p.testId('notice-label-USER_SERVICE').textContent()).toContain('Accepted');
    await p.close();
  });
});
