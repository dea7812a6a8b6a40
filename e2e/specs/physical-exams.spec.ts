import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useJourneyServer } from '../pages/journey-server.ts';
import { makeIdCard } from '../support/id-card.ts';

/**
 * Physical exams in Chromium at 1001, on a server of the journey's own (bookings and payments change the demo data):
 * the demo patient is offered only the packages meant for him, books the basic check-up (¥205.00) on a date, sees by when it must be paid, and pays it by QR on
 * the sandbox scan page; then, as the group leader the demo account is at 1001, uploads a member file with bad rows
 * (the report names each row and column, nothing is imported), a corrected file, registers the group and pays once
 * for both members (¥410.00).
 */
const journey = useJourneyServer();

const csvFile = (rows: string[][]) => ({
  name: 'members.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(rows.map((r) => r.join(',')).join('\n')),
});

/** An instant as the portal shows it in en-US at a hospital in Shanghai (web lib/date-time.ts). */
const shanghaiTime = (at: Date) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(at);

/** Chooses the basic check-up and its second bookable date. */
async function choosePackageDate(page: Page) {
  await page.getByTestId('physical-package-PK-BASIC').getByRole('radio').check();
  await page.locator('.physical-dates label.ant-radio-button-wrapper').nth(1).click();
}

describe('physical exams', () => {
  it('books and pays a package, and a leader imports a group from a file and pays once', async () => {
    const p = await journey.visit('1001');
    await p.goto('/physical/booking');
    await p.waitForTitle('Physical exams');
    expect(
      await p
        .testId('physical-package-PK-BASIC')
        .getByTestId('physical-package-price')
        .textContent(),
    ).toBe('¥205.00');
    // The default patient, Wang Jianguo (a man born 1986), is offered neither the women's nor the senior (60+) package.
    for (const id of ['PK-FEMALE', 'PK-SENIOR']) {
      expect(await p.testId(`physical-package-${id}`).getByRole('radio').isDisabled()).toBe(true);
      expect(
        await p
          .testId(`physical-package-${id}`)
          .getByTestId('physical-package-unsuited')
          .textContent(),
      ).toBe('Not for this patient');
    }
    expect(await p.testId('physical-package-PK-MALE').getByRole('radio').isDisabled()).toBe(false);
    await choosePackageDate(p.page);
    const bookedFrom = Date.now();
    await p.testId('physical-book').click();
    // Before paying, the list tells by when (1001 gives 900 s, then the booking expires), in the hospital's zone.
    await p.page.waitForURL('**/homepage/payment?outTradeNo=*');
    await p.goto('/physical/booking');
    const unpaid = p.page.locator('[data-testid^="physical-booking-"][data-kind="single"]').first();
    const payBy = unpaid.getByTestId('physical-pay-by');
    await payBy.waitFor();
    const deadline = new Date((await payBy.getAttribute('data-pay-by')) ?? '');
    expect(deadline.getTime()).toBeGreaterThanOrEqual(bookedFrom + 900_000 - 1_000);
    expect(deadline.getTime()).toBeLessThanOrEqual(Date.now() + 900_000);
    expect(await payBy.textContent()).toBe(`Pay by ${shanghaiTime(deadline)}`);
    await unpaid.getByTestId('physical-pay').click();
    await p.payByQrOnPhone('¥205.00');
    await p.testId('pay-result-physical').click();
    await p.page.waitForURL('**/physical/booking');
    const booking = p.page
      .locator('[data-testid^="physical-booking-"][data-kind="single"]')
      .first();
    await booking.locator('[data-testid="physical-status"][data-status="paid"]').waitFor();
    expect(await booking.getByTestId('physical-pay-by').count()).toBe(0);

    // The leader's group: a file with bad rows is reported row by row and imports nobody.
    await p.goto('/physical/group-register');
    await p.waitForTitle('Group physical exams');
    await choosePackageDate(p.page);
    const a = makeIdCard('1985-01-01', true);
    const b = makeIdCard('1990-02-02', false);
    await p.page.setInputFiles(
      'input[type=file]',
      csvFile([
        ['name', 'certNo', 'phone'],
        ['Zhang Wei', a, '13912340001'],
        ['', '110105194912310021', '139'],
        ['Li Na', b, '13912340002'],
      ]),
    );
    const problems = p.testId('physical-import-problems');
    await problems.waitFor();
    expect(await problems.locator('tbody tr').allTextContents()).toEqual([
      '3NameName is required',
      '3ID numberID number is invalid',
      '3PhonePhone is invalid',
    ]);
    expect(await p.testId('physical-register').isDisabled()).toBe(true);

    await p.page.setInputFiles(
      'input[type=file]',
      csvFile([
        ['name', 'certNo', 'phone'],
        ['Zhang Wei', a, '13912340001'],
        ['Li Na', b, '13912340002'],
      ]),
    );
    await p.page
      .locator('[data-testid="physical-import-ok"]', { hasText: '2 members read, no problems' })
      .waitFor();
    await p.testId('physical-register').click();
    await p.payByQrOnPhone('¥410.00');

    await p.goto('/physical/group-register');
    const group = p.page.locator('[data-testid^="physical-booking-"][data-kind="group"]').first();
    await group.locator('[data-testid="physical-members"] tbody tr').nth(1).waitFor();
    expect(
      await group
        .locator('[data-testid="physical-members"] [data-testid="physical-status"]')
        .evaluateAll((tags) => tags.map((t) => t.getAttribute('data-status'))),
    ).toEqual(['paid', 'paid']);
    expect(await group.getByTestId('physical-booking-amount').textContent()).toContain('¥410.00');
    await p.close();
  });
});
