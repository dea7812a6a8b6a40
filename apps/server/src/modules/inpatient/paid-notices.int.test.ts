import { describe, expect, it } from 'vitest';
import { bearer, get, call } from '../../../test/auth-helpers.ts';
import { noticeOrderPaid, paidKey } from '../message-centre/events.ts';
import { H, useInpatientApp } from '../../../test/fixtures/inpatient/inpatient.fixtures.ts';

/**
 * Paid notices on PGlite and PostgreSQL: a paid inpatient deposit, the balance due at
 * discharge paid and the surplus deposit given back (16) each tell the user once — one message in the centre and one
 * text as the preferences allow — however often the gateway's notification or the notice itself is repeated.
 */
const { t, f } = useInpatientApp();

interface Message {
  kind: string;
  title: string;
  body: string;
  link: string | null;
}
const messages = async (u: { token: string }): Promise<Message[]> =>
  (
    await get(t.app, `/message/api/list?hosId=${H}&pageSize=50`, { headers: bearer(u.token) })
  ).json().data.items;
const texts = (outTradeNo: string) =>
  t.db
    .selectFrom('notice_outbox')
    .select(['phone', 'text'])
    .where('hos_id', '=', H)
    .where('dedupe_key', '=', paidKey(outTradeNo))
    .execute();
const order = (no: string) =>
  t.db
    .selectFrom('pay_order')
    .select(['out_trade_no', 'user_id', 'amount', 'subject_id'])
    .where('hos_id', '=', H)
    .where('out_trade_no', '=', no)
    .executeTakeFirstOrThrow();

/** The paid notice of `no` once more, in a transaction of its own (as a retry on another instance would). */
async function noticeAgain(no: string, notice: Parameters<typeof noticeOrderPaid>[1]) {
  const o = await order(no);
  await t.db.transaction().execute((trx) =>
    noticeOrderPaid(trx, notice, {
      hosId: H,
      outTradeNo: no,
      userId: o.user_id,
      amount: Number(o.amount),
      subjectId: o.subject_id,
    }),
  );
}

describe('paid notices of the stay', () => {
  it('a deposit: one message and one text, whatever the number of notifications', async () => {
    const { u } = await f.admitted();
    const no = await f.deposit(u, 50_000);
    // The gateway's notification replayed (a correctly signed repeat), its round run again, the notice itself again.
    expect((await f.notify(f.signed(H, no, 50_000))).body).toBe('success');
    await f.deliver();
    await noticeAgain(no, 'inpatientDeposit');

    const mine = (await messages(u)).filter((m) => m.kind === 'inpatientPaid');
    expect(mine).toEqual([
      expect.objectContaining({
        title: 'Inpatient deposit paid',
        body: `¥500.00 was paid into the inpatient deposit (order ${no}).`,
        link: '/inpatient/homepage',
      }),
    ]);
    expect(await texts(no)).toEqual([
      { phone: u.phone, text: `¥500.00 was paid into the inpatient deposit (order ${no}).` },
    ]);
  });

  it('the balance due at discharge: one notice of type 16 linking the stay', async () => {
    const { u, stayId } = await f.admitted('self');
    await f.deposit(u, 30_000);
    await f.orderDischarge(stayId);
    const res = await f.settle(u, stayId);
    const qr = f.settlementQr(res);
    await f.pay(qr.token);
    expect((await f.notify(f.signed(H, qr.outTradeNo, 10_000))).body).toBe('success');
    await noticeAgain(qr.outTradeNo, 'dischargePaid');

    const mine = (await messages(u)).filter((m) => m.title === 'Discharge balance paid');
    expect(mine).toEqual([
      expect.objectContaining({
        kind: 'inpatientPaid',
        link: `/inpatient/leave-discharge?stayId=${stayId}`,
        body: `The balance of ¥100.00 due at discharge was paid (order ${qr.outTradeNo}); the stay is settled.`,
      }),
    ]);
    expect(await texts(qr.outTradeNo)).toHaveLength(1);
    const row = await t.db
      .selectFrom('user_message')
      .select('params')
      .where('hos_id', '=', H)
      .where('dedupe_key', '=', paidKey(qr.outTradeNo))
      .executeTakeFirstOrThrow();
    expect(typeof row.params === 'string' ? JSON.parse(row.params) : row.params).toMatchObject({
      noticeType: 16,
    });
  });

  it('the surplus deposit given back: one notice, also when the settlement is asked for again', async () => {
    const { u, stayId } = await f.admitted();
    await f.deposit(u, 100_000);
    await f.orderDischarge(stayId);
    expect((await f.settle(u, stayId)).json()).toMatchObject({
      code: 0,
      data: { kind: 'settled' },
    });
    expect((await f.settle(u, stayId)).json()).toMatchObject({ messageKey: 'HOSPITALIZED003' });
    const refund = (await f.ordersOfStay(stayId)).find((o) => o.purpose === 'deposit_refund')!;
    await noticeAgain(refund.out_trade_no, 'depositSurplus');

    const mine = (await messages(u)).filter((m) => m.title === 'Surplus deposit refunded');
    expect(mine).toEqual([
      expect.objectContaining({
        body: `The stay is settled: ¥880.00 of surplus deposit goes back to the accounts that paid it (order ${refund.out_trade_no}).`,
        link: `/inpatient/leave-discharge?stayId=${stayId}`,
      }),
    ]);
    expect(await texts(refund.out_trade_no)).toHaveLength(1);
    // The deposit's own notice is another order's: two inpatient notices in all.
    expect((await messages(u)).filter((m) => m.kind === 'inpatientPaid')).toHaveLength(2);
  });

  it('follows the preferences: texts off, the message still comes; both off, nothing', async () => {
    const { u } = await f.admitted();
    const put = (items: object[]) =>
      call(t.app, {
        method: 'PUT' as 'POST',
        url: '/message/api/preferences',
        payload: { hosId: H, items },
        headers: bearer(u.token),
      });
    expect(
      (await put([{ kind: 'inpatientPaid', sms: false, message: true }])).json(),
    ).toMatchObject({ code: 0 });
    const first = await f.deposit(u, 10_000);
    expect((await messages(u)).filter((m) => m.kind === 'inpatientPaid')).toHaveLength(1);
    expect(await texts(first)).toEqual([]);

    await put([{ kind: 'inpatientPaid', sms: false, message: false }]);
    const second = await f.deposit(u, 10_000);
    expect((await messages(u)).filter((m) => m.kind === 'inpatientPaid')).toHaveLength(1);
    expect(await texts(second)).toEqual([]);
  });

  it('a payment that rolls back tells nobody', async () => {
    const { u } = await f.admitted();
    const qr = await f.topUpOk(u, 20_000, { clinicType: 2 });
    // A notification of another amount is refused (PAY002): the order stays paying and nobody hears of it.
    expect((await f.notify(f.signed(H, qr.outTradeNo, 19_999))).body).not.toBe('success');
    expect((await f.orderRow(H, qr.outTradeNo)).state).toBe('paying');
    expect(await texts(qr.outTradeNo)).toEqual([]);
    expect((await messages(u)).filter((m) => m.kind === 'inpatientPaid')).toEqual([]);
  });
});
