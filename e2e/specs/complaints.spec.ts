import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { staffApi } from '../support/staff-api.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { PortalPage } from '../pages/portal-page.ts';

/**
 * Complaints and uploads in Chromium at 1001: the demo patient files a complaint with a photo (uploaded as it is
 * chosen, bizType feedback), sees it submitted; the hospital reads it with the photo through its own signed URL and
 * replies (its support staff, through the console's calls); the patient's page shows the reply, and the photo loads through the patient's signed URL.
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

interface HospitalComplaint {
  complaintId: string;
  content: string;
  photoUrls: string[];
  status: string;
}

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
    await expect.poll(() => item.getByTestId('complaint-status').textContent()).toBe('Submitted');
    await screenshot(p.page, 'complaint-submitted');

    // The hospital's side: it reads the complaint with its photo (a URL signed for the hospital) and replies.
    const support = await staffApi(baseUrl, '1001', 'support');
    const mine = (
      await support.call<HospitalComplaint[]>('GET', '/console/api/hospitals/1001/complaints')
    ).find((c) => c.content === content)!;
    expect(mine.photoUrls).toHaveLength(1);
    const photo = await fetch(`${baseUrl}${mine.photoUrls[0]}`);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await photo.arrayBuffer()).equals(PNG)).toBe(true);
    const reply = 'Thank you: the lift was repaired the same afternoon.';
    await support.call(
      'POST',
      `/console/api/hospitals/1001/complaints/${mine.complaintId}/answer`,
      {
        action: 'reply',
        reply,
      },
    );

    await p.page.reload();
    await p.waitForTitle('Complaints and suggestions');
    await expect.poll(() => item.getByTestId('complaint-status').textContent()).toBe('Replied');
    expect(await item.getByTestId('complaint-reply').textContent()).toContain(reply);
    // The patient's own photo comes back through a short-lived signed URL and actually loads.
    const img = item
      .locator('img[data-testid="complaint-photo"], [data-testid="complaint-photo"] img')
      .first();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBe(1);
    await screenshot(p.page, 'complaint-replied');
    await p.close();
  });
});
