import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { registerFreshAccount } from '../support/api.ts';
import { PortalPage } from '../pages/portal-page.ts';

let browser: Browser;
let p: PortalPage;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

/** Route table, written out from the spec (not imported from the app) so the two are checked against each other. */
const SPEC_ROUTES: { path: string; login: boolean; title?: string }[] = [
  { path: '/homepage/payment', login: false },
  { path: '/login', login: false },
  { path: '/login/register', login: false },
  { path: '/login/register?mode=3', login: true },
  { path: '/appointment/area', login: false, title: 'Choose a service type' },
  { path: '/appointment/depart', login: true, title: 'Choose a doctor' },
  { path: '/appointment/doctor', login: true, title: 'Choose a time' },
  { path: '/appointment/confirm', login: true, title: 'Confirm appointment' },
  { path: '/appointment/complete', login: true, title: 'Appointment booked' },
  { path: '/appointment/record', login: true, title: 'My appointments' },
  { path: '/appointment/record-info?id=1', login: true },
  { path: '/appointment/search?dynamic=heart', login: true, title: 'Search doctors' },
  { path: '/recharge/out/homepage', login: true },
  { path: '/other/multi-patient/1', login: true },
  { path: '/other/instructions', login: true },
  { path: '/other/medical-guide', login: false },
  { path: '/lecture/homepage', login: false },
  { path: '/lecture/homepage/article', login: false },
  { path: '/lecture/homepage/video', login: false },
  { path: '/patient/out/homepage', login: true, title: 'Patient management' },
  ...['prescription', 'payment', 'report', 'discharge-medicine', 'pathology'].flatMap((q) => [
    { path: `/query/${q}`, login: true },
    { path: `/query/${q}/detail`, login: true },
  ]),
  // Prices are the same for everyone, yet the price query needs sign-in like every other query.
  { path: '/query/price', login: true },
  { path: '/query/price/detail', login: true },
  { path: '/query/payment-day', login: true },
  { path: '/query/cloud-film', login: true },
];

describe('route table and guards', () => {
  beforeAll(async () => {
    p = await PortalPage.open(browser);
    await p.skipHomeTips('1001', '1002');
    await p.goto('/?hosId=1001');
    await p.testId('hospital-name').waitFor();
  });
  afterAll(async () => p.close());

  it.each(SPEC_ROUTES)('$path (login: $login)', async ({ path, login, title }) => {
    await p.goto(path);
    if (login) {
      await p.page.waitForURL((u) => u.pathname === '/login');
      expect(new URL(p.page.url()).searchParams.get('redirect')).toBe(path);
    } else {
      await p.testId('page-title').waitFor();
      expect(p.pathAndQuery()).toBe(path);
    }
    if (title && !login) await p.waitForTitle(title);
    else await p.testId('page-title').waitFor();
  });

  it('renders the schedule route bare, without the frame', async () => {
    await p.goto('/appointment/schedule');
    await p.testId('bare-page').waitFor();
    expect(await p.testId('nav-menu').count()).toBe(0);
    expect(await p.testId('footer').count()).toBe(0);
  });

  it('renders the scan-to-pay page with no hospital chosen and no one signed in', async () => {
    const phone = await PortalPage.open(browser);
    const path = '/hos/ui/scan/payment/no-such-token-0123456789';
    await phone.goto(path);
    await phone.page.locator('[data-testid="scan-state"][data-state="unknown"]').waitFor();
    expect(phone.pathAndQuery()).toBe(path);
    expect(await phone.testId('nav-menu').count()).toBe(0);
    expect(await phone.page.evaluate(() => localStorage.getItem('portal.hosId'))).toBeNull();
    await phone.close();
  });

  it('root follows pcEntranceArea: 1002 needs sign-in for "choose doctor"', async () => {
    await p.goto('/?hosId=1002');
    await p.page.waitForURL('**/login?redirect=%2F');
  });

  it('a signed-in visitor reaches a login route and sees its title', async () => {
    const signedIn = await PortalPage.open(browser);
    await signedIn.skipHomeTips('1002');
    await signedIn.signIn('1002');
    await signedIn.goto('/?hosId=1002');
    await signedIn.waitForTitle('Choose a doctor');
    await signedIn.goto('/login?redirect=%2Fpatient%2Fout%2Fhomepage');
    await signedIn.page.waitForURL('**/patient/out/homepage');
    await signedIn.waitForTitle('patient management');
    await screenshot(signedIn.page, 'signed-in-patient-management');

    // 1002 has closed the physical-exam function, so its pages answer FUNC001 even on a typed URL.
    await signedIn.goto('/physical/group-register');
    await signedIn.testId('function-closed').waitFor();
    await signedIn.close();

    // Where it is open (1001), leader-only routes show the permission message to everyone else.
    const password = 'Walk2026!ok';
    const phone = await registerFreshAccount('1001', password);
    const member = await PortalPage.open(browser);
    await member.skipHomeTips('1001');
    await member.signIn('1001', phone, password);
    await member.goto('/physical/group-register?hosId=1001');
    await member.testId('permission-message').waitFor();
    expect(await member.testId('permission-message').textContent()).toContain(
      'Only the physical-exam group leader may use this function',
    );
    await screenshot(member.page, 'leader-permission');
    await member.close();

    const leader = await PortalPage.open(browser);
    await leader.skipHomeTips('1001');
    await leader.signIn('1001');
    await leader.goto('/physical/group-register?hosId=1001');
    await leader.testId('page-title').waitFor();
    expect(await leader.testId('permission-message').count()).toBe(0);
    await leader.close();
  });

  it('an anonymous visitor of a leader route is sent to sign in first', async () => {
    await p.goto('/?hosId=1001');
    await p.testId('hospital-name').waitFor();
    await p.goto('/physical/report');
    await p.page.waitForURL('**/login?redirect=%2Fphysical%2Freport');
  });
});
