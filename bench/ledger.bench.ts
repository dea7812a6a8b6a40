/**
 * Benchmark: the card ledger under 10,000 concurrent money movements over HTTP on PostgreSQL, on
 * 100 cards — top-ups paid by the gateway's signed notification (plus replays of them), card deductions of bookings
 * (robotizationDeductionAppointment), card payments of outpatient bills (payBillByCard) and refunds by cancelling
 * card-paid bookings (cancelAppointment), shuffled and run together against a real server. The baseline, measured in
 * the same run at the same concurrency: the same ledger transactions (the conditional update + entry the ledger
 * module runs) directly through `pg`, on 100 cards of their own. Then checks in SQL: every card's entries sum to its
 * balance, the newest entry carries it, no balance is negative, every top-up is paid and credited exactly once, and
 * the entries match the answers (one per 200 deduction, bill payment and cancel); 0 5xx.
 *
 * Run: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:ledger
 * A fresh database is created per run (and dropped afterwards). Knobs: BENCH_OPS (10000), BENCH_CARDS (100),
 * BENCH_CONCURRENCY (200). Exits non-zero when an invariant is broken.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { buildNotification } from '../apps/server/src/modules/paygateway/gateway.service.ts';
import { NOTIFY_PATH } from '../apps/server/src/modules/payments/payments.routes.ts';
import {
  httpJson,
  insertBookings,
  insertHolders,
  latencyStats,
  pool,
  shuffle,
  withPostgresServer,
  type Holder,
} from './support.ts';
import type { HosId } from '@portal/shared';

const OPS = Number(process.env.BENCH_OPS ?? 10_000);
const CARDS = Number(process.env.BENCH_CARDS ?? 100);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 200);
const HOS = '1001';
const FEE = 1000;
const BILL = 700;
const TOP_UP = 1000;
// The server verifies notifications with this; the bench signs with it through the gateway's own buildNotification.
const SECRET = `bench-gateway-secret-${randomBytes(8).toString('hex')}`;
// Per card: 25% top-ups (+5% replayed notifications of them), 30% deductions, 15% bill payments, 25% refunds. The
// opening balance (prepaid bookings included, whose refunds come back during the run) covers about 60% of the
// spending, so RECHARGE001 refusals — the conditional update saying no — are part of the mix until money comes in.
const PER_CARD = Math.ceil(OPS / CARDS);
const TOP_UPS = Math.round(PER_CARD * 0.25);
const REPLAYS = Math.round(PER_CARD * 0.05);
const DEDUCTIONS = Math.round(PER_CARD * 0.3);
const BILLS = Math.round(PER_CARD * 0.15);
const REFUNDS = PER_CARD - TOP_UPS - REPLAYS - DEDUCTIONS - BILLS;
const OPENING = Math.max(Math.round((DEDUCTIONS * FEE + BILLS * BILL) * 0.6), REFUNDS * FEE);

type Kind = 'topup' | 'replay' | 'deduction' | 'bill' | 'refund';
interface GatewayRow {
  hos_id: HosId;
  out_trade_no: string;
  trade_no: string | null;
  amount: string;
  paid_at: Date | null;
}
type Op = { k: number; holder: Holder } & (
  | { kind: 'topup' | 'replay'; order: GatewayRow }
  | { kind: 'deduction' | 'refund'; appointId: string }
  | { kind: 'bill'; billId: string }
);
interface Outcome {
  kind: Kind;
  status: number;
  key: string;
  ms: number;
}

const http = httpJson;

/** The gateway's notification of a paid top-up, signed at send time (the receiver refuses stale ones). */
async function notify(
  baseUrl: string,
  order: GatewayRow,
): Promise<{ status: number; key: string }> {
  const res = await fetch(`${baseUrl}${NOTIFY_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(buildNotification(order, SECRET)),
  });
  const body = await res.text();
  return {
    status: res.status,
    key: res.status === 200 && body === 'success' ? 'ok' : body.slice(0, 60),
  };
}

/**
 * In SQL: one account, linked patient, session token and outpatient card per holder; unpaid bookings to deduct and
 * card-paid bookings (paid order + deduction entry) to cancel; unpaid outpatient bills; open top-up orders paid at
 * the gateway, waiting for their notification.
 */
async function prepare(db: pg.Pool, baseUrl: string): Promise<Op[]> {
  const holders = await insertHolders(db, {
    hosId: HOS,
    prefix: 'lb',
    count: CARDS,
    phonePrefix: '171',
    opening: OPENING,
    linked: true,
  });
  // Slot s of holder k: sessions 1..DEDUCTIONS unpaid, the rest paid by card.
  const bookings = await insertBookings(db, {
    hosId: HOS,
    prefix: 'lb',
    holders,
    sessions: DEDUCTIONS + REFUNDS,
    fee: FEE,
    paidFrom: DEDUCTIONS + 1,
  });
  await db.query(
    `insert into pay_order (hos_id, out_trade_no, purpose, appoint_id, card_id, user_id, business_type, method, amount, state, paid_at)
    select $1, 'LB' || appoint_id, 'registration', appoint_id, patient_card_id, user_id, 5, 'card', reg_fee, 'paid', now() from appointment
     where hos_id = $1 and appoint_id like 'lb-a-%' and is_dopay = '1'`,
    [HOS],
  );
  await db.query(
    `insert into pay_order_event (hos_id, out_trade_no, from_state, to_state, note)
    select $1, out_trade_no, null, 'paid', 'bench: paid before the run' from pay_order where hos_id = $1 and out_trade_no like 'LBlb-a-%'`,
    [HOS],
  );
  // The prepared payments' deductions: entries first (balance_after counts down from the opening), then the balances.
  await db.query(
    `insert into his_card_ledger (hos_id, card_id, amount, balance_after, kind, ref, idem_key)
    select $1, card_id, -amount, $2 - amount * row_number() over (partition by card_id order by out_trade_no), 'registration', out_trade_no, out_trade_no
      from pay_order where hos_id = $1 and out_trade_no like 'LBlb-a-%'`,
    [HOS, OPENING],
  );
  await db.query(
    `update his_card c set balance = $2 - $3::bigint * $4 where hos_id = $1 and card_id like 'lb-c-%'`,
    [HOS, OPENING, FEE, REFUNDS],
  );
  // Bills of holder k: lb-b-k-j, one item each, issued to the holder's person (the patient's certificate).
  await db.query(
    `insert into his_bill (hos_id, bill_id, cert_type, cert_no, dept_name, doctor_name, issued_at, amount)
    select $1, 'lb-b-' || (k - 1) || '-' || j, p.cert_type, p.cert_no, 'Gastroenterology', 'Bench Doctor', now(), $3
      from unnest($2::text[]) with ordinality t(pid, k) join patient p on p.hos_id = $1 and p.patient_id = t.pid, generate_series(1, $4::int) j`,
    [HOS, holders.map((h) => h.patientId), BILL, BILLS],
  );
  await db.query(
    `insert into his_bill_item (hos_id, bill_id, seq, name, spec, quantity, unit, price, amount)
    select hos_id, bill_id, 0, 'Bench item', '', 1, 'test', amount, amount from his_bill where hos_id = $1 and bill_id like 'lb-b-%'`,
    [HOS],
  );

  // Top-up j of holder k: an open QR order of TOP_UP + j fen, written as the top-up call leaves it (order created →
  // paying with its events, the gateway's transaction) and paid at the gateway as confirmScan does, except that no
  // notification is due — the bench is the only sender. (The API suites cover opening them over HTTP.)
  const wanted = holders.flatMap((holder, k) =>
    Array.from({ length: TOP_UPS }, (_, j) => ({
      holder,
      k,
      amount: TOP_UP + j,
      outTradeNo: `LBT${k}X${j}`,
    })),
  );
  await db.query(
    `insert into pay_order (hos_id, out_trade_no, purpose, appoint_id, card_id, bill_id, user_id, business_type, method, amount, state, qr_content)
    select $1, o, 'outpatient_topup', null, c, null, u, 2, 'qr', a, 'paying', 'http://bench.invalid/hos/ui/scan/payment/' || o
      from unnest($2::text[], $3::text[], $4::text[], $5::bigint[]) t(o, c, u, a)`,
    [
      HOS,
      wanted.map((w) => w.outTradeNo),
      wanted.map((w) => w.holder.cardId),
      wanted.map((w) => w.holder.userId),
      wanted.map((w) => w.amount),
    ],
  );
  await db.query(
    `insert into pay_order_event (hos_id, out_trade_no, from_state, to_state, note)
    select $1, o, s.f, s.t, 'top-up' from unnest($2::text[]) o, (values (null, 'created'), ('created', 'paying')) s(f, t)`,
    [HOS, wanted.map((w) => w.outTradeNo)],
  );
  await db.query(
    `insert into gateway_transaction (token, hos_id, out_trade_no, merchant, subject, amount, state, trade_no, notify_url, next_attempt_at, paid_at)
    select md5(o), $1, o, 'Bench Hospital', 'Outpatient card top-up', a, 'paid', 'T' || upper(substr(md5(o), 1, 24)), $4, null, now()
      from unnest($2::text[], $3::bigint[]) t(o, a)`,
    [HOS, wanted.map((w) => w.outTradeNo), wanted.map((w) => w.amount), `${baseUrl}${NOTIFY_PATH}`],
  );
  const { rows } = await db.query<GatewayRow>(
    `select hos_id, out_trade_no, trade_no, amount, paid_at from gateway_transaction
    where hos_id = $1 and out_trade_no = any($2)`,
    [HOS, wanted.map((w) => w.outTradeNo)],
  );
  const byOrder = new Map(rows.map((r) => [r.out_trade_no, r]));

  const ops: Op[] = bookings.map((b) => ({
    kind: b.paid ? 'refund' : 'deduction',
    k: holders.indexOf(b.holder),
    holder: b.holder,
    appointId: b.appointId,
  }));
  for (const o of wanted)
    ops.push({ kind: 'topup', k: o.k, holder: o.holder, order: byOrder.get(o.outTradeNo)! });
  for (const [k, holder] of holders.entries()) {
    for (let j = 1; j <= BILLS; j++)
      ops.push({ kind: 'bill', k, holder, billId: `lb-b-${k}-${j}` });
    const own = wanted.filter((o) => o.k === k);
    for (let r = 0; r < REPLAYS; r++)
      ops.push({ kind: 'replay', k, holder, order: byOrder.get(own[r % own.length]!.outTradeNo)! });
  }
  return shuffle(ops).slice(0, OPS);
}

/** One operation over HTTP, as the gateway (notify) or the patient's page (card deduction, bill payment, cancel) sends it. */
function send(baseUrl: string, op: Op): Promise<{ status: number; key: string }> {
  switch (op.kind) {
    case 'topup':
    case 'replay':
      return notify(baseUrl, op.order);
    case 'deduction':
      return http(
        baseUrl,
        'PUT',
        `/appointment/api/record/deduction/${HOS}/${op.appointId}?msgType=1`,
        op.holder.token,
      );
    case 'bill':
      return http(baseUrl, 'POST', `/payment/api/bills/${op.billId}/card`, op.holder.token, {
        hosId: HOS,
      });
    case 'refund':
      return http(baseUrl, 'POST', '/appointment/api/record/cancel', op.holder.token, {
        hosId: HOS,
        appointId: op.appointId,
      });
  }
}

async function run(baseUrl: string, ops: Op[]): Promise<{ outcomes: Outcome[]; seconds: number }> {
  const t0 = performance.now();
  const outcomes = await pool(ops, CONCURRENCY, async (op): Promise<Outcome> => {
    const start = performance.now();
    try {
      const r = await send(baseUrl, op);
      return { kind: op.kind, ...r, ms: performance.now() - start };
    } catch (err) {
      return { kind: op.kind, status: 0, key: String(err), ms: performance.now() - start };
    }
  });
  return { outcomes, seconds: (performance.now() - t0) / 1000 };
}

/** Baseline cards lbd-c-k: the state the bench cards start the run in (balance OPENING − the prepaid fees). */
async function prepareDirect(db: pg.Pool) {
  const start = OPENING - FEE * REFUNDS;
  const ids = Array.from({ length: CARDS }, (_, k) => `lbd-c-${k}`);
  await db.query(
    `insert into his_card (hos_id, card_id, card_no, clinic_type, card_type, cert_type, cert_no, patient_name, state, balance)
    select $1, c, 'LBDNO' || c, 1, 1, 1, 'LBD' || c, 'Bench Baseline', 'normal', $3 from unnest($2::text[]) c`,
    [HOS, ids, start],
  );
  if (start > 0) {
    await db.query(
      `insert into his_card_ledger (hos_id, card_id, amount, balance_after, kind, ref) select $1, c, $3, $3, 'opening', 'bench'
      from unnest($2::text[]) c`,
      [HOS, ids, start],
    );
  }
}

/**
 * The ledger module's transaction, directly: a credit (top-up, refund) or a debit that never goes below zero
 * (deduction, bill payment), with its entry carrying the balance; a replay only takes the card's row lock.
 */
async function directLedger(
  db: pg.Pool,
  op: Op,
  i: number,
): Promise<{ status: number; key: string }> {
  const cardId = `lbd-c-${op.k}`;
  const delta =
    op.kind === 'topup'
      ? Number(op.order.amount)
      : op.kind === 'refund'
        ? FEE
        : op.kind === 'deduction'
          ? -FEE
          : op.kind === 'bill'
            ? -BILL
            : 0;
  const client = await db.connect();
  try {
    await client.query('begin');
    if (delta === 0) {
      await client.query(
        `select balance from his_card where hos_id = $1 and card_id = $2 for update`,
        [HOS, cardId],
      );
      await client.query('commit');
      return { status: 200, key: 'ok' };
    }
    const r = await client.query<{ balance: string }>(
      `update his_card set balance = balance + $3 where hos_id = $1 and card_id = $2 and balance + $3 >= 0
      returning balance`,
      [HOS, cardId, delta],
    );
    if (r.rowCount === 0) {
      await client.query('rollback');
      return { status: 409, key: 'RECHARGE001' };
    }
    // The entry kinds the HIS's ledger writes (registration and bill debits keyed by their order).
    const kind = op.kind === 'deduction' ? 'registration' : op.kind;
    await client.query(
      `insert into his_card_ledger (hos_id, card_id, amount, balance_after, kind, ref) values ($1, $2, $3, $4, $5, $6)`,
      [HOS, cardId, delta, r.rows[0]!.balance, kind, `lbd-${i}`],
    );
    await client.query('commit');
    return { status: 200, key: 'ok' };
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    return { status: 0, key: String(err) };
  } finally {
    client.release();
  }
}

async function runDirect(
  db: pg.Pool,
  ops: Op[],
): Promise<{ outcomes: Outcome[]; seconds: number }> {
  const t0 = performance.now();
  const outcomes = await pool(
    ops.map((op, i) => ({ op, i })),
    CONCURRENCY,
    async ({ op, i }): Promise<Outcome> => {
      const start = performance.now();
      return { kind: op.kind, ...(await directLedger(db, op, i)), ms: performance.now() - start };
    },
  );
  return { outcomes, seconds: (performance.now() - t0) / 1000 };
}

async function verify(db: pg.Pool, cards: string) {
  const one = async (q: string) =>
    Number((await db.query<{ n: string }>(q, [HOS, cards])).rows[0]!.n);
  const entries = (kind: string) =>
    one(
      `select count(*) n from his_card_ledger where hos_id = $1 and card_id like $2 and kind = '${kind}'`,
    );
  return {
    cards: await one(`select count(*) n from his_card where hos_id = $1 and card_id like $2`),
    sumMismatch:
      await one(`select count(*) n from his_card c where c.hos_id = $1 and c.card_id like $2
      and c.balance <> (select coalesce(sum(amount), 0) from his_card_ledger l where l.hos_id = c.hos_id and l.card_id = c.card_id)`),
    negative: await one(
      `select count(*) n from his_card where hos_id = $1 and card_id like $2 and balance < 0`,
    ),
    // The newest entry of each card carries the card's balance.
    lastEntryMismatch:
      await one(`select count(*) n from his_card c where c.hos_id = $1 and c.card_id like $2 and c.balance <>
      coalesce((select balance_after from his_card_ledger l where l.hos_id = c.hos_id and l.card_id = c.card_id order by entry_id desc limit 1), 0)`),
    topups: await entries('topup'),
    deductions: await entries('registration'),
    payments: await entries('bill'),
    refunds: await entries('refund'),
  };
}

/** The orders behind the HTTP run's money: top-ups paid and credited once, bills and bookings paid where the card paid. */
async function verifyOrders(db: pg.Pool) {
  const one = async (q: string) => Number((await db.query<{ n: string }>(q, [HOS])).rows[0]!.n);
  return {
    topUpOrders: await one(
      `select count(*) n from pay_order where hos_id = $1 and purpose = 'outpatient_topup' and card_id like 'lb-c-%'`,
    ),
    topUpsPaid: await one(
      `select count(*) n from pay_order where hos_id = $1 and purpose = 'outpatient_topup' and card_id like 'lb-c-%' and state = 'paid'`,
    ),
    topUpsNotCreditedOnce:
      await one(`select count(*) n from pay_order o where o.hos_id = $1 and o.purpose = 'outpatient_topup' and o.card_id like 'lb-c-%'
      and (select count(*) from his_card_ledger l where l.hos_id = o.hos_id and l.ref = o.out_trade_no and l.kind = 'topup') <> 1`),
    topUpPaidEventsNotOne:
      await one(`select count(*) n from pay_order o where o.hos_id = $1 and o.purpose = 'outpatient_topup' and o.card_id like 'lb-c-%'
      and (select count(*) from pay_order_event e where e.hos_id = o.hos_id and e.out_trade_no = o.out_trade_no and e.to_state = 'paid') <> 1`),
    refundedOrders: await one(
      `select count(*) n from pay_order where hos_id = $1 and purpose = 'registration' and state = 'refunded'`,
    ),
    paidUnmarked:
      await one(`select count(*) n from pay_order o join appointment a on a.hos_id = o.hos_id and a.appoint_id = o.appoint_id
      where o.hos_id = $1 and o.purpose = 'registration' and o.state = 'paid' and (a.is_dopay <> '1' or a.state <> '1')`),
    billsPaid: await one(
      `select count(*) n from his_bill where hos_id = $1 and bill_id like 'lb-b-%' and state = 'paid'`,
    ),
    billOrdersPaid: await one(
      `select count(*) n from pay_order where hos_id = $1 and purpose = 'outpatient_bill' and bill_id like 'lb-b-%' and state = 'paid'`,
    ),
  };
}

const count = (outcomes: Outcome[], kind: Kind, ok = true) =>
  outcomes.filter((o) => o.kind === kind && (o.status === 200) === ok).length;
function refusals(outcomes: Outcome[]) {
  const keys: Record<string, number> = {};
  for (const o of outcomes.filter((x) => x.status !== 200))
    keys[`${o.kind}:${o.status} ${o.key}`] = (keys[`${o.kind}:${o.status} ${o.key}`] ?? 0) + 1;
  return keys;
}
const KINDS: Kind[] = ['topup', 'replay', 'deduction', 'bill', 'refund'];

async function main() {
  // PAY_JOBS_INTERVAL_MS=0: no gateway sends and no settlement (the bench is the only sender); EXPIRE_UNPAID_INTERVAL_MS=0: no expiry.
  await withPostgresServer(
    'ledger',
    { PAY_GATEWAY_SECRET: SECRET, PAY_JOBS_INTERVAL_MS: '0', EXPIRE_UNPAID_INTERVAL_MS: '0' },
    async ({ server, db }) => {
      const ops = await prepare(db, server.baseUrl);
      await prepareDirect(db);
      const topUps = ops.filter((o) => o.kind === 'topup').length;
      // Warm-up (JIT, pools, read caches): record and bill reads that change nothing.
      await pool(ops.slice(0, 300), 50, (op) =>
        http(server.baseUrl, 'GET', `/appointment/api/record/list?hosId=${HOS}`, op.holder.token),
      );
      await pool(ops.slice(0, 300), 50, (op) =>
        http(
          server.baseUrl,
          'GET',
          `/payment/api/bills?hosId=${HOS}&patientId=${op.holder.patientId}`,
          op.holder.token,
        ),
      );

      const httpRun = await run(server.baseUrl, ops);
      const directRun = await runDirect(db, ops);
      const check = await verify(db, 'lb-c-%');
      const directCheck = await verify(db, 'lbd-c-%');
      const orders = await verifyOrders(db);
      const o = httpRun.outcomes;
      const fiveXx = [...o, ...directRun.outcomes].filter(
        (x) => x.status >= 500 || x.status === 0,
      ).length;
      const notifyNotSuccess = count(o, 'topup', false) + count(o, 'replay', false);
      const httpRate = o.length / httpRun.seconds;
      const directRate = directRun.outcomes.length / directRun.seconds;
      const perKind = Object.fromEntries(
        KINDS.map((k) => [
          k,
          { ok: count(o, k), ms: latencyStats(o.filter((x) => x.kind === k).map((x) => x.ms)) },
        ]),
      );

      console.log(
        JSON.stringify({
          ops: o.length,
          cards: CARDS,
          concurrency: CONCURRENCY,
          seconds: httpRun.seconds,
          directSeconds: directRun.seconds,
          perKind,
          refused: refusals(o),
          directRefused: refusals(directRun.outcomes),
          fiveXx,
          check,
          directCheck,
          orders,
        }),
      );
      console.log(
        `database=postgres ops=${o.length} (${KINDS.map((k) => `${k} ${ops.filter((x) => x.kind === k).length}`).join(', ')}) cards=${CARDS} concurrency=${CONCURRENCY}\n` +
          `succeeded: top-ups ${count(o, 'topup')}, replays ${count(o, 'replay')}, deductions ${count(o, 'deduction')}, bill payments ${count(o, 'bill')}, ` +
          `refunds ${count(o, 'refund')}; refused ${JSON.stringify(refusals(o))}; 5xx ${fiveXx}\n` +
          `top-ups: ${orders.topUpsPaid}/${orders.topUpOrders} paid, not credited exactly once ${orders.topUpsNotCreditedOnce}, not one paid event ${orders.topUpPaidEventsNotOne}; ` +
          `bills paid ${orders.billsPaid} (paid bill orders ${orders.billOrdersPaid})\n` +
          `ledger: cards whose entries do not sum to the balance ${check.sumMismatch}/${check.cards} (direct ${directCheck.sumMismatch}/${directCheck.cards}), ` +
          `negative balances ${check.negative} (direct ${directCheck.negative}), last entry ≠ balance ${check.lastEntryMismatch} (direct ${directCheck.lastEntryMismatch})\n` +
          `latency ${KINDS.map((k) => `${k} ${perKind[k]!.ms}`).join('; ')}\n` +
          `direct pg latency ${latencyStats(directRun.outcomes.map((x) => x.ms))}\n` +
          `throughput: HTTP ${httpRate.toFixed(0)} ops/s (${httpRun.seconds.toFixed(2)} s); direct pg ${directRate.toFixed(0)} tx/s (${directRun.seconds.toFixed(2)} s); ` +
          `HTTP / direct pg ratio ${(httpRate / directRate).toFixed(3)}`,
      );
      const prepaid = CARDS * REFUNDS;
      const failed =
        fiveXx > 0 ||
        notifyNotSuccess > 0 ||
        [check, directCheck].some(
          (c) =>
            c.sumMismatch > 0 || c.negative > 0 || c.lastEntryMismatch > 0 || c.cards !== CARDS,
        ) ||
        orders.topUpsPaid !== topUps ||
        orders.topUpOrders !== topUps ||
        orders.topUpsNotCreditedOnce > 0 ||
        orders.topUpPaidEventsNotOne > 0 ||
        check.topups !== topUps ||
        check.deductions !== prepaid + count(o, 'deduction') ||
        check.payments !== count(o, 'bill') ||
        orders.billsPaid !== count(o, 'bill') ||
        orders.billOrdersPaid !== count(o, 'bill') ||
        check.refunds !== count(o, 'refund') ||
        orders.refundedOrders !== count(o, 'refund') ||
        orders.paidUnmarked > 0 ||
        // The mix must really move money: most deductions and bill payments go through.
        count(o, 'deduction') === 0 ||
        count(o, 'bill') === 0 ||
        count(o, 'refund') === 0;
      if (failed) {
        console.error('INVARIANT BROKEN');
        process.exitCode = 1;
      }
    },
  );
}

void main();
