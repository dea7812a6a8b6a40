/**
 * Benchmark (issue 5): the card ledger under 10,000 concurrent money movements on PostgreSQL — card deductions
 * (HTTP robotizationDeductionAppointment), refunds (HTTP cancelAppointment of card-paid bookings) and direct
 * ledger payments (the same conditional update + entry the ledger module runs, through `pg`), shuffled and run
 * together against a real server. Then checks in SQL: every card's entries sum to its balance, no balance is
 * negative, and the entries match the answers (one deduction per 200 pay, one refund per 200 cancel).
 *
 * Run: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:ledger
 * A fresh database is created per run (and dropped afterwards). Knobs: BENCH_OPS (10000), BENCH_CARDS (100),
 * BENCH_CONCURRENCY (200). Exits non-zero when an invariant is broken.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { insertBookings, insertHolders, latencyStats, pool, shuffle, withPostgresServer, type Holder } from './support.ts';

const OPS = Number(process.env.BENCH_OPS ?? 10_000);
const CARDS = Number(process.env.BENCH_CARDS ?? 100);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 200);
const HOS = '1001';
const FEE = 1000;
const PAYMENT = 700;
// Per card: 40% deductions, 30% refunds, 30% direct payments. The opening balance (prepaid bookings included, whose
// refunds come back during the run) covers about 60% of the new spending, so RECHARGE001 refusals — the conditional
// update saying no — are a large part of the mix.
const PER_CARD = Math.ceil(OPS / CARDS);
const DEDUCTIONS = Math.round(PER_CARD * 0.4);
const REFUNDS = Math.round(PER_CARD * 0.3);
const PAYMENTS = PER_CARD - DEDUCTIONS - REFUNDS;
const OPENING = Math.max(Math.round((DEDUCTIONS * FEE + PAYMENTS * PAYMENT) * 0.6), REFUNDS * FEE);

type Op = { kind: 'deduction' | 'refund'; holder: Holder; appointId: string } | { kind: 'payment'; holder: Holder; ref: string };
interface Outcome { kind: Op['kind']; status: number; key: string; ms: number }

/**
 * In SQL: one account, patient, session token and outpatient card (opening ledger entry) per holder; one session per
 * booking slot (a patient holds one booking per session); unpaid bookings to deduct, and card-paid bookings (paid
 * order + deduction entry) to cancel.
 */
async function prepare(db: pg.Pool): Promise<Op[]> {
  const holders = await insertHolders(db, { hosId: HOS, prefix: 'lb', count: CARDS, phonePrefix: '171', opening: OPENING });
  // Slot s of holder k: sessions 1..DEDUCTIONS unpaid, the rest paid by card.
  const bookings = await insertBookings(db, { hosId: HOS, prefix: 'lb', holders, sessions: DEDUCTIONS + REFUNDS, fee: FEE, paidFrom: DEDUCTIONS + 1 });
  await db.query(`insert into pay_order (hos_id, out_trade_no, appoint_id, card_id, user_id, business_type, method, amount, state, paid_at)
    select $1, 'LB' || appoint_id, appoint_id, patient_card_id, user_id, 5, 'card', reg_fee, 'paid', now() from appointment
     where hos_id = $1 and appoint_id like 'lb-a-%' and is_dopay = '1'`, [HOS]);
  await db.query(`insert into pay_order_event (hos_id, out_trade_no, from_state, to_state, note)
    select $1, out_trade_no, null, 'paid', 'bench: paid before the run' from pay_order where hos_id = $1 and out_trade_no like 'LBlb-a-%'`, [HOS]);
  // The prepared payments' deductions: entries first (balance_after counts down from the opening), then the balances.
  await db.query(`insert into his_card_ledger (hos_id, card_id, amount, balance_after, kind, ref)
    select $1, card_id, -amount, $2 - amount * row_number() over (partition by card_id order by out_trade_no), 'deduction', appoint_id
      from pay_order where hos_id = $1 and out_trade_no like 'LBlb-a-%'`, [HOS, OPENING]);
  await db.query(`update his_card c set balance = $2 - $3::bigint * $4 where hos_id = $1 and card_id like 'lb-c-%'`, [HOS, OPENING, FEE, REFUNDS]);

  const ops: Op[] = bookings.map((b) => ({ kind: b.paid ? 'refund' : 'deduction', holder: b.holder, appointId: b.appointId }));
  for (const [k, holder] of holders.entries()) {
    for (let p = 0; p < PAYMENTS; p++) ops.push({ kind: 'payment', holder, ref: `lb-pay-${k}-${p}` });
  }
  return shuffle(ops).slice(0, OPS);
}

