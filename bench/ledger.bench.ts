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
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { addDays, hospitalToday } from '@portal/shared';
import { startServer } from '../e2e/support/server.ts';
import { latencyStats, pool, withDatabase } from './support.ts';

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

interface Holder { userId: string; patientId: string; cardId: string; token: string }
type Op = { kind: 'deduction' | 'refund'; holder: Holder; appointId: string } | { kind: 'payment'; holder: Holder; ref: string };
interface Outcome { kind: Op['kind']; status: number; key: string; ms: number }

/**
 * In SQL: one account, patient, session token and outpatient card (opening ledger entry) per holder; one session per
 * booking slot (a patient holds one booking per session); unpaid bookings to deduct, and card-paid bookings (paid
 * order + deduction entry) to cancel.
 */
async function prepare(db: pg.Pool): Promise<Op[]> {
  const holders: Holder[] = Array.from({ length: CARDS }, (_, i) => ({
    userId: `lb-u-${i}`, patientId: `lb-p-${i}`, cardId: `lb-c-${i}`, token: randomBytes(32).toString('base64url'),
  }));
  const ids = holders.map((h) => h.userId);
  const phones = holders.map((_, i) => `171${String(i).padStart(8, '0')}`);
  await db.query(`insert into app_user (hos_id, user_id, phone, password_hash) select $1, u, p, 'bench-no-password' from unnest($2::text[], $3::text[]) t(u, p)`, [HOS, ids, phones]);
  await db.query(`insert into patient (hos_id, patient_id, user_id, patient_name, cert_type, cert_no, phone, relation, sex, birth_date, is_default)
    select $1, p, u, 'Bench Patient', 1, 'LB' || p, ph, 0, 1, date '1980-01-01', true from unnest($2::text[], $3::text[], $4::text[]) t(p, u, ph)`,
  [HOS, holders.map((h) => h.patientId), ids, phones]);
  await db.query(`insert into auth_session (hos_id, token_hash, user_id, expires_at) select $1, h, u, now() + interval '1 day' from unnest($2::text[], $3::text[]) t(h, u)`,
    [HOS, holders.map((h) => createHash('sha256').update(h.token).digest('hex')), ids]);
  await db.query(`insert into his_card (hos_id, card_id, card_no, clinic_type, card_type, cert_type, cert_no, patient_name, state, balance)
    select $1, c, 'LBNO' || c, 1, 1, 1, 'LB' || p, 'Bench Patient', 'normal', $4 from unnest($2::text[], $3::text[]) t(c, p)`,
  [HOS, holders.map((h) => h.cardId), holders.map((h) => h.patientId), OPENING]);
  await db.query(`insert into his_card_ledger (hos_id, card_id, amount, balance_after, kind, ref) select $1, c, $3, $3, 'opening', 'bench'
    from unnest($2::text[]) c`, [HOS, holders.map((h) => h.cardId), OPENING]);

  // Five days ahead: inside the pay deadline and before 1001's cancel cutoff whatever the time of day.
  const date = addDays(hospitalToday(new Date(), 'Asia/Shanghai'), 5);
  const slots = DEDUCTIONS + REFUNDS;
  await db.query(`insert into schedule_session (hos_id, schedule_id, area_id, business_type, dept_id, doctor_id, rule_id, session_date, noon_code, reg_fee, capacity)
    select $1, 'lb-s-' || s, '1', '1', '12', 'DR04', 'lb-rule-' || s, $2, '1', $3, $4 from generate_series(1, $5::int) s`, [HOS, date, FEE, CARDS, slots]);
  await db.query(`insert into source_number (hos_id, schedule_id, number_id, seq, start_time, end_time)
    select $1, 'lb-s-' || s, 'lb-s-' || s || '-' || k, k, '08:00', '08:05' from generate_series(1, $2::int) s, generate_series(1, $3::int) k`, [HOS, slots, CARDS]);
  // Slot s of holder k: number k of session s. Slots 1..DEDUCTIONS unpaid, the rest paid by card.
  await db.query(`with b as (select s, k, 'lb-a-' || s || '-' || k as a from generate_series(1, $2::int) s, generate_series(1, $3::int) k)
    insert into appointment (hos_id, appoint_id, user_id, patient_id, schedule_id, number_id, dept_id, doctor_id, area_id, business_type,
      session_date, noon_code, reg_fee, patient_card_id, state, is_dopay, is_today)
    select $1, a, 'lb-u-' || (k - 1), 'lb-p-' || (k - 1), 'lb-s-' || s, 'lb-s-' || s || '-' || k, '12', 'DR04', '1', '1', $4, '1', $5,
      'lb-c-' || (k - 1), '1', case when s > $6 then '1' else '0' end, '0' from b`, [HOS, slots, CARDS, date, FEE, DEDUCTIONS]);
  await db.query(`update source_number n set status = 'taken', appoint_id = a.appoint_id from appointment a
    where a.hos_id = $1 and n.hos_id = a.hos_id and n.number_id = a.number_id and a.appoint_id like 'lb-a-%'`, [HOS]);
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

  const ops: Op[] = [];
  for (const [k, holder] of holders.entries()) {
    for (let s = 1; s <= slots; s++) ops.push({ kind: s <= DEDUCTIONS ? 'deduction' : 'refund', holder, appointId: `lb-a-${s}-${k + 1}` });
    for (let p = 0; p < PAYMENTS; p++) ops.push({ kind: 'payment', holder, ref: `lb-pay-${k}-${p}` });
  }
  for (let i = ops.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [ops[i], ops[j]] = [ops[j]!, ops[i]!];
  }
  return ops.slice(0, OPS);
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
  const baseUrl = process.env.BENCH_DATABASE_URL;
  if (!baseUrl) throw new Error('BENCH_DATABASE_URL (PostgreSQL) is required: the ledger bench measures real concurrency');
  const name = `portal_bench_ledger_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = withDatabase(baseUrl, name);
  const server = await startServer({ LOG_LEVEL: 'error', RATE_LIMIT_MAX: '100000000', DATABASE_URL: url, EXPIRE_UNPAID_INTERVAL_MS: '0' });
  const db = new pg.Pool({ connectionString: url, max: 20 });
  let failed = false;
  try {
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
    failed = check.sumMismatch > 0 || check.negative > 0 || check.lastEntryMismatch > 0 || fiveXx > 0
      || check.deductions !== prepaidRefundable + ok('deduction') || check.refunds !== ok('refund') || check.refundedOrders !== ok('refund')
      || check.payments !== ok('payment') || check.paidUnmarked > 0;
    if (failed) console.error('INVARIANT BROKEN');
  } finally {
    await db.end();
    await server.stop();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  if (failed) process.exitCode = 1;
}

void main();
