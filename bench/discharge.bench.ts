/**
 * Benchmark: 1,000 concurrent discharges with refunds over HTTP on PostgreSQL. Each of 1,000 patients has a
 * stay whose discharge is ordered and whose deposit (paid by QR) exceeds the self-pay part: settling it
 * (settleStay) makes the HIS settle and release the surplus under a deposit_refund order, which is refunded back along
 * the deposit's QR payment as a partial gateway refund. 20 % of the stays are settled twice at the same time (a
 * double click, a retry) to check that each surplus is refunded once. The baseline, measured in the same run at the
 * same concurrency: reading the same stays (getInpatientStay). Then checks in SQL: every stay settled once, every
 * surplus refunded once and in full, never more refunded than a payment took, every card's ledger entries sum to its
 * balance (all 0 after discharge), 0 5xx.
 *
 * Run: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:discharge
 * A fresh database per run (dropped afterwards). Knobs: BENCH_STAYS (1000), BENCH_CONCURRENCY (200). Exits non-zero
 * when an invariant is broken.
 */
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { addDays, hospitalToday } from '@portal/shared';
import {
  httpJson,
  insertHolders,
  latencyStats,
  pool,
  shuffle,
  withPostgresServer,
  type Holder,
} from './support.ts';

const STAYS = Number(process.env.BENCH_STAYS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 200);
const HOS = '1001';
const DEPOSIT = 100_000;
const COSTS = 40_000;
// Employee insurance (the stay's insurance type) pays 70 %: self-pay 12 000, surplus 88 000 fen.
const SURPLUS = DEPOSIT - (COSTS - Math.floor((COSTS * 70) / 100));
const DOUBLE_SHARE = 0.2;

interface Stay {
  holder: Holder;
  cardId: string;
  stayId: string;
  deposit: string;
}
interface Outcome {
  status: number;
  key: string;
  ms: number;
}

const http = httpJson;

/**
 * In SQL: per patient an inpatient card and a stay admitted three days ago with one charged day, insurance 'employee',
 * its discharge ordered today; the deposit paid by QR (a paid inpatient_topup order, its gateway transaction, the
 * card's credit keyed by the order) as the recharge slice leaves it.
 */
async function prepare(db: pg.Pool): Promise<Stay[]> {
  const holders = await insertHolders(db, {
    hosId: HOS,
    prefix: 'ds',
    count: STAYS,
    phonePrefix: '172',
    opening: 0,
    linked: true,
  });
  const today = hospitalToday(new Date(), 'Asia/Shanghai');
  const admitted = addDays(today, -3);
  const stays: Stay[] = holders.map((holder, k) => ({
    holder,
    cardId: `ds-i-${k}`,
    stayId: `ds-i-${k}-${admitted.replaceAll('-', '')}`,
    deposit: `DSD${k}`,
  }));
  const cards = stays.map((s) => s.cardId);
  await db.query(
    `insert into his_card (hos_id, card_id, card_no, clinic_type, card_type, cert_type, cert_no, patient_name, state, balance)
    select $1, c, 'DSNO' || c, 2, 1, 1, 'DS' || p, 'Bench Patient', 'normal', $4 from unnest($2::text[], $3::text[]) t(c, p)`,
    [HOS, cards, holders.map((h) => h.patientId), DEPOSIT],
  );
  await db.query(
    `insert into his_inpatient_stay (hos_id, card_id, ward, bed, dept_name, doctor_name, admitted_on, discharged_on, insurance_type, discharge_ordered_on, discharge_mode)
    select $1, c, 'Bench Ward', '1', 'Cardiology', 'Bench Doctor', $3::date, null, 'employee', $4::date, 'cured' from unnest($2::text[]) c`,
    [HOS, cards, admitted, today],
  );
  await db.query(
    `insert into his_stay_day_item (hos_id, card_id, admitted_on, day, seq, category, name, spec, quantity, unit, price, amount)
    select $1, c, $3::date, $3::date, 0, 'bed', 'Ward bed', '', 1, 'day', $4, $4 from unnest($2::text[]) c`,
    [HOS, cards, admitted, COSTS],
  );
  const orders = stays.map((s) => s.deposit);
  await db.query(
    `insert into pay_order (hos_id, out_trade_no, purpose, card_id, user_id, business_type, method, amount, state, paid_at, delivered_at)
    select $1, o, 'inpatient_topup', c, u, 7, 'qr', $5, 'paid', now() - interval '1 day', now() - interval '1 day'
      from unnest($2::text[], $3::text[], $4::text[]) t(o, c, u)`,
    [HOS, orders, cards, holders.map((h) => h.userId), DEPOSIT],
  );
  await db.query(
    `insert into pay_order_event (hos_id, out_trade_no, from_state, to_state, note)
    select $1, o, s.f, s.t, 'bench deposit' from unnest($2::text[]) o, (values (null, 'created'), ('created', 'paying'), ('paying', 'paid')) s(f, t)`,
    [HOS, orders],
  );
  await db.query(
    `insert into gateway_transaction (token, hos_id, out_trade_no, merchant, subject, amount, state, trade_no, notify_url, next_attempt_at, acknowledged_at, paid_at)
    select md5(o), $1, o, 'Bench Hospital', 'Inpatient deposit', $3, 'paid', 'T' || upper(substr(md5(o), 1, 24)), 'http://bench.invalid', null, now(), now()
      from unnest($2::text[]) o`,
    [HOS, orders, DEPOSIT],
  );
  await db.query(
    `insert into his_card_ledger (hos_id, card_id, amount, balance_after, kind, ref, idem_key)
    select $1, c, $4, $4, 'topup', o, o from unnest($2::text[], $3::text[]) t(c, o)`,
    [HOS, cards, orders, DEPOSIT],
  );
  return stays;
}

