import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DEMO_STAFF } from '../../apps/server/src/demo/seed-staff.ts';
import { axeViolations } from '../support/axe.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { startServerOnFreshData, type RunningServer } from '../support/server.ts';
import { staffApi } from '../support/staff-api.ts';
import { ConsolePage } from '../pages/console-page.ts';
import { PortalPage } from '../pages/portal-page.ts';

/**
 * Lectures edited in 1001's console (docs/health-content.md#editing): an editor writes an article as a draft in both
 * languages, previews it in the framed patient portal in each language and publishes it; a patient then finds it in
 * the article list, and once it is unpublished no longer does. A finance user has no Content menu and the API refuses
 * them. Its own server: a published lecture would change other journeys' lecture lists.
 */
let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  server = await startServerOnFreshData('console-content');
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const staff = (role: string) => DEMO_STAFF.find((s) => s.role === role && s.hosId === '1001')!;

async function signedIn(role: string) {
  const c = await ConsolePage.open(browser, server.baseUrl);
  await c.signIn(staff(role).phone, staff(role).totpSecret);
  return c;
}

/** Checked with the pointer away from the button just clicked (its hover colour fades out) and every spinner gone. */
async function noAxeViolations(c: ConsolePage) {
  await c.page.mouse.move(0, 0);
  await c.page.waitForFunction(() => !document.querySelector('.ant-spin-spinning'));
  await expect.poll(() => axeViolations(c.page)).toEqual([]);
}

/** The article titles a patient reading `lang` finds at 1001. */
async function patientTitles(lang: string): Promise<string[]> {
  const res = await fetch(`${server.baseUrl}/lecture/api/list?hosId=1001&pageSize=50`, {
    headers: { 'accept-language': lang },
  });
  const body = (await res.json()) as { data: { items: { title: string }[] } };
  return body.data.items.map((i) => i.title);
}

const EN = 'Sleep and your blood pressure';
const ZH = '睡眠与血压';

describe("the console's lectures", () => {
  it('an editor drafts an article in both languages, previews it, publishes it; unpublished it is gone', async () => {
    const editor = await signedIn('editor');
    await editor.openMenu('Lectures');
    await editor.page.getByRole('heading', { name: 'Lectures' }).waitFor();
    await noAxeViolations(editor);
    await editor.page.getByRole('button', { name: 'New lecture' }).click();
    await editor.page.getByRole('heading', { name: 'New lecture' }).waitFor();

    await editor.page.locator('#lecture-title-en-US').fill(EN);
    await editor.page.locator('#lecture-summary-en-US').fill('Why a good night matters.');
    await editor.page
      .locator('#lecture-body-en-US')
      .fill('<p>Adults need seven hours.</p><script>alert(1)</script>');
    await editor.page.locator('#lecture-title-zh-CN').fill(ZH);
    await editor.page.locator('#lecture-body-zh-CN').fill('<p>成年人需要七小时睡眠。</p>');
    await editor.page.getByRole('button', { name: 'Save draft' }).click();
    await editor.page.getByRole('heading', { name: 'Edit lecture' }).waitFor();
    expect(await editor.page.getByTestId('lecture-status').textContent()).toBe('Draft');
    // Cleaned on the server: the script is gone from what the editor now holds.
    await expect
      .poll(() => editor.page.locator('#lecture-body-en-US').inputValue())
      .toBe('<p>Adults need seven hours.</p>');
    await noAxeViolations(editor);
    expect(await patientTitles('en-US')).not.toContain(EN);

    // The preview: the patient portal, framed, draws the draft with the patient's lecture page, in each language.
    await editor.page.getByRole('button', { name: 'Preview' }).click();
    const frame = editor.page.frameLocator('iframe.preview-frame');
    await expect.poll(() => frame.getByTestId('lecture-title').textContent()).toBe(EN);
    await screenshot(editor.page, 'console-lecture-preview');
    await editor.page
      .getByRole('radiogroup', { name: 'Preview language' })
      .getByText('Chinese')
      .click();
    await expect
      .poll(() => frame.getByTestId('lecture-title').textContent(), { timeout: 10_000 })
      .toBe(ZH);
    expect(await frame.locator('.lecture-detail__body').textContent()).toBe(
      '成年人需要七小时睡眠。',
    );
    const drawer = editor.page.getByRole('dialog', { name: 'Preview as patients see it' });
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'hidden' });

    await editor.page.getByRole('button', { name: 'Publish' }).click();
    await editor.page.getByText('Published: patients see it now').waitFor();
    expect(await editor.page.getByTestId('lecture-status').textContent()).toBe('Published');

    // A patient finds it in the article list, and in Chinese under its Chinese title.
    const patient = await PortalPage.visit(browser, '1001', {
      signedIn: false,
      baseUrl: server.baseUrl,
    });
    await patient.goto('/lecture/homepage/article');
    await patient.page.getByTestId('lecture-link').filter({ hasText: EN }).waitFor();
    await screenshot(patient.page, 'console-lecture-published');
    await patient.close();
    expect(await patientTitles('zh-CN')).toContain(ZH);

    await editor.page.getByRole('button', { name: 'Unpublish' }).click();
    await editor.page.getByRole('button', { name: 'OK' }).click();
    await editor.page.getByText('Unpublished: patients no longer see it').waitFor();
    expect(await patientTitles('en-US')).not.toContain(EN);
    expect(await patientTitles('zh-CN')).not.toContain(ZH);
    await editor.close();
  });

  it('a finance user has no Content menu, and the API refuses them', async () => {
    const finance = await signedIn('finance');
    const menu = finance.page.getByRole('navigation', { name: 'Console menu' });
    await menu.getByRole('menuitem', { name: 'Dashboard' }).waitFor();
    expect(await menu.getByRole('menuitem', { name: 'Lectures' }).count()).toBe(0);
    expect(await menu.getByRole('menuitem', { name: 'Medical guide' }).count()).toBe(0);
    expect(await menu.getByText('Content', { exact: true }).count()).toBe(0);
    await finance.close();
    const api = await staffApi(server.baseUrl, '1001', 'finance');
    await expect(api.call('GET', '/console/api/hospitals/1001/lectures')).rejects.toThrow(
      /403 STAFF006/,
    );
  });
});
