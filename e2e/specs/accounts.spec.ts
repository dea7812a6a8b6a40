import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { makeIdCard } from '../support/id-card.ts';
import { freshPhone } from '../support/phones.ts';
import { DEMO_PASSWORD, DEMO_PHONE, PortalPage } from '../pages/portal-page.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

describe('accounts and linked patients', () => {
  it('register with the SMS code → sign out → sign in → add patients → set default → sign out → protected route asks to sign in', async () => {
    const p = await PortalPage.open(browser);
    await p.skipHomeTips('1003');
    const phone = freshPhone();
    const password = 'Walk2026!ok';

    await p.goto('/?hosId=1003');
    await p.testId('hospital-name').waitFor();
    await p.goto('/login/register');
    await p.testId('register-phone').fill(phone);
    await p.testId('register-code').fill(await p.sendCode('1003', phone));
    await p.testId('register-password').fill(password);
    await p.testId('register-confirm').fill(password);
    await screenshot(p.page, 'register-filled');
    await p.testId('register-submit').click();
    await p.testId('user-menu').waitFor();
    expect(await p.testId('user-menu').textContent()).toContain(
      `${phone.slice(0, 3)}****${phone.slice(7)}`,
    );

    await p.testId('user-menu').click();
    await p.testId('sign-out').click();
    await p.testId('sign-in-status').waitFor();

    // Sign in with the password, coming back to where sign-in was asked for.
    await p.goto('/patient/out/homepage');
    await p.page.waitForURL('**/login?redirect=%2Fpatient%2Fout%2Fhomepage');
    await p.testId('login-tab-password').click();
    await p.testId('login-phone').fill(phone);
    await p.testId('login-password').fill(password);
    await p.testId('login-submit').click();
    await p.page.waitForURL('**/patient/out/homepage');
    await p.waitForTitle('patient management');

    // Add two patients; the first becomes the default, then the default moves.
    const addPatient = async (name: string, idCard: string, relation: string) => {
      await p.testId('add-patient').click();
      await p.testId('patient-form-name').fill(name);
      await p.testId('patient-form-cert-no').fill(idCard);
      await p.testId('patient-form-phone').fill('13700000002');
      await p.testId('patient-form-relation').getByText(relation, { exact: true }).click();
      await p.testId('patient-form-submit').click();
      await p.page.getByTestId('patient-name').filter({ hasText: name }).waitFor();
      // As a patient would: the dialog has closed (its closing hands focus back to 'add patient') before the next click.
      await p.page.getByRole('dialog').waitFor({ state: 'hidden' });
    };
    await addPatient('Wang Fang', makeIdCard('1985-03-14', false), 'Self');
    await addPatient('Wang Lei', makeIdCard('2015-08-02', true), 'Child');
    const cards = p.page.locator('[data-testid^="patient-card-"]');
    expect(await cards.count()).toBe(2);
    const card = (name: string) =>
      cards.filter({ has: p.page.getByTestId('patient-name').filter({ hasText: name }) });
    expect(await card('Wang Fang').getByTestId('patient-default-badge').count()).toBe(1);
    expect(await card('Wang Fang').textContent()).not.toMatch(/\d{17}[\dX]/);

    await card('Wang Lei').getByTestId('set-default').click();
    await card('Wang Lei').getByTestId('patient-default-badge').waitFor();
    expect(await card('Wang Fang').getByTestId('patient-default-badge').count()).toBe(0);
    // A new ID the hospital's system does not know has no card yet.
    expect(
      await card('Wang Lei')
        .getByTestId(/^card-out-/)
        .textContent(),
    ).toContain('Not bound');
    await screenshot(p.page, 'patients-after-default');

    await p.testId('user-menu').click();
    await p.testId('sign-out').click();
    // Signed out once the header says so; navigating earlier can still carry the session being cleared.
    await p.testId('sign-in-status').waitFor();
    await p.goto('/patient/out/homepage');
    await p.page.waitForURL('**/login?redirect=%2Fpatient%2Fout%2Fhomepage');
    await p.close();
  });

  it('the demo account sees its patients, cards and balances; SMS sign-in; one hospital at a time', async () => {
    const p = await PortalPage.open(browser);
    await p.skipHomeTips('1001', '1002');
    await p.goto('/?hosId=1001');
    await p.testId('hospital-name').waitFor();
    await p.goto('/login');
    await p.testId('login-tab-sms').click();
    await p.testId('login-phone').fill(DEMO_PHONE);
    await p.testId('login-code').fill(await p.sendCode('1001', DEMO_PHONE));
    await p.testId('login-submit').click();
    await p.testId('user-menu').waitFor();

    await p.goto('/patient/out/homepage');
    await p.waitForTitle('patient management');
    const cards = p.page.locator('[data-testid^="patient-card-"]');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(3);
    // Balances come from the hospital's system after the cards: wait for one rather than read them at once.
    await p.page
      .getByTestId('card-balance')
      .filter({ hasText: /¥\s?\d+\.\d{2}/ })
      .first()
      .waitFor();
    const body = (await p.page.locator('main').textContent()) ?? '';
    expect(body).not.toMatch(/\d{17}[\dX]/);
    expect(body).toContain('********');
    await screenshot(p.page, 'demo-patients-cards');

    // Signed in at 1001 only: 1002 asks to sign in.
    await p.goto('/?hosId=1002');
    await p.page.waitForURL('**/login?redirect=%2F');
    expect(await p.testId('user-menu').count()).toBe(0);
    await p.close();
  });

  it('1002 signs in by code only: its account page says whose account it is, and registering lists its two agreements and asks no password', async () => {
    const p = await PortalPage.open(browser);
    await p.skipHomeTips('1002');
    await p.goto('/?hosId=1002');
    await p.testId('hospital-name').waitFor();
    await p.goto('/login');
    await p.testId('login-phone').waitFor();
    expect(await p.testId('account-scope').textContent()).toContain(
      "Your account is for Sunshine Children's Hospital",
    );
    // No password to forget where none is used.
    expect(await p.testId('forgot-password-link').count()).toBe(0);
    await screenshot(p.page, 'login-1002-account-scope');

    await p.testId('register-link').click();
    const agreements = p.testId('registration-agreements');
    await agreements.getByTestId('agreement-USER_SERVICE').waitFor();
    expect(await agreements.getByTestId('agreement-USER_SERVICE').textContent()).toBe(
      'User service agreement',
    );
    expect(await agreements.getByTestId('agreement-USER_PRIVACY').textContent()).toBe(
      'Privacy policy',
    );
    expect(await p.testId('register-code-only').textContent()).toContain(
      "Sunshine Children's Hospital signs you in with a code",
    );
    expect(await p.testId('register-password').count()).toBe(0);
    expect(await p.testId('register-confirm').count()).toBe(0);
    await agreements.getByTestId('agreement-USER_PRIVACY').click();
    await p.page
      .getByRole('dialog')
      .getByText('the identity details of the children you add')
      .waitFor();
    await p.page.keyboard.press('Escape');
    await p.page.getByRole('dialog').waitFor({ state: 'hidden' });

    const phone = freshPhone();
    await p.testId('register-phone').fill(phone);
    await p.testId('register-code').fill(await p.sendCode('1002', phone));
    await screenshot(p.page, 'register-1002-code-only');
    await p.testId('register-submit').click();
    await p.testId('user-menu').waitFor();
    expect(await p.testId('user-menu').textContent()).toContain(
      `${phone.slice(0, 3)}****${phone.slice(7)}`,
    );
    await p.close();
  });

  it('refuses a wrong password with the catalogue text', async () => {
    const p = await PortalPage.open(browser);
    await p.skipHomeTips('1003');
    await p.goto('/?hosId=1003');
    await p.testId('hospital-name').waitFor();
    await p.goto('/login');
    await p.testId('login-tab-password').click();
    await p.testId('login-phone').fill(DEMO_PHONE);
    await p.testId('login-password').fill(`${DEMO_PASSWORD}x`);
    await p.testId('login-submit').click();
    await p.page.getByText('The phone number or password is incorrect').first().waitFor();
    await p.testId('login-phone').fill('13900000009');
    await p.testId('login-password').fill(DEMO_PASSWORD);
    await p.testId('login-submit').click();
    await p.page
      .getByText('This phone number is not registered, please register first')
      .first()
      .waitFor();
    await p.close();
  });
});
