import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hosIdOf, type HosId } from '@portal/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertCard } from '../../../test/fixtures/his-sandbox/fees.fixtures.ts';
import {
  openRechargeAllDay,
  rechargeFixtures,
} from '../../../test/fixtures/recharge/recharge.fixtures.ts';

/**
 * The inpatient deposit's own minimum (config inRechargeMin, group HOSPITALIZED): the overview of clinic type 2 states
 * it and the QR top-up of that card enforces it, while the outpatient card keeps rechargeMin. 1003 sets 1000 yuan;
 * 1001 sets none (any positive amount), below its outpatient minimum of 1 yuan.
 */
let t: TestApp;
let f: ReturnType<typeof rechargeFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  await openRechargeAllDay(t.db, [hosIdOf('1001'), hosIdOf('1003')]);
  f = rechargeFixtures(t);
});
afterAll(async () => t.close());

/** A payer with an outpatient card (the fixture's) and an inpatient deposit card of the same person. */
async function inpatientPayer(hosId: HosId) {
  const u = await f.payer(hosId);
  const inCardId = await insertCard(
    t.db,
    hosId,
    { certType: 0, certNo: u.certNo },
    'Deposit Payer',
  );
  return { ...u, inCardId };
}

const rulesOf = async (u: Awaited<ReturnType<typeof inpatientPayer>>, clinicType: number) =>
  (await f.overview(u, u.patientId, clinicType)).json().data.rules as { minYuan: number };

describe('inRechargeMin', () => {
  it('1003: the deposit needs at least 1000 yuan (RECHARGE003), the outpatient card still 50', async () => {
    const u = await inpatientPayer(hosIdOf('1003'));
    expect((await rulesOf(u, 2)).minYuan).toBe(1000);
    expect((await rulesOf(u, 1)).minYuan).toBe(50);

    const below = await f.topUp(u, 99_999, { clinicType: 2 });
    expect(below.json()).toMatchObject({
      messageKey: 'RECHARGE003',
      params: { amount: '1000.00' },
    });
    expect(await f.ordersOfCard({ hosId: u.hosId, cardId: u.inCardId })).toEqual([]);

    expect((await f.topUp(u, 100_000, { clinicType: 2 })).json()).toMatchObject({ code: 0 });
    // The outpatient card is not held to the deposit's minimum.
    expect((await f.topUp(u, 5000)).json()).toMatchObject({ code: 0 });
  });

  it('1001: no deposit minimum, so 0.50 yuan is a deposit though the outpatient card needs 1 yuan', async () => {
    const u = await inpatientPayer(hosIdOf('1001'));
    expect((await rulesOf(u, 2)).minYuan).toBe(0);
    expect((await rulesOf(u, 1)).minYuan).toBe(1);
    expect((await f.topUp(u, 50, { clinicType: 2 })).json()).toMatchObject({ code: 0 });
    expect((await f.topUp(u, 50)).json()).toMatchObject({
      messageKey: 'RECHARGE003',
      params: { amount: '1.00' },
    });
    expect(await f.ordersOfCard(u)).toEqual([]);
  });
});
