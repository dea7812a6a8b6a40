import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hospitalTime, hosIdOf } from '@portal/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, get, post } from '../../../test/auth-helpers.ts';
import {
  rechargeFixtures,
  setRechargeConfig,
} from '../../../test/fixtures/recharge/recharge.fixtures.ts';

/**
 * A booking the card cannot cover while card top-ups are closed (demo 1003, whose short cards are topped up by the
 * gap): the server offers the ways the shared pay plan offers — no top-up until the recharge window opens, and the QR
 * payment of the fee meanwhile. Over HTTP, on PGlite and PostgreSQL.
 */
const H = hosIdOf('1003');
/** 'HH:mm' of the hospital clock `hours` from now. */
const hoursFromNow = (hours: number) =>
  hospitalTime(new Date(Date.now() + hours * 3_600_000), 'Asia/Shanghai');

let t: TestApp;
let f: ReturnType<typeof rechargeFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  // Closed now whatever the hour the suite runs at: the window opens in two hours and closes in three. Set before the
  // app serves its first request (config reads are cached).
  await setRechargeConfig(t.db, H, 'rechargeStartTime', hoursFromNow(2));
  await setRechargeConfig(t.db, H, 'rechargeEndTime', hoursFromNow(3));
  f = rechargeFixtures(t);
});
afterAll(async () => t.close());

describe('paying a booking while top-ups are closed', () => {
  it('tells the page which channels there are', async () => {
    const u = await f.payer(H, { balance: 3_500 });
    const res = await get(t.app, `/payservice/api/channels?hosId=${H}`, {
      headers: bearer(u.token),
    });
    expect(res.json()).toMatchObject({ code: 0, data: { qr: true, topUp: true } });
  });

  it('refuses to start the gap top-up, naming the recharge hours, and pays the fee by QR instead', async () => {
    const u = await f.payer(H, { balance: 3_500 });
    const appointId = await f.book(u, 20_000);
    const window = { start: hoursFromNow(2), end: hoursFromNow(3) };

    // The quote is a read and answers at any hour; starting the top-up is refused with the hours it opens.
    const quote = await get(
      t.app,
      `/recharge/api/booking-top-up?hosId=${H}&appointId=${appointId}`,
      { headers: bearer(u.token) },
    );
    expect(quote.json()).toMatchObject({ code: 0, data: { fee: 20_000, balance: 3_500 } });
    const start = await post(
      t.app,
      '/recharge/api/booking-top-up',
      { hosId: H, appointId },
      { headers: { ...bearer(u.token), 'idempotency-key': randomUUID() } },
    );
    expect(start.json()).toMatchObject({ code: 409, messageKey: 'APPOINT029' });
    expect(start.json().msg).toContain(window.start);
    expect(start.json().msg).toContain(window.end);
    expect(
      await t.db
        .selectFrom('pay_order')
        .select('out_trade_no')
        .where('hos_id', '=', H)
        .where('card_id', '=', u.cardId)
        .execute(),
    ).toEqual([]);

    const qr = await post(
      t.app,
      '/payservice/api/pcRegisterScanQR',
      { hosId: H, appointId },
      { headers: { ...bearer(u.token), 'idempotency-key': randomUUID() } },
    );
    const order = f.qrOf(qr, 'pcRegisterScanQR');
    await f.pay(order.token);
    const info = await get(
      t.app,
      `/appointment/api/record/info?hosId=${H}&appointId=${appointId}`,
      { headers: bearer(u.token) },
    );
    expect(info.json().data).toMatchObject({ isDopay: '1', payMethod: 'qr' });
    expect(await f.balance(u)).toBe(3_500);
  });
});
