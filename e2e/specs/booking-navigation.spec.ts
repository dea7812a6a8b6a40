import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { PortalPage } from '../pages/portal-page.ts';

/**
 * Same-day registration lists today; the department page keeps week, area, type and filters in the URL
 * (reload and back find them); the doctor page highlights the session clicked; the confirm page survives a reload
 * and a fresh tab. The server runs on the real clock: the assertions hold at any hour (today's column is listed
 * whether or not its sessions are still open; a session closed by now is still shown, and still highlighted).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

/** Today in the demo hospital's zone (UTC+8). */
const hospitalToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());

async function signedIn(hosId = '1001'): Promise<PortalPage> {
  const p = await PortalPage.open(browser);
  await p.skipHomeTips(hosId);
  await p.signIn(hosId);
  await p.goto(`/?hosId=${hosId}`);
  await p.testId('hospital-name').waitFor();
  return p;
}

const firstDateShown = (p: PortalPage) =>
  p.page.locator('[data-testid^="schedule-date-"]').first().getAttribute('data-testid');
const dateColumnsShown = (p: PortalPage) =>
  p.page
    .locator('[data-testid^="schedule-date-"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
const param = (p: PortalPage, name: string) => new URL(p.page.url()).searchParams.get(name);

describe('booking navigation', () => {
  it('1001: same-day registration from the menu says and lists today only, and the doctor page highlights the session clicked', async () => {
    const p = await signedIn();
    await p.testId('nav-item-same-day').click();
    await p.page.waitForURL('**/appointment/area?isToday=1');
    // The home shows the same tiles: until the area page has rendered, a click lands on the home's (without isToday).
    await p.waitForTitle('Same-day registration');
    expect(await p.testId('same-day-notice').getAttribute('data-date')).toBe(hospitalToday());
    await p.testId('area-block-1').getByTestId('business-tile-1').click();
    await p.page.waitForURL('**/appointment/depart?**');
    expect(param(p, 'isToday')).toBe('1');
    await p.testId('schedule-table').waitFor();
    // Today only: one date column, no other week to page to, and the page says so.
    expect(await p.title()).toBe('Same-day registration');
    expect(await p.testId('same-day-notice').textContent()).toMatch(/^Today's clinics only: /);
    expect(await dateColumnsShown(p)).toEqual([`schedule-date-${hospitalToday()}`]);
    expect(await p.testId('next-week').count()).toBe(0);
    await screenshot(p.page, 'same-day-depart');

    // Reload keeps same-day registration (the URL holds it).
    await p.page.reload();
    await p.testId('schedule-table').waitFor();
    expect(await dateColumnsShown(p)).toEqual([`schedule-date-${hospitalToday()}`]);

    const doctor = p.page
      .locator('[data-testid="schedule-table"] [data-testid^="doctor-link-"]')
      .last();
    await doctor.click();
    await p.page.waitForURL('**/appointment/doctor?**');
    const scheduleId = param(p, 'scheduleId');
    expect(scheduleId).toBeTruthy();
    expect(param(p, 'isToday')).toBe('1');
    const session = p.testId(`session-${scheduleId}`);
    // The doctor page lists only sessions not yet over: once every session of today has ended (the demo's last
    // same-day one ends at 13:30 on some days), the page says there is no clinic today instead.
    const noneLeft = p.testId('no-clinic-today');
    await session.or(noneLeft).waitFor();
    if (await noneLeft.isVisible()) {
      await p.testId('same-day-notice').waitFor();
      await p.close();
      return;
    }
    expect(await session.getAttribute('data-focused')).toBe('true');
    expect(await p.page.locator('[data-focused="true"]').count()).toBe(1);
    // Scrolled into view: the session's box lies within the viewport.
    await p.page.waitForFunction((id) => {
      const box = document.querySelector(`[data-testid="session-${id}"]`)?.getBoundingClientRect();
      return !!box && box.top >= 0 && box.top < window.innerHeight;
    }, scheduleId);
    await screenshot(p.page, 'same-day-doctor-focused');
    // The doctor's other days are not offered from the same-day entrance.
    const days = await p.page
      .locator('[data-testid^="session-"][data-date]')
      .evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-date')))]);
    expect(days).toEqual([hospitalToday()]);
    await p.testId('same-day-notice').waitFor();
    await p.close();
  });

  it('1001: a same-day address naming another week still lists today alone', async () => {
    const p = await signedIn();
    await p.goto('/appointment/depart?isToday=1&areaId=1&businessType=1&week=1');
    await p.testId('schedule-table').waitFor();
    expect(await dateColumnsShown(p)).toEqual([`schedule-date-${hospitalToday()}`]);
    await p.close();
  });

  it('1001: reload keeps the week and the department filter; back returns to the same week', async () => {
    const p = await signedIn();
    await p.goto('/appointment/depart?areaId=1&businessType=1');
    await p.testId('schedule-table').waitFor();
    const firstWeek = await firstDateShown(p);

    // A level-1 department, then the next week.
    await p.testId('dept-filter-1').click();
    const option = p.page.locator('.ant-select-item-option').nth(1);
    const deptName = ((await option.textContent()) ?? '').trim();
    await option.click();
    await p.page.waitForFunction(() => new URL(location.href).searchParams.has('deptId'));
    await p.testId('next-week').click();
    await p.page.waitForFunction(() => new URL(location.href).searchParams.get('week') === '1');
    // The address changes before the table re-renders: wait for the first week's first day to go.
    await p.page.locator(`[data-testid="${firstWeek}"]`).waitFor({ state: 'detached' });
    const secondWeek = await firstDateShown(p);
    const url = p.pathAndQuery();

    await p.page.reload();
    await p.testId('schedule-table').waitFor();
    expect(p.pathAndQuery()).toBe(url);
    expect(await firstDateShown(p)).toBe(secondWeek);
    expect(await p.testId('dept-filter-1').textContent()).toContain(deptName);
    await screenshot(p.page, 'depart-reloaded-week-2');

    // Back from a doctor: same week, same filter. Without the filter if the department has no doctor that week.
    let doctors = p.page.locator('[data-testid="schedule-table"] [data-testid^="doctor-link-"]');
    if ((await doctors.count()) === 0) {
      await p.goto('/appointment/depart?isToday=1&areaId=1&businessType=1&week=1');
      await p.testId('schedule-table').waitFor();
      doctors = p.page.locator('[data-testid="schedule-table"] [data-testid^="doctor-link-"]');
    }
    const weekUrl = p.pathAndQuery();
    const weekFirst = await firstDateShown(p);
    await doctors.first().click();
    await p.page.waitForURL('**/appointment/doctor?**');
    await p.testId('doctor-header').waitFor();
    await p.page.goBack();
    await p.testId('schedule-table').waitFor();
    expect(p.pathAndQuery()).toBe(weekUrl);
    expect(await firstDateShown(p)).toBe(weekFirst);
    await p.close();
  });

  it('1001: the confirm page keeps the choice on reload and in a new tab', async () => {
    const p = await signedIn();
    await p.goto('/appointment/depart?areaId=1&businessType=1');
    await p.testId('schedule-table').waitFor();
    await p.page.locator('[data-testid^="doctor-link-"]').first().click();
    await p.page.waitForURL('**/appointment/doctor?**');
    const free = p.page
      .locator('[data-testid^="number-"][data-status="free"]:not([disabled])')
      .first();
    await free.waitFor();
    const time = ((await free.locator('.source-number__time').textContent()) ?? '').trim();
    await free.click();
    await p.page.waitForURL('**/appointment/confirm?**');
    expect(param(p, 'doctorId')).toBeTruthy();
    const confirmUrl = p.pathAndQuery();
    await p.page.locator('.confirm-page__details').waitFor();
    expect(await p.page.locator('.confirm-page__details').textContent()).toContain(time);

    await p.page.reload();
    await p.page.locator('.confirm-page__details').waitFor();
    expect(await p.page.locator('.confirm-page__details').textContent()).toContain(time);
    await p.close();

    // A new visitor context has no session storage of the first: the URL alone finds the number.
    const other = await signedIn();
    await other.goto(confirmUrl);
    await other.page.locator('.confirm-page__details').waitFor();
    expect(await other.page.locator('.confirm-page__details').textContent()).toContain(time);
    await screenshot(other.page, 'confirm-from-url');
    await other.close();
  });

  it('well-known files answer as files, not as the app', async () => {
    const p = await PortalPage.open(browser);
    const robots = await p.page.request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(/^Disallow: \/appointment\/confirm$/m);
    const security = await p.page.request.get('/.well-known/security.txt');
    expect(security.status()).toBe(200);
    expect(await security.text()).toMatch(/^Contact: /m);
    const icon = await p.page.request.get('/favicon.ico');
    expect([icon.status(), icon.headers()['content-type']]).toEqual([200, 'image/svg+xml']);
    expect((await p.page.request.get('/sitemap.xml')).status()).toBe(404);
    await p.close();
  });
});
