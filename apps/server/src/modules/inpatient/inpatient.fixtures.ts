import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { hospitalToday } from '@portal/shared';
import { createAdapters } from '../../adapters.ts';
import { DEMO_OPERATOR_TOKEN } from '../../config/demo-mode.ts';
import type { Db } from '../../db/database.ts';
import { createSandboxHis } from '../../his/sandbox/sandbox-his.ts';
import { bearer, get, post } from '../../../test/auth-helpers.ts';
import {
  buildTestApp,
  openTestDatabase,
  testEnv,
  useTestApp,
  type TestApp,
} from '../../../test/test-app.ts';
import type { PayGateway } from '../paygateway/gateway.service.ts';
import {
  openRechargeAllDay,
  rechargeFixtures,
  type RechargePayer,
} from '../recharge/recharge.fixtures.ts';

/**
 * API test helpers: an app whose sandbox HIS runs on a clock the test moves (days of a simulated stay appear as
 * it passes them) and whose gateway can be told to fail its next partial refunds; a patient admitted against an
 * operator-issued notice; deposits by QR; the discharge ordered by the operator call; the settlement.
 */
export const H = '1001';
const DAY_MS = 86_400_000;

export interface InpatientApp extends TestApp {
  clock: { now: Date; advanceDays(n: number): void };
  gateway: PayGateway & { failRefunds: number };
}

