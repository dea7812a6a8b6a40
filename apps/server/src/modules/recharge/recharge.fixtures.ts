import { randomUUID } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import { expect } from 'vitest';
import { hospitalToday, type CardState } from '@portal/shared';
import type { TestApp } from '../../../test/test-app.ts';
import { bearer, get, post, registerUser } from '../../../test/auth-helpers.ts';
import { addPatientOk, idCard, idCardOfSex } from '../../../test/patient-helpers.ts';
import type { Db } from '../../db/database.ts';
import { insertSession, localDate } from '../bookings/appointments.fixtures.ts';
import { notifyTick, type NotificationSender } from '../paygateway/gateway.service.ts';
import { signFields } from '../paygateway/gateway.signature.ts';
import { GATEWAY_SECRET } from '../payments/payments.fixtures.ts';
import { NOTIFY_PATH } from '../payments/payments.routes.ts';
import { insertCard } from '../bookings/records.fixtures.ts';

/**
 * API test helpers (recharge, gap top-up, bills) over one test app, at any demo hospital: payers with a card
 * in a chosen state, top-ups over HTTP, the payer confirming on the sandbox scan page and the gateway's own signed
 * notification delivered through app.inject, hand-signed notifications, row readers and the money invariants.
 */

/** Upserts one RECHARGE config value of a hospital in the test's database. */
export async function setRechargeConfig(db: Db, hosId: string, key: string, value: string) {
  await db
    .insertInto('config_item')
    .values({ hos_id: hosId, config_type: 'RECHARGE', config_key: key, config_value: value })
    .onConflict((oc) =>
      oc.columns(['hos_id', 'config_type', 'config_key']).doUpdateSet({ config_value: value }),
    )
    .execute();
}

/**
 * Opens the recharge window all day (00:00–23:59, both minutes included) so a test does not depend on the time of day
 * it runs at (the demo windows are 07:00–22:00 and 06:30–23:00 in Asia/Shanghai). Config reads are cached per database
 * for 5 s (lib/read-cache.ts): call it before the app serves its first request.
 */
export async function openRechargeAllDay(db: Db, hosIds: string[]) {
  for (const hosId of hosIds) {
    await setRechargeConfig(db, hosId, 'rechargeStartTime', '00:00');
    await setRechargeConfig(db, hosId, 'rechargeEndTime', '23:59');
  }
}

export interface CardOptions {
  balance?: number;
  cardType?: number;
  state?: CardState;
  povertyRelief?: boolean;
  /** 'YYYYMMDD' of the patient (1002 is a children's hospital). */
  birth?: string;
  /** The patient's sex (1 male, 2 female), which the ID number holds; either when not given. */
  sex?: 1 | 2;
}

/** Every card: entries sum to the balance, the newest entry carries it, none negative; a top-up is credited iff it is paid, once. */
export async function moneyInvariants(db: Db) {
  const list = async (q: RawBuilder<{ id: string }>) => (await q.execute(db)).rows.map((r) => r.id);
  return {
    entriesNotBalance: await list(sql<{
      id: string;
    }>`select c.hos_id || '/' || c.card_id as id from his_card c
      where c.balance <> (select coalesce(sum(l.amount), 0) from his_card_ledger l where l.hos_id = c.hos_id and l.card_id = c.card_id)`),
    lastEntryNotBalance: await list(sql<{
      id: string;
    }>`select c.hos_id || '/' || c.card_id as id from his_card c
      where exists (select 1 from his_card_ledger l where l.hos_id = c.hos_id and l.card_id = c.card_id)
        and c.balance <> (select l.balance_after from his_card_ledger l where l.hos_id = c.hos_id and l.card_id = c.card_id order by l.entry_id desc limit 1)`),
    negative: await list(
      sql<{ id: string }>`select hos_id || '/' || card_id as id from his_card where balance < 0`,
    ),
    paidTopUpsNotCreditedOnce: await list(sql<{
      id: string;
    }>`select o.out_trade_no as id from pay_order o
      where o.purpose in ('outpatient_topup', 'inpatient_topup') and o.state = 'paid'
        and (select count(*) from his_card_ledger l where l.hos_id = o.hos_id and l.ref = o.out_trade_no and l.kind = 'topup') <> 1`),
    unpaidTopUpsCredited: await list(sql<{
      id: string;
    }>`select o.out_trade_no as id from pay_order o
      where o.purpose in ('outpatient_topup', 'inpatient_topup') and o.state <> 'paid'
        and exists (select 1 from his_card_ledger l where l.hos_id = o.hos_id and l.ref = o.out_trade_no and l.kind = 'topup')`),
    paidTopUps: Number(
      (
        await sql<{
          n: string;
        }>`select count(*) as n from pay_order where purpose in ('outpatient_topup', 'inpatient_topup') and state = 'paid'`.execute(
          db,
        )
      ).rows[0]!.n,
    ),
  };
}

