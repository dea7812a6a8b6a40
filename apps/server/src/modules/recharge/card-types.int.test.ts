import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hosIdOf } from '@portal/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, post } from '../../../test/auth-helpers.ts';
import {
  openRechargeAllDay,
  rechargeFixtures,
} from '../../../test/fixtures/recharge/recharge.fixtures.ts';

/**
 * The hospital's card types (config cardTypes): a linked patient reaches only cards of those types, and a call that
 * names another type is refused with PATIENT018. A social-security card (type 3) is one of 1003's (1, 3, 6), not
 * one of 1001's (1, 6).
 */
let t: TestApp;
let f: ReturnType<typeof rechargeFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  await openRechargeAllDay(t.db, [hosIdOf('1001'), hosIdOf('1003')]);
  f = rechargeFixtures(t);
});
afterAll(async () => t.close());

const checkCard = (u: { hosId: string; token: string; patientId: string }, cardType?: number) =>
  post(
    t.app,
    '/patient/api/checkCardNoV2',
    { hosId: u.hosId, patId: u.patientId, ...(cardType !== undefined && { cardType }) },
    { headers: bearer(u.token) },
  );

describe('cardTypes', () => {
  it('1001 does not bind a social-security card: no card to show, check or top up', async () => {
    const u = await f.payer(hosIdOf('1001'), { cardType: 3 });
    expect((await f.overview(u, u.patientId)).json().data.card).toBeNull();
    expect((await f.topUp(u, 10_000)).json()).toMatchObject({ messageKey: 'RECHARGE011' });
    expect((await checkCard(u)).json().data.ResultCode).toBe('2');
    expect(await f.ordersOfCard(u)).toEqual([]);
  });

  it('1003 binds the same kind of card', async () => {
    const u = await f.payer(hosIdOf('1003'), { cardType: 3 });
    expect((await f.overview(u, u.patientId)).json().data.card).toMatchObject({ cardType: 3 });
    expect((await checkCard(u, 3)).json().data).toEqual({ ResultCode: '0', ResultMsg: 'ok' });
  });

  it('a card type the hospital does not accept is PATIENT018 on the card check and the top-up, writing nothing', async () => {
    const u = await f.payer(hosIdOf('1001'));
    const check = await checkCard(u, 3);
    expect(check.statusCode).toBe(400);
    expect(check.json()).toMatchObject({
      messageKey: 'PATIENT018',
      msg: 'This hospital does not accept this type of card',
    });
    expect((await checkCard(u, 6)).json().data.ResultCode).toBe('0');

    const topUp = await post(
      t.app,
      '/payservice/api/getQrcodeOutTradeNoForPayCard',
      { hosId: u.hosId, patientId: u.patientId, clinicType: 1, totalFee: 10_000, cardType: '5' },
      { headers: { ...bearer(u.token), 'idempotency-key': crypto.randomUUID() } },
    );
    expect(topUp.json()).toMatchObject({ messageKey: 'PATIENT018' });
    expect(await f.ordersOfCard(u)).toEqual([]);
  });
});
