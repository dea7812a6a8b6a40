import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { freshPhone } from '../support/phones.ts';
import { PortalPage } from '../pages/portal-page.ts';

/**
 * Linking a patient in the browser: a new account at 1001 links Wang Jianguo (the demo account's own patient) only with
 * his registered name and the code sent to the phone the hospital holds (13800000001, the demo account's: the demo
 * inbox shows it). The demo account then sees the stranger in the access log and removes the link.
 */
const WANG = { name: 'Wang Jianguo', certNo: '330106198604150314' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

describe('linking a person the hospital has a record of', () => {
  it('a new account links Wang Jianguo through the code step; the demo account sees it in the access log and revokes it', async () => {
    const stranger = await PortalPage.open(browser);
    await stranger.skipHomeTips('1001');
    const phone = freshPhone();
    const maskedStranger = `${phone.slice(0, 3)}****${phone.slice(7)}`;
    await stranger.register('1001', phone, 'Link2026!ok');
    await stranger.goto('/patient/out/homepage');
    await stranger.waitForTitle('patient management');

    // Another name with Wang's ID number: refused on the name field, no code step.
    await stranger.testId('add-patient').click();
    await stranger.testId('patient-form-name').fill('Mallory');
    await stranger.testId('patient-form-cert-no').fill(WANG.certNo);
    await stranger.testId('patient-form-phone').fill('13700000003');
    await stranger.testId('patient-form-relation').getByText('Friend', { exact: true }).click();
    await stranger.testId('patient-form-submit').click();
    await stranger.page
      .getByText("The name does not match the hospital's record of this person")
      .waitFor();
    expect(await stranger.testId('link-proof').count()).toBe(0);

    // His name: the hospital asks for the code sent to the phone it holds, shown masked; what was typed stays.
    await stranger.testId('patient-form-name').fill(WANG.name);
    await stranger.testId('patient-form-submit').click();
    await stranger.testId('link-proof').waitFor();
    expect(await stranger.testId('link-proof-phone').textContent()).toContain('138****0001');
    expect(await stranger.testId('patient-form-cert-no').inputValue()).toBe(WANG.certNo);
    await stranger.testId('link-proof-send').click();
    // The phone's inbox may already hold older texts (sign-in codes of other journeys): take the linking one.
    const code = stranger
      .testId('link-proof')
      .getByTestId('sms-inbox')
      .locator('li')
      .filter({ hasText: 'to link' })
      .getByTestId('sms-code')
      .first();
    await code.waitFor();
    await stranger.testId('link-proof-code').fill(((await code.textContent()) ?? '').trim());
    await stranger.testId('link-proof').getByTestId('sms-inbox').scrollIntoViewIfNeeded();
    await screenshot(stranger.page, 'patient-link-proof-step');
    await stranger.testId('patient-form-submit').click();
    const wangCard = stranger.page
      .locator('[data-testid^="patient-card-"]')
      .filter({ has: stranger.page.getByTestId('patient-name').filter({ hasText: WANG.name }) });
    await wangCard.getByTestId('card-balance').first().waitFor();
    await stranger.close();

    // The demo account, the phone holder the hospital knows, reads who linked Wang and removes that link.
    const owner = await PortalPage.open(browser);
    await owner.skipHomeTips('1001');
    await owner.signIn('1001');
    await owner.goto('/?hosId=1001');
    await owner.testId('user-menu').waitFor();
    await owner.goto('/patient/out/homepage');
    await owner.waitForTitle('patient management');
    // The owner's own visit logs about ten reads, newer than the stranger's: 'other accounts' shows the stranger's alone.
    await owner.testId('access-log-others').click();
    await owner
      .testId('access-log')
      .getByTestId('access-log-actor')
      .filter({ hasText: maskedStranger })
      .first()
      .waitFor();
    expect(
      await owner
        .testId('access-log')
        .getByTestId('access-log-actor')
        .filter({ hasText: '138****0001' })
        .count(),
    ).toBe(0);
    const ownerWang = owner.page
      .locator('[data-testid^="patient-card-"]')
      .filter({ has: owner.page.getByTestId('patient-name').filter({ hasText: WANG.name }) });
    await ownerWang.getByTestId('linked-accounts-toggle').click();
    const holders = ownerWang.getByTestId('linked-account');
    await holders.nth(1).waitFor();
    expect(await holders.allTextContents()).toEqual([
      expect.stringContaining('138****0001'),
      expect.stringContaining(maskedStranger),
    ]);
    await ownerWang.scrollIntoViewIfNeeded();
    await screenshot(owner.page, 'patient-linked-accounts');
    await ownerWang.getByTestId('revoke-holder').click();
    await owner.testId('modal-confirm').click();
    await expect.poll(() => holders.count(), { timeout: 10_000 }).toBe(1);
    expect(await ownerWang.getByTestId('revoke-holder').count()).toBe(0);
    await owner.close();
  });
});