async function run(stays: Stay[], work: (s: Stay) => Promise<{ status: number; key: string }>) {
  const t0 = performance.now();
  const outcomes = await pool(stays, CONCURRENCY, async (s): Promise<Outcome> => {
    const start = performance.now();
    try {
      return { ...(await work(s)), ms: performance.now() - start };
    } catch (err) {
      return { status: 0, key: String(err), ms: performance.now() - start };
    }
  });
  return { outcomes, seconds: (performance.now() - t0) / 1000 };
}

async function verify(db: pg.Pool) {
  const one = async (q: string) => Number((await db.query<{ n: string }>(q, [HOS])).rows[0]!.n);
  return {
    settled: await one(
      `select count(*) n from his_inpatient_stay where hos_id = $1 and card_id like 'ds-i-%' and settle_key is not null and discharged_on is not null`,
    ),
    refundOrders: await one(
      `select count(*) n from pay_order where hos_id = $1 and purpose = 'deposit_refund' and subject_id like 'ds-i-%'`,
    ),
    refundOrdersDelivered:
      await one(`select count(*) n from pay_order where hos_id = $1 and purpose = 'deposit_refund' and subject_id like 'ds-i-%'
      and state = 'paid' and delivered_at is not null and amount = ${SURPLUS}`),
    stayWithoutOneOrder:
      await one(`select count(*) n from his_inpatient_stay s where s.hos_id = $1 and s.card_id like 'ds-i-%'
      and (select count(*) from pay_order o where o.hos_id = s.hos_id and o.purpose = 'deposit_refund' and o.card_id = s.card_id) <> 1`),
    // Every surplus refunded at the gateway exactly once, in full: one refund per deposit, of the surplus.
    depositsNotRefundedOnce:
      await one(`select count(*) n from pay_order o where o.hos_id = $1 and o.out_trade_no like 'DSD%'
      and (select count(*) || '/' || coalesce(sum(amount), 0) from gateway_refund r where r.hos_id = o.hos_id and r.out_trade_no = o.out_trade_no) <> '1/${SURPLUS}'`),
    partsNotDone: await one(
      `select count(*) n from inpatient_refund_part where hos_id = $1 and done_at is null`,
    ),
    overRefunded: await one(`select count(*) n from gateway_transaction g where g.hos_id = $1
      and g.amount < (select coalesce(sum(amount), 0) from gateway_refund r where r.hos_id = g.hos_id and r.out_trade_no = g.out_trade_no)`),
    ledgerNotBalance:
      await one(`select count(*) n from his_card c where c.hos_id = $1 and c.card_id like 'ds-i-%'
      and c.balance <> (select coalesce(sum(amount), 0) from his_card_ledger l where l.hos_id = c.hos_id and l.card_id = c.card_id)`),
    cardsNotZero: await one(
      `select count(*) n from his_card where hos_id = $1 and card_id like 'ds-i-%' and balance <> 0`,
    ),
  };
}