async function http(baseUrl: string, method: string, path: string, token: string, body?: object): Promise<{ status: number; key: string }> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID(), ...(body && { 'content-type': 'application/json' }) },
    body: body && JSON.stringify(body),
  });
  const json = (await res.json()) as { messageKey?: string };
  return { status: res.status, key: json.messageKey ?? 'ok' };
}

/** The ledger module's debit, directly: the conditional update never goes below zero; the entry records the balance. */
async function directPayment(db: pg.Pool, cardId: string, ref: string): Promise<{ status: number; key: string }> {
  const client = await db.connect();
  try {
    await client.query('begin');
    const r = await client.query<{ balance: string }>(`update his_card set balance = balance - $3 where hos_id = $1 and card_id = $2 and balance >= $3
      returning balance`, [HOS, cardId, PAYMENT]);
    if (r.rowCount === 0) {
      await client.query('rollback');
      return { status: 409, key: 'RECHARGE001' };
    }
    await client.query(`insert into his_card_ledger (hos_id, card_id, amount, balance_after, kind, ref) values ($1, $2, $3, $4, 'payment', $5)`,
      [HOS, cardId, -PAYMENT, r.rows[0]!.balance, ref]);
    await client.query('commit');
    return { status: 200, key: 'ok' };
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

async function run(baseUrl: string, db: pg.Pool, ops: Op[]): Promise<{ outcomes: Outcome[]; seconds: number }> {
  const t0 = performance.now();
  const outcomes = await pool(ops, CONCURRENCY, async (op): Promise<Outcome> => {
    const start = performance.now();
    try {
      const r = op.kind === 'payment'
        ? await directPayment(db, op.holder.cardId, op.ref)
        : op.kind === 'deduction'
          ? await http(baseUrl, 'PUT', `/appointment/api/record/deduction/${HOS}/${op.appointId}?msgType=1`, op.holder.token)
          : await http(baseUrl, 'POST', '/appointment/api/record/cancel', op.holder.token, { hosId: HOS, appointId: op.appointId });
      return { kind: op.kind, ...r, ms: performance.now() - start };
    } catch (err) {
      return { kind: op.kind, status: 0, key: String(err), ms: performance.now() - start };
    }
  });
  return { outcomes, seconds: (performance.now() - t0) / 1000 };
}

async function verify(db: pg.Pool) {
  const one = async (q: string) => Number((await db.query<{ n: string }>(q, [HOS])).rows[0]!.n);
  return {
    cards: await one(`select count(*) n from his_card where hos_id = $1 and card_id like 'lb-c-%'`),
    sumMismatch: await one(`select count(*) n from his_card c where c.hos_id = $1 and c.card_id like 'lb-c-%'
      and c.balance <> (select coalesce(sum(amount), 0) from his_card_ledger l where l.hos_id = c.hos_id and l.card_id = c.card_id)`),
    negative: await one(`select count(*) n from his_card where hos_id = $1 and balance < 0`),
    // The newest entry of each card carries the card's balance.
    lastEntryMismatch: await one(`select count(*) n from his_card c where c.hos_id = $1 and c.card_id like 'lb-c-%' and c.balance <>
      (select balance_after from his_card_ledger l where l.hos_id = c.hos_id and l.card_id = c.card_id order by entry_id desc limit 1)`),
    deductions: await one(`select count(*) n from his_card_ledger where hos_id = $1 and kind = 'deduction' and card_id like 'lb-c-%'`),
    refunds: await one(`select count(*) n from his_card_ledger where hos_id = $1 and kind = 'refund' and card_id like 'lb-c-%'`),
    payments: await one(`select count(*) n from his_card_ledger where hos_id = $1 and kind = 'payment' and card_id like 'lb-c-%'`),
    refundedOrders: await one(`select count(*) n from pay_order where hos_id = $1 and state = 'refunded'`),
    paidUnmarked: await one(`select count(*) n from pay_order o join appointment a on a.hos_id = o.hos_id and a.appoint_id = o.appoint_id
      where o.hos_id = $1 and o.state = 'paid' and (a.is_dopay <> '1' or a.state <> '1')`),
  };
}

async function main() {
  await withPostgresServer('ledger', { EXPIRE_UNPAID_INTERVAL_MS: '0' }, async ({ server, db }) => {
    const ops = await prepare(db);
    const prepaidRefundable = CARDS * REFUNDS;
    // Warm-up (JIT, pools, read caches): record reads that change nothing.
    await pool(ops.slice(0, 300), 50, (op) => http(server.baseUrl, 'GET', `/appointment/api/record/list?hosId=${HOS}`, op.holder.token));

    const { outcomes, seconds } = await run(server.baseUrl, db, ops);
    const check = await verify(db);
    const ok = (k: Op['kind']) => outcomes.filter((o) => o.kind === k && o.status === 200).length;
    const keys: Record<string, number> = {};
    for (const o of outcomes.filter((x) => x.status !== 200)) keys[`${o.kind}:${o.key}`] = (keys[`${o.kind}:${o.key}`] ?? 0) + 1;
    const fiveXx = outcomes.filter((o) => o.status >= 500 || o.status === 0).length;

    console.log(JSON.stringify({ ops: outcomes.length, cards: CARDS, concurrency: CONCURRENCY, seconds, ok: { deduction: ok('deduction'), refund: ok('refund'), payment: ok('payment') }, refused: keys, fiveXx, check }));
    console.log(
      `database=postgres ops=${outcomes.length} (deductions ${ops.filter((o) => o.kind === 'deduction').length}, refunds ${ops.filter((o) => o.kind === 'refund').length}, ` +
      `payments ${ops.filter((o) => o.kind === 'payment').length}) cards=${CARDS} concurrency=${CONCURRENCY}\n` +
      `succeeded: deductions ${ok('deduction')}, refunds ${ok('refund')}, direct payments ${ok('payment')}; refused ${JSON.stringify(keys)}; 5xx ${fiveXx}\n` +
      `ledger: cards whose entries do not sum to the balance ${check.sumMismatch}/${check.cards}, negative balances ${check.negative}, ` +
      `last entry ≠ balance ${check.lastEntryMismatch}\n` +
      `latency deduction ${latencyStats(outcomes.filter((o) => o.kind === 'deduction').map((o) => o.ms))}; refund ${latencyStats(outcomes.filter((o) => o.kind === 'refund').map((o) => o.ms))}; ` +
      `payment ${latencyStats(outcomes.filter((o) => o.kind === 'payment').map((o) => o.ms))}\n` +
      `throughput: ${(outcomes.length / seconds).toFixed(0)} operations/s (${seconds.toFixed(2)} s)`,
    );
    const failed = check.sumMismatch > 0 || check.negative > 0 || check.lastEntryMismatch > 0 || fiveXx > 0
      || check.deductions !== prepaidRefundable + ok('deduction') || check.refunds !== ok('refund') || check.refundedOrders !== ok('refund')
      || check.payments !== ok('payment') || check.paidUnmarked > 0;
    if (failed) {
      console.error('INVARIANT BROKEN');
      process.exitCode = 1;
    }
  });
}

void main();