/** The invariants, asserted (and at least `minPaidTopUps` paid top-ups checked, so the check is not vacuous). */
export async function expectMoneyInvariants(db: Db, minPaidTopUps = 1) {
  const r = await moneyInvariants(db);
  expect(r).toEqual({
    entriesNotBalance: [],
    lastEntryNotBalance: [],
    negative: [],
    paidTopUpsNotCreditedOnce: [],
    unpaidTopUpsCredited: [],
    paidTopUps: r.paidTopUps,
  });
  expect(r.paidTopUps).toBeGreaterThanOrEqual(minPaidTopUps);
}

export function rechargeFixtures(t: TestApp) {
  /** A new user whose new patient is linked to a new outpatient card at `hosId` holding `balance` fen (in `state`). */
  async function payer(hosId: string, card: CardOptions = {}) {
    const u = await registerUser(t.app, hosId);
    const birth =
      card.birth ??
      `19${50 + Math.floor(Math.random() * 40)}0${1 + Math.floor(Math.random() * 9)}1${Math.floor(Math.random() * 9)}`;
    const certNo = card.sex ? idCardOfSex(birth, card.sex) : idCard(birth);
    const patientId = await addPatientOk(t.app, u.token, hosId, { certNo });
    const cardId = await insertCard(t.db, hosId, { certNo, balance: card.balance ?? 0 });
    const set = {
      ...(card.cardType !== undefined && { card_type: card.cardType }),
      ...(card.state !== undefined && { state: card.state }),
      ...(card.povertyRelief !== undefined && { poverty_relief: card.povertyRelief }),
    };
    if (Object.keys(set).length > 0)
      await t.db
        .updateTable('his_card')
        .set(set)
        .where('hos_id', '=', hosId)
        .where('card_id', '=', cardId)
        .execute();
    const cardNo = (
      await t.db
        .selectFrom('his_card')
        .select('card_no')
        .where('hos_id', '=', hosId)
        .where('card_id', '=', cardId)
        .executeTakeFirstOrThrow()
    ).card_no;
    return { ...u, hosId, patientId, cardId, cardNo, certNo };
  }
  type Payer = Awaited<ReturnType<typeof payer>>;
  type Who = Pick<Payer, 'hosId' | 'token'>;

  const setCard = (
    u: Pick<Payer, 'hosId' | 'cardId'>,
    set: { state?: CardState; poverty_relief?: boolean },
  ) =>
    t.db
      .updateTable('his_card')
      .set(set)
      .where('hos_id', '=', u.hosId)
      .where('card_id', '=', u.cardId)
      .execute();

  /** getQrcodeOutTradeNoForPayCard over HTTP (Idempotency-Key unless `key` is null). */
  function topUp(
    u: Who & { patientId: string },
    totalFee: number,
    o: { clinicType?: number; patientId?: string; key?: string | null } = {},
  ) {
    const headers: Record<string, string> = { ...bearer(u.token), host: 'portal.example:8443' };
    if (o.key !== null) headers['idempotency-key'] = o.key ?? randomUUID();
    return post(
      t.app,
      '/payservice/api/getQrcodeOutTradeNoForPayCard',
      {
        hosId: u.hosId,
        patientId: o.patientId ?? u.patientId,
        clinicType: o.clinicType ?? 1,
        totalFee,
        cardNo: 'ignored',
        payType: 'ignored',
      },
      { headers },
    );
  }

  /** A QR order from a call answering a Pay response: its serial, its QR content and the scan page token in it. */
  function qrOf(res: Awaited<ReturnType<typeof topUp>>, what = 'QR order') {
    expect(res.json(), what).toMatchObject({ code: 0, data: { ResultCode: '0' } });
    const data = res.json().data as { outTradeNo: string; Data: string };
    return { outTradeNo: data.outTradeNo, url: data.Data, token: data.Data.split('/').pop()! };
  }

  async function topUpOk(
    u: Who & { patientId: string },
    totalFee: number,
    o: { clinicType?: number; patientId?: string } = {},
  ) {
    return qrOf(await topUp(u, totalFee, o), 'getQrcodeOutTradeNoForPayCard');
  }

  /** The payer confirms on the sandbox scan page (the gateway now holds the money). */
  const confirm = (token: string) => post(t.app, `/paygateway/api/scan/${token}/confirm`, {});
  const scan = async (token: string) =>
    (await get(t.app, `/paygateway/api/scan/${token}`)).json().data as {
      state: string;
      amount: number;
      subject: string;
    };

  const injectSender: NotificationSender = async (url, fields) => {
    const res = await t.app.inject({ method: 'POST', url: new URL(url).pathname, payload: fields });
    return { status: res.statusCode, body: res.body };
  };
  /** The gateway's own notification round (its signed notifications delivered through app.inject); how many it sent. */
  const deliver = () => notifyTick(t.db, { secret: GATEWAY_SECRET, send: injectSender });

  /** The payer pays on the scan page and the gateway notifies us. */
  async function pay(token: string) {
    expect((await confirm(token)).json().data.state, 'scan page confirm').toBe('paid');
    expect(await deliver(), 'notifications sent').toBeGreaterThanOrEqual(1);
  }

  /** A correctly signed notification, as the gateway sends it after the payer confirmed. */
  function signed(
    hosId: string,
    outTradeNo: string,
    amount: number,
    extra: Record<string, string> = {},
  ) {
    const fields = {
      hosId,
      outTradeNo,
      tradeNo: `T${randomUUID().slice(0, 8)}`,
      totalFee: String(amount),
      tradeState: 'SUCCESS',
      paidAt: new Date().toISOString(),
      nonce: randomUUID(),
      sentAt: new Date().toISOString(),
      ...extra,
    };
    return { ...fields, sign: signFields(fields, GATEWAY_SECRET) };
  }
  const notify = (fields: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: NOTIFY_PATH, payload: fields });

  const getOrder = (u: Who, outTradeNo: string) =>
    get(t.app, `/payservice/api/order?hosId=${u.hosId}&outTradeNo=${outTradeNo}`, {
      headers: bearer(u.token),
    });
  const overview = (u: Who, patientId: string, clinicType = 1) =>
    get(
      t.app,
      `/recharge/api/overview?hosId=${u.hosId}&patientId=${patientId}&clinicType=${clinicType}`,
      { headers: bearer(u.token) },
    );

  const orderRow = (hosId: string, outTradeNo: string) =>
    t.db
      .selectFrom('pay_order')
      .selectAll()
      .where('hos_id', '=', hosId)
      .where('out_trade_no', '=', outTradeNo)
      .executeTakeFirstOrThrow();
  const gatewayRow = (hosId: string, outTradeNo: string) =>
    t.db
      .selectFrom('gateway_transaction')
      .selectAll()
      .where('hos_id', '=', hosId)
      .where('out_trade_no', '=', outTradeNo)
      .executeTakeFirstOrThrow();
  const ordersOfCard = (u: Pick<Payer, 'hosId' | 'cardId'>) =>
    t.db
      .selectFrom('pay_order')
      .selectAll()
      .where('hos_id', '=', u.hosId)
      .where('card_id', '=', u.cardId)
      .orderBy('created_at')
      .execute();
  /** The card's ledger entries, oldest first. */
  const ledger = async (u: Pick<Payer, 'hosId' | 'cardId'>) =>
    (
      await t.db
        .selectFrom('his_card_ledger')
        .select(['amount', 'balance_after', 'kind', 'ref'])
        .where('hos_id', '=', u.hosId)
        .where('card_id', '=', u.cardId)
        .orderBy('entry_id')
        .execute()
    ).map((e) => ({
      amount: Number(e.amount),
      balanceAfter: Number(e.balance_after),
      kind: e.kind,
      ref: e.ref,
    }));
  const balance = async (u: Pick<Payer, 'hosId' | 'cardId'>) =>
    Number(
      (
        await t.db
          .selectFrom('his_card')
          .select('balance')
          .where('hos_id', '=', u.hosId)
          .where('card_id', '=', u.cardId)
          .executeTakeFirstOrThrow()
      ).balance,
    );
  const eventsTo = (hosId: string, outTradeNo: string, state: string) =>
    t.db
      .selectFrom('pay_order_event')
      .select('event_id')
      .where('hos_id', '=', hosId)
      .where('out_trade_no', '=', outTradeNo)
      .where('to_state', '=', state as 'paid')
      .execute();

  /** A booked appointment (through the booking call) of the payer's patient, `regFee` fen, three days ahead. */
  async function book(
    u: Payer,
    regFee: number,
    doctor: { doctorId: string; deptId: string; areaId?: string } = {
      doctorId: 'DR04',
      deptId: '12',
    },
  ): Promise<string> {
    const s = await insertSession(t.db, u.hosId, {
      numbers: 2,
      ...doctor,
      date: localDate(3),
      regFee,
    });
    const res = await post(
      t.app,
      '/appointment/api/appointment/create',
      { hosId: u.hosId, patientId: u.patientId, scheduleId: s.scheduleId },
      { headers: { ...bearer(u.token), 'idempotency-key': randomUUID() } },
    );
    expect(res.json(), 'book').toMatchObject({ code: 0 });
    return res.json().data.appointId as string;
  }

  /** Today in the hospital's zone (all demo hospitals: Asia/Shanghai). */
  const today = () => hospitalToday(new Date(), 'Asia/Shanghai');

  return {
    payer,
    setCard,
    topUp,
    qrOf,
    topUpOk,
    confirm,
    scan,
    deliver,
    pay,
    signed,
    notify,
    getOrder,
    overview,
    orderRow,
    gatewayRow,
    ordersOfCard,
    ledger,
    balance,
    eventsTo,
    book,
    today,
  };
}
export type RechargePayer = Awaited<ReturnType<ReturnType<typeof rechargeFixtures>['payer']>>;
