import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations } from '../support/axe.ts';
import { ConsolePage } from '../pages/console-page.ts';
import { DEMO_STAFF } from '../../apps/server/src/demo/seed-staff.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { PortalPage } from '../pages/portal-page.ts';

/**
 * Complaints and uploads in Chromium at 1001: the demo patient files a complaint with a photo (uploaded as it is
 * chosen, bizType feedback), sees it new; in the console's inbox patient support reads it with the photo through the
 * hospital's own signed URL, takes it on, assigns it to the hospital administrator and back, and replies; the patient's
 * page shows the reply, the message centre tells of it and opens the complaint, and the photo loads through the
 * patient's signed URL. An editor has no complaints page, and the API refuses them.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** A real 1×1 PNG: the server sniffs content, so a renamed text file would be refused. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('complaints and suggestions', () => {
  it('files a complaint with a photo and sees the reply after the hospital answers it', async () => {
    const baseUrl = inject('baseUrl');
    const content = `The lift in building 2 was out of order (${Date.now()}).`;
    const p = await PortalPage.visit(browser, '1001');
    await p.goto('/complaint-suggest');
    await p.waitForTitle('Complaints and suggestions');
    await p.testId('complaint-form').waitFor();

    await p.testId('complaint-category').click();
    await p.page.locator('.ant-select-item-option[title="Environment and facilities"]').click();
    await p.testId('complaint-content').fill(content);
    // Refused in the browser before anything is sent: a type the feedback upload does not take.
    const picker = p.page.locator('.complaint-form input[type="file"]');
    await picker.setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n'),
    });
    await expect
      .poll(() => p.testId('complaint-photos-refusal').textContent())
      .toBe('notes.pdf cannot be uploaded here: allowed types are jpg, jpeg, png, gif, bmp, webp');
    expect(await p.page.locator('.ant-upload-list-item').count()).toBe(0);
    await picker.setInputFiles({ name: 'lift.png', mimeType: 'image/png', buffer: PNG });
    await p.page.locator('.ant-upload-list-item-done').waitFor();
    await p.testId('complaint-contact-phone').fill('13912345678');
    await p.testId('complaint-submit').click();
    await p.testId('complaint-submitted').waitFor();
    const item = p.testId('complaint-item').filter({ hasText: content });
    await expect.poll(() => item.getByTestId('complaint-status').textContent()).toBe('New');
    await screenshot(p.page, 'complaint-submitted');

    // The hospital's side, in the console: patient support opens the inbox, finds the complaint with its photo (a link
    // signed for the hospital), takes it on and replies.
    const who = DEMO_STAFF.find((s) => s.role === 'support' && s.hosId === '1001')!;
    const c = await ConsolePage.open(browser, baseUrl);
    await c.signIn(who.phone, who.totpSecret);
    await c.openMenu('Complaints');
    await c.page.getByRole('heading', { name: 'Complaints' }).waitFor();
    const row = c.page.getByRole('row').filter({ hasText: content });
    await row.getByText('New', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Take on' }).click();
    await c.page.getByText('You have taken it on.').waitFor();
    await row.getByText('In progress').waitFor();
    await row.getByText(who.name).waitFor();
    // Assigned to a colleague who answers complaints, and back.
    const assign = async (name: string) => {
      await row.getByLabel('Assign to').click();
      await c.page.locator('.ant-select-dropdown:visible').getByText(name, { exact: true }).click();
      await c.page.getByText(`Assigned to ${name}.`).waitFor();
    };
    const admin = DEMO_STAFF.find((s) => s.role === 'hospitalAdmin' && s.hosId === '1001')!;
    await assign(admin.name);
    await c.page.getByRole('switch').click();
    await row.waitFor({ state: 'detached' });
    await c.page.getByRole('switch').click();
    await assign(who.name);
    await c.page.getByRole('switch').click();
    await row.getByText(who.name).waitFor();
    await row.getByRole('button', { name: /expand/i }).click();
    const link = c.page.getByRole('link', { name: 'Photo 1' });
    const photo = await fetch(`${baseUrl}${await link.getAttribute('href')}`);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await photo.arrayBuffer()).equals(PNG)).toBe(true);
    await c.page.waitForFunction(() => !document.querySelector('.ant-spin-spinning'));
    expect(await axeViolations(c.page)).toEqual([]);
    const reply = 'Thank you: the lift was repaired the same afternoon.';
    await row.getByRole('button', { name: 'Reply' }).click();
    const dialog = c.page.getByRole('dialog', { name: 'Reply to the patient' });
    await dialog.getByLabel('Reply (the patient sees it)').fill(reply);
    await screenshot(c.page, 'console-complaint-reply');
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    await c.page.getByText('The reply has been sent.').waitFor();
    await c.close();

    await p.page.reload();
    await p.waitForTitle('Complaints and suggestions');
    await expect.poll(() => item.getByTestId('complaint-status').textContent()).toBe('Answered');
    expect(await item.getByTestId('complaint-reply').textContent()).toContain(reply);
    // The message centre tells of the reply, and its link opens this complaint.
    await p.testId('message-bell').click();
    const told = p.testId('message-item').filter({ hasText: reply });
    await told.waitFor();
    expect(await told.count()).toBe(1);
    expect(await told.innerText()).toContain(`The hospital replied to your complaint: ${reply}`);
    await told.getByRole('link', { name: 'Reply to your complaint' }).click();
    await p.page.waitForURL(/\/complaint-suggest\?complaintId=/);
    await expect.poll(() => item.getAttribute('aria-current')).toBe('true');
    // The patient's own photo comes back through a short-lived signed URL and actually loads.
    const img = item
      .locator('img[data-testid="complaint-photo"], [data-testid="complaint-photo"] img')
      .first();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBe(1);
    await screenshot(p.page, 'complaint-replied');
    await p.close();

    // An editor has no complaints page, and the API refuses them.
    const editor = DEMO_STAFF.find((s) => s.role === 'editor' && s.hosId === '1001')!;
    const e = await ConsolePage.open(browser, baseUrl);
    await e.signIn(editor.phone, editor.totpSecret);
    const menu = e.page.getByRole('navigation', { name: 'Console menu' });
    expect(await menu.getByRole('menuitem', { name: 'Complaints' }).count()).toBe(0);
    const refused = await e.call('GET', '/console/api/hospitals/1001/complaints');
    expect(refused).toMatchObject({ status: 403, body: { messageKey: 'STAFF006' } });
    await e.close();
  });
});
