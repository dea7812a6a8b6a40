import { describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_TOKEN } from '../../apps/server/src/config/demo-mode.ts';
import { callOk } from '../support/api.ts';
import { screenshot } from '../support/browser.ts';
import { tomorrowAt, useJourneyServer } from '../pages/journey-server.ts';
import type { PortalPage } from '../pages/portal-page.ts';

/**
 * 5 in Chromium at 1001: a stay from the doctor's admission notice to the invoice, on a server of the
 * journey's own (the stay moves money and ends discharged). Its clock starts tomorrow at 10:00 hospital time: inside
 * 1001's deposit top-up window (07:00–22:00) whatever the hour the suite runs at, and the browser's clock is fixed there.
 *
 * The demo account's second patient, Liu Guifang, holds no inpatient card and no stay (apps/server/demo/1001/his.json).
 * The notice asks her to arrive that same day, so the sandbox HIS charges the stay's first day at once
 * (his/sandbox/inpatient-days.ts day 0: bed ¥60 + nursing ¥35 + admission examination ¥280 + blood count ¥25 = ¥400).
 * With urban employee insurance (70 %) the self-pay part is ¥120; deposits of ¥100 + ¥100 leave a surplus of ¥80,
 * which goes back to the QR payments at discharge.
 */
const AT = tomorrowAt('10:00');
const HOS = '1001';
const PATIENT = { name: 'Liu Guifang', certType: 0, certNo: '330106195809230429' };
const hospitalDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(AT);

const journey = useJourneyServer({ at: AT });

const operator = <T>(path: string, body: unknown) =>
  callOk<T>(journey.server.baseUrl, 'POST', path, `Bearer ${DEMO_OPERATOR_TOKEN}`, body);

/** A deposit on the open in-recharge form (the inpatient card of the current patient), paid by QR. */
async function payDeposit(p: PortalPage, yuan: number) {
  await p.testId('recharge-form').waitFor();
  expect(await p.testId('recharge-card').textContent()).toContain('Inpatient card');
  await p.testId('recharge-amount').fill(String(yuan));
  await p.testId('recharge-pay-qr').click();
  await p.payByQrOnPhone(`¥${yuan}.00`);
}

describe('inpatient stay', () => {
  it('admission notice → self-admission with a QR deposit → top-up → daily bill → discharge with the surplus refunded → the invoice', async () => {
    const notice = await operator<{ noticeId: string; patientName: string; arriveOn: string }>(
      '/operator/api/his/inpatient/notice',
      {
        hosId: HOS,
        certType: PATIENT.certType,
        certNo: PATIENT.certNo,
        deptName: 'Respiratory Medicine',
        ward: 'Respiratory Ward 1',
        doctorName: 'Zhao Min',
        diagnosis: 'Community-acquired pneumonia',
        arriveOn: hospitalDay,
      },
    );
    expect(notice.patientName).toBe(PATIENT.name);

    const p = await journey.visit(HOS);
    await p.goto('/inpatient/self-admission');
    // The notice is Liu Guifang's: the default patient (Wang Jianguo) has none to act on.
    await p.testId('patient-select').click();
    await p.page.locator(`.ant-select-item-option[title="${PATIENT.name}"]`).click();
    await p.testId('self-admission-form').waitFor();
    expect(await p.testId('admission-notice').textContent()).toContain('Respiratory Ward 1');
    await p.testId('admission-contact-name').fill('Wang Jianguo');
    await p.testId('admission-contact-phone').fill('13800000001');
    await p.testId('admission-insurance').click();
    await p.page
      .locator('.ant-select-item-option[title="Urban employee medical insurance"]')
      .click();
    await p.testId('admission-submit').click();
    const done = p.testId('admission-done');
    await done.waitFor();
    expect(await done.textContent()).toContain('Respiratory Ward 1');
    expect(await done.textContent()).toContain(hospitalDay);

    // The first deposit on in-recharge (the inpatient card the admission opened), then a top-up from the card's page.
    await p.testId('pay-first-deposit').click();
    await payDeposit(p, 100);
    await p.testId('pay-result-recharge-home').click();
    await p.page.locator('[data-testid="recharge-balance"]', { hasText: '¥100.00' }).waitFor();
    await p.testId('recharge-top-up-link').click();
    await payDeposit(p, 100);

    // The inpatient home: the stay with both deposits and the first day's costs.
    await p.goto('/inpatient/homepage');
    const card = p.testId('stay-card');
    await card.locator('[data-testid="stay-ward"]', { hasText: 'Respiratory Ward 1' }).waitFor();
    await card.locator('[data-testid="stay-deposit"]', { hasText: '¥200.00' }).waitFor();
    expect(await card.getByTestId('stay-costs').textContent()).toContain('¥400.00');
    const dischargeHref =
      (await p.testId('inpatient-link-leave-discharge').getAttribute('href')) ?? '';
    const stayId = new URL(dischargeHref, journey.server.baseUrl).searchParams.get('stayId') ?? '';
    expect(stayId).toMatch(new RegExp(`-${hospitalDay.replaceAll('-', '')}$`));

    // in-payment-day: the first day with its items.
    await p.testId('inpatient-link-in-payment-day').click();
    await p.testId('daily-bill-sheet').waitFor();
    const day = p.testId(`daily-bill-day-${hospitalDay}`);
    expect(await day.getByTestId('daily-bill-day-total').textContent()).toBe('¥400.00');
    await day.click();
    const items = p.testId(`daily-bill-items-${hospitalDay}`);
    await items.waitFor();
    expect(await items.textContent()).toContain('Admission examination');

    // The doctor orders the discharge (in the hospital's system); the patient settles it online.
    await operator('/operator/api/his/inpatient/discharge', {
      hosId: HOS,
      stayId,
      dischargeMode: 'cured',
    });
    await p.goto(`/inpatient/leave-discharge?stayId=${encodeURIComponent(stayId)}`);
    await p.testId('settlement').waitFor();
    const cell = (id: string) => p.testId(`settlement-${id}`).textContent();
    expect([
      await cell('total'),
      await cell('insurance'),
      await cell('self-pay'),
      await cell('deposit'),
      await cell('difference'),
    ]).toEqual(['¥400.00', '¥280.00', '¥120.00', '¥200.00', '¥80.00']);
    await screenshot(p.page, 'inpatient-leave-discharge');
    expect(await p.testId('settle-stay').textContent()).toBe('Settle and refund ¥80.00');
    await p.testId('settle-stay').click();
    await p.testId('stay-settled').waitFor();
    const refunds = await p.testId('stay-refunds').locator('li').allTextContents();
    const refunded = refunds
      .map((r) => Number(/¥([\d.]+)/.exec(r)?.[1] ?? 0))
      .reduce((a, b) => a + b, 0);
    expect(refunded).toBe(80);
    expect(refunds.every((r) => r.includes('back to the QR payment account'))).toBe(true);

    // The stay's invoice (ZY-<stay id>) among the electronic invoices.
    await p.goto('/inpatient/electronic-invoice');
    await p.waitForTitle('Electronic invoices');
    const invoice = p.testId(`invoice-ZY-${stayId}`);
    await invoice.waitFor();
    expect(await invoice.textContent()).toContain('¥400.00');
    await p.close();
  });
});