function refusals(outcomes: Outcome[]) {
  const keys: Record<string, number> = {};
  for (const o of outcomes.filter((x) => x.status !== 200))
    keys[`${o.status} ${o.key}`] = (keys[`${o.status} ${o.key}`] ?? 0) + 1;
  return keys;
}

async function main() {
  // PAY_JOBS_INTERVAL_MS=0: no settlement job — every refund is the settling request's own.
  await withPostgresServer(
    'discharge',
    { PAY_JOBS_INTERVAL_MS: '0', EXPIRE_UNPAID_INTERVAL_MS: '0' },
    async ({ server, db }) => {
      const stays = await prepare(db);
      const doubled = stays.slice(0, Math.round(STAYS * DOUBLE_SHARE));
      const settleOps = shuffle([...stays, ...doubled]);
      const read = (s: Stay) =>
        http(
          server.baseUrl,
          'GET',
          `/inpatient/api/stay?hosId=${HOS}&stayId=${s.stayId}`,
          s.holder.token,
        );
      // Warm-up (JIT, pools, read caches) on reads, then the baseline: reading every stay at the same concurrency.
      await pool(stays.slice(0, 200), 50, read);
      const baseline = await run(shuffle([...stays]), read);
      const settle = await run(settleOps, (s) =>
        http(server.baseUrl, 'POST', '/inpatient/api/stay/settle', s.holder.token, {
          hosId: HOS,
          stayId: s.stayId,
        }),
      );
      const check = await verify(db);
      const all = [...baseline.outcomes, ...settle.outcomes];
      const fiveXx = all.filter((o) => o.status >= 500 || o.status === 0).length;
      const settledOk = settle.outcomes.filter((o) => o.status === 200).length;
      const settleRate = settle.outcomes.length / settle.seconds;
      const readRate = baseline.outcomes.length / baseline.seconds;
      console.log(
        JSON.stringify({
          stays: STAYS,
          doubled: doubled.length,
          concurrency: CONCURRENCY,
          check,
          refused: refusals(settle.outcomes),
          fiveXx,
        }),
      );
      console.log(
        `database=postgres stays=${STAYS} settle requests=${settleOps.length} (${doubled.length} stays twice at once) concurrency=${CONCURRENCY}\n` +
          `settled: ${check.settled}/${STAYS} stays; answers 200 ${settledOk}, refused ${JSON.stringify(refusals(settle.outcomes))}; 5xx ${fiveXx}\n` +
          `surplus refunds: ${check.refundOrdersDelivered}/${check.refundOrders} deposit_refund orders paid and delivered (¥${(SURPLUS / 100).toFixed(2)} each); ` +
          `deposits not refunded exactly once ${check.depositsNotRefundedOnce}; stays without exactly one refund order ${check.stayWithoutOneOrder}; ` +
          `parts not done ${check.partsNotDone}; over-refunded payments ${check.overRefunded}\n` +
          `ledger: cards whose entries do not sum to the balance ${check.ledgerNotBalance}/${STAYS}, cards not at 0 after discharge ${check.cardsNotZero}\n` +
          `latency settle ${latencyStats(settle.outcomes.map((o) => o.ms))}; read (baseline) ${latencyStats(baseline.outcomes.map((o) => o.ms))}\n` +
          `throughput: settle ${settleRate.toFixed(0)} req/s (${settle.seconds.toFixed(2)} s); read baseline ${readRate.toFixed(0)} req/s (${baseline.seconds.toFixed(2)} s); ` +
          `settle / read ratio ${(settleRate / readRate).toFixed(3)}`,
      );
      const failed =
        fiveXx > 0 ||
        check.settled !== STAYS ||
        check.refundOrders !== STAYS ||
        check.refundOrdersDelivered !== STAYS ||
        check.stayWithoutOneOrder > 0 ||
        check.depositsNotRefundedOnce > 0 ||
        check.partsNotDone > 0 ||
        check.overRefunded > 0 ||
        check.ledgerNotBalance > 0 ||
        check.cardsNotZero > 0 ||
        // Every stay's first answer is a settlement; a raced second one may be that too, or HOSPITALIZED003.
        settle.outcomes.some((o) => o.status !== 200 && o.key !== 'HOSPITALIZED003') ||
        settledOk < STAYS;
      if (failed) {
        console.error('INVARIANT BROKEN');
        process.exitCode = 1;
      }
    },
  );
}

void main();