export async function createInpatientApp(): Promise<InpatientApp> {
  const { db, drop } = await openTestDatabase();
  const clock = {
    now: new Date(),
    advanceDays(n: number) {
      this.now = new Date(this.now.getTime() + n * DAY_MS);
    },
  };
  const env = testEnv();
  const base = createAdapters(env, db).payGateway!;
  const gateway: PayGateway & { failRefunds: number } = {
    ...base,
    failRefunds: 0,
    async refundPart(...args) {
      if (gateway.failRefunds > 0) {
        gateway.failRefunds -= 1;
        throw new Error('gateway: refund service unavailable (test)');
      }
      return base.refundPart(...args);
    },
  };
  await openRechargeAllDay(db, [H]);
  const app = await buildTestApp(db, env, {
    adapters: { his: createSandboxHis(db, () => clock.now), payGateway: gateway },
  });
  await app.ready();
  return {
    app,
    db,
    clock,
    gateway,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

export const operator = { authorization: `Bearer ${DEMO_OPERATOR_TOKEN}` };

export function inpatientFixtures(t: InpatientApp) {
  const r = rechargeFixtures(t);
  const today = () => hospitalToday(t.clock.now, 'Asia/Shanghai');
  const idem = (u: { token: string }) => ({
    ...bearer(u.token),
    'idempotency-key': randomUUID(),
    host: 'portal.example:8443',
  });

  const issueNotice = (
    u: Pick<RechargePayer, 'certNo'>,
    arriveOn = today(),
    headers: Record<string, string> = operator,
  ) =>
    post(
      t.app,
      '/operator/api/his/inpatient/notice',
      {
        hosId: H,
        certType: 0,
        certNo: u.certNo,
        deptName: 'Cardiology',
        ward: 'Cardiology Ward 2',
        doctorName: 'Li Wei',
        diagnosis: 'Angina',
        arriveOn,
      },
      { headers },
    );

  const admission = (u: RechargePayer, noticeId: string, insuranceType = 'employee') =>
    post(
      t.app,
      '/inpatient/api/admission',
      {
        hosId: H,
        patientId: u.patientId,
        noticeId,
        identity: 'self',
        contactName: 'Wang Fang',
        contactPhone: '13800000099',
        insuranceType,
      },
      { headers: idem(u) },
    );

  /** A new payer admitted today against a new notice; answers the payer and the stay id. */
  async function admitted(insuranceType = 'employee') {
    const u = await r.payer(H);
    const notice = await issueNotice(u);
    expect(notice.json(), 'notice').toMatchObject({ code: 0 });
    const res = await admission(u, notice.json().data.noticeId as string, insuranceType);
    expect(res.json(), 'admission').toMatchObject({ code: 0 });
    return { u, stayId: res.json().data.stayId as string };
  }

  const home = (u: RechargePayer) =>
    get(t.app, `/inpatient/api/home?hosId=${H}&patientId=${u.patientId}`, {
      headers: bearer(u.token),
    });
  const stay = (u: { token: string }, stayId: string) =>
    get(t.app, `/inpatient/api/stay?hosId=${H}&stayId=${stayId}`, { headers: bearer(u.token) });
  const stayOk = async (u: { token: string }, stayId: string) => {
    const res = await stay(u, stayId);
    expect(res.json(), 'stay').toMatchObject({ code: 0 });
    return res.json().data;
  };

  /** A deposit by QR paid on the scan page (the gateway notifies us): the first deposit or a top-up. */
  async function deposit(u: RechargePayer, fen: number) {
    const qr = await r.topUpOk(u, fen, { clinicType: 2 });
    await r.pay(qr.token);
    return qr.outTradeNo;
  }

  const orderDischarge = (stayId: string, headers: Record<string, string> = operator) =>
    post(
      t.app,
      '/operator/api/his/inpatient/discharge',
      { hosId: H, stayId, dischargeMode: 'cured' },
      { headers },
    );
  const settle = (u: { token: string }, stayId: string) =>
    post(t.app, '/inpatient/api/stay/settle', { hosId: H, stayId }, { headers: idem(u) });

  /** The QR order of a settlement answering a balance due (its `pay`), as qrOf reads it from a Pay response. */
  const settlementQr = (res: Awaited<ReturnType<typeof settle>>) =>
    r.qrOf({ json: () => ({ code: 0, data: res.json().data.pay }) } as never);

  const ordersOfStay = (stayId: string) =>
    t.db
      .selectFrom('pay_order')
      .selectAll()
      .where('hos_id', '=', H)
      .where('subject_id', '=', stayId)
      .execute();
  const gatewayRefunds = (outTradeNos: string[]) =>
    t.db
      .selectFrom('gateway_refund')
      .selectAll()
      .where('hos_id', '=', H)
      .where('out_trade_no', 'in', outTradeNos)
      .execute();

  return {
    ...r,
    today,
    issueNotice,
    admission,
    admitted,
    home,
    stay,
    stayOk,
    deposit,
    orderDischarge,
    settle,
    settlementQr,
    ordersOfStay,
    gatewayRefunds,
  };
}

/** The test file's app (made before its tests, closed after them: test-app.ts useTestApp) and its helpers. */
export function useInpatientApp() {
  const t = useTestApp(createInpatientApp);
  return { t, f: inpatientFixtures(t) };
}

/** What each deposit_refund order gave back: its parts sum to it, each QR part refunded once at the gateway. */
export async function refundInvariants(db: Db) {
  const orders = await db
    .selectFrom('pay_order')
    .select(['out_trade_no', 'amount', 'state', 'delivered_at'])
    .where('purpose', '=', 'deposit_refund')
    .execute();
  const bad: string[] = [];
  for (const o of orders) {
    const parts = await db
      .selectFrom('inpatient_refund_part')
      .selectAll()
      .where('refund_order_no', '=', o.out_trade_no)
      .execute();
    const sum = parts.reduce((s, p) => s + Number(p.amount), 0);
    if (o.state === 'paid' && o.delivered_at !== null && sum !== Number(o.amount))
      bad.push(`${o.out_trade_no}: parts ${sum} ≠ ${o.amount}`);
    for (const p of parts.filter((x) => x.source_out_trade_no !== null)) {
      const refunds = await db
        .selectFrom('gateway_refund')
        .selectAll()
        .where('out_refund_no', '=', p.out_refund_no)
        .execute();
      if (
        (p.done_at !== null) !== (refunds.length === 1) ||
        (refunds[0] && Number(refunds[0].amount) !== Number(p.amount))
      )
        bad.push(`${p.out_refund_no}: refunded ${refunds.length}×`);
    }
  }
  // Never more refunded at the gateway than a transaction took.
  const over = await db
    .selectFrom('gateway_refund as r')
    .innerJoin('gateway_transaction as g', (j) =>
      j.onRef('g.hos_id', '=', 'r.hos_id').onRef('g.out_trade_no', '=', 'r.out_trade_no'),
    )
    .select(['r.out_trade_no', 'g.amount', (eb) => eb.fn.sum<string>('r.amount').as('refunded')])
    .groupBy(['r.out_trade_no', 'g.amount'])
    .execute();
  for (const o of over)
    if (Number(o.refunded) > Number(o.amount))
      bad.push(`${o.out_trade_no}: refunded ${o.refunded} of ${o.amount}`);
  return { orders: orders.length, bad };
}
