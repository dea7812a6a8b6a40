/**
 * Benchmark: the pay gateway's notifications under duplicates. N QR orders are opened through the real HTTP
 * pcRegisterScanQR and paid at the sandbox gateway; then every order's signed notification reaches our notify endpoint
 * D times (the original, byte-identical replays and re-signed retries with a fresh nonce), shuffled together with
 * forged ones (bad signature, or replayed after the time window) and wrong-amount ones (properly signed), all
 * concurrently. Baselines in the same run: /healthz through the same client at the same concurrency, and the bare
 * paying → paid transaction through `pg`.
 * Then checks in SQL: exactly N orders paid, one paying → paid event each, every booking marked paid, the refused
 * notifications changed nothing, and every genuine notification was answered 200 'success'.
 *
 * Run: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:notify
 * A fresh database is created per run (and dropped afterwards). Knobs: BENCH_ORDERS (1000), BENCH_DUPLICATES (4),
 * BENCH_CONCURRENCY (100). Exits non-zero when an invariant is broken.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { buildNotification } from '../apps/server/src/modules/paygateway/gateway.service.ts';
import {
  NOTIFY_MAX_AGE_SECONDS,
  NOTIFY_PATH,
} from '../apps/server/src/modules/payments/payments.routes.ts';
import {
  insertBookings,
  insertHolders,
  latencyStats,
  pool,
  shuffle,
  withPostgresServer,
  type Booking,
} from './support.ts';
import type { HosId } from '@portal/shared';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1000);
const DUPLICATES = Math.max(1, Number(process.env.BENCH_DUPLICATES ?? 4));
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 100);
const HOS = '1001';
const FEE = 1000;
// 5% forged and 5% wrong-amount notifications; half of them aim at decoy orders that get nothing genuine, so "changed
// nothing" is visible in SQL even where a genuine notification would have paid the order anyway.
const BAD = Math.max(1, Math.round(ORDERS * 0.05));
const DECOYS = Math.max(1, Math.round(ORDERS * 0.05));
const HOLDERS = 100;
// The server verifies with this; the bench signs with it through the gateway's own buildNotification.
const SECRET = `bench-gateway-secret-${randomBytes(8).toString('hex')}`;

type Kind = 'genuine' | 'forged' | 'wrong-amount';
interface GatewayRow {
  hos_id: HosId;
  out_trade_no: string;
  trade_no: string | null;
  amount: string;
  paid_at: Date | null;
}
interface Notification {
  kind: Kind;
  variant: string;
  outTradeNo: string;
  body: string;
}
interface Answer {
  kind: Kind | 'healthz' | 'direct';
  status: number;
  body: string;
  ms: number;
}

/** pcRegisterScanQR over HTTP, as the payment page calls it: the order created → paying and the gateway transaction opened. */
async function openOrder(baseUrl: string, b: Booking): Promise<string> {
  const res = await fetch(`${baseUrl}/payservice/api/pcRegisterScanQR`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${b.holder.token}`,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({ hosId: HOS, appointId: b.appointId }),
  });
  const json = (await res.json()) as { data?: { outTradeNo?: string }; messageKey?: string };
  if (res.status !== 200 || !json.data?.outTradeNo)
    throw new Error(`pcRegisterScanQR ${b.appointId}: ${res.status} ${json.messageKey ?? ''}`);
  return json.data.outTradeNo;
}

/**
 * Accounts, cards and unpaid bookings in SQL; the orders through HTTP (the real path, and fast enough: about
 * 2,000 calls in seconds); the gateway transactions paid in SQL as confirmScan does, except that no notification is
 * due (next_attempt_at stays null), so the gateway's own sender never fires — the bench is the only sender.
 */
async function prepare(db: pg.Pool, baseUrl: string) {
  const total = 2 * ORDERS + DECOYS;
  const holders = await insertHolders(db, {
    hosId: HOS,
    prefix: 'nb',
    count: Math.min(HOLDERS, total),
    phonePrefix: '172',
    opening: 10_000,
  });
  const bookings = (
    await insertBookings(db, {
      hosId: HOS,
      prefix: 'nb',
      holders,
      sessions: Math.ceil(total / holders.length),
      fee: FEE,
    })
  ).slice(0, total);
  const t0 = performance.now();
  const opened = await pool(bookings, 50, (b) => openOrder(baseUrl, b));
  const openSeconds = (performance.now() - t0) / 1000;
  await db.query(
    `update gateway_transaction set state = 'paid', paid_at = now(), trade_no = 'T' || upper(substr(md5(token), 1, 24))
    where hos_id = $1 and state = 'pending'`,
    [HOS],
  );
  const { rows } = await db.query<GatewayRow>(
    `select hos_id, out_trade_no, trade_no, amount, paid_at from gateway_transaction
    where hos_id = $1 and out_trade_no = any($2)`,
    [HOS, opened],
  );
  const byOrder = new Map(rows.map((r) => [r.out_trade_no, r]));
  const row = (outTradeNo: string) => byOrder.get(outTradeNo)!;
  return {
    openSeconds,
    notified: opened.slice(0, ORDERS).map(row),
    decoys: opened.slice(ORDERS, ORDERS + DECOYS).map(row),
    direct: opened.slice(ORDERS + DECOYS).map(row),
  };
}

/** D per order (duplicates alternate: byte-identical replay, re-signed retry), plus the forged and wrong-amount ones, shuffled. */
function notifications(notified: GatewayRow[], decoys: GatewayRow[]): Notification[] {
  const out: Notification[] = [];
  for (const row of notified) {
    const original = JSON.stringify(buildNotification(row, SECRET));
    out.push({
      kind: 'genuine',
      variant: 'original',
      outTradeNo: row.out_trade_no,
      body: original,
    });
    for (let d = 1; d < DUPLICATES; d++) {
      const replay = d % 2 === 1;
      out.push({
        kind: 'genuine',
        variant: replay ? 'replay' : 'resigned',
        outTradeNo: row.out_trade_no,
        body: replay ? original : JSON.stringify(buildNotification(row, SECRET)),
      });
    }
  }
  const target = (i: number) =>
    i % 2 === 0
      ? decoys[(i / 2) % decoys.length]!
      : notified[Math.floor(Math.random() * notified.length)]!;
  for (let i = 0; i < BAD; i++) {
    const row = target(i);
    // Another secret; a genuine signature over fields changed afterwards (a cheaper price); or a genuine one captured
    // and replayed after the receiver's time window.
    const variant = (['wrong-secret', 'tampered', 'stale'] as const)[Math.floor(i / 2) % 3]!;
    const fields =
      variant === 'wrong-secret'
        ? buildNotification(row, `${SECRET}-forged`)
        : variant === 'tampered'
          ? { ...buildNotification(row, SECRET), totalFee: String(Number(row.amount) - 1) }
          : buildNotification(
              row,
              SECRET,
              new Date(Date.now() - (NOTIFY_MAX_AGE_SECONDS + 60) * 1000),
            );
    out.push({
      kind: 'forged',
      variant,
      outTradeNo: row.out_trade_no,
      body: JSON.stringify(fields),
    });
    const other = target(i + 1);
    out.push({
      kind: 'wrong-amount',
      variant: 'signed',
      outTradeNo: other.out_trade_no,
      body: JSON.stringify(
        buildNotification({ ...other, amount: String(Number(other.amount) + 100) }, SECRET),
      ),
    });
  }
  return shuffle(out);
}

async function send(
  baseUrl: string,
  items: readonly Notification[],
): Promise<{ answers: Answer[]; seconds: number }> {
  const t0 = performance.now();
  const answers = await pool(items, CONCURRENCY, async (n): Promise<Answer> => {
    const start = performance.now();
    try {
      const res = await fetch(`${baseUrl}${NOTIFY_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: n.body,
      });
      return {
        kind: n.kind,
        status: res.status,
        body: await res.text(),
        ms: performance.now() - start,
      };
    } catch (err) {
      return { kind: n.kind, status: 0, body: String(err), ms: performance.now() - start };
    }
  });
  return { answers, seconds: (performance.now() - t0) / 1000 };
}

/** The baseline through the same client: as many /healthz requests at the same concurrency. */
async function health(
  baseUrl: string,
  count: number,
): Promise<{ answers: Answer[]; seconds: number }> {
  const t0 = performance.now();
  const answers = await pool(
    Array.from({ length: count }),
    CONCURRENCY,
    async (): Promise<Answer> => {
      const start = performance.now();
      try {
        const res = await fetch(`${baseUrl}/healthz`);
        return {
          kind: 'healthz',
          status: res.status,
          body: await res.text(),
          ms: performance.now() - start,
        };
      } catch (err) {
        return { kind: 'healthz', status: 0, body: String(err), ms: performance.now() - start };
      }
    },
  );
  return { answers, seconds: (performance.now() - t0) / 1000 };
}

/** What applyPaid does, directly: lock the order, paying → paid once with its event, the booking marked paid. */
async function directPaid(db: pg.Pool, outTradeNo: string): Promise<Answer> {
  const start = performance.now();
  const client = await db.connect();
  try {
    await client.query('begin');
    const order = await client.query<{ appoint_id: string; state: string }>(
      `select appoint_id, amount, state, method from pay_order
      where hos_id = $1 and out_trade_no = $2 for update`,
      [HOS, outTradeNo],
    );
    const row = order.rows[0]!;
    if (row.state === 'paying') {
      const now = new Date();
      const moved = await client.query(
        `update pay_order set state = 'paid', updated_at = $3, paid_at = $3
        where hos_id = $1 and out_trade_no = $2 and state = 'paying' returning out_trade_no`,
        [HOS, outTradeNo, now],
      );
      if (moved.rowCount === 1) {
        await client.query(
          `insert into pay_order_event (hos_id, out_trade_no, from_state, to_state, note) values ($1, $2, 'paying', 'paid', 'bench direct')`,
          [HOS, outTradeNo],
        );
        await client.query(
          `update appointment set is_dopay = '1', state = '1' where hos_id = $1 and appoint_id = $2 and is_dopay = '0'
          and state in ('1', '3')`,
          [HOS, row.appoint_id],
        );
      }
    }
    await client.query('commit');
    return { kind: 'direct', status: 200, body: 'success', ms: performance.now() - start };
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    return { kind: 'direct', status: 0, body: String(err), ms: performance.now() - start };
  } finally {
    client.release();
  }
}

async function count(db: pg.Pool, q: string, params: unknown[]): Promise<number> {
  return Number((await db.query<{ n: string }>(q, params)).rows[0]!.n);
}

/** For a set of orders: how many are paid, their paying → paid events, orders without exactly one, bookings marked paid. */
async function checkOrders(db: pg.Pool, ids: string[]) {
  const n = (q: string) => count(db, q, [HOS, ids]);
  return {
    paid: await n(
      `select count(*) n from pay_order where hos_id = $1 and out_trade_no = any($2) and state = 'paid'`,
    ),
    paidEvents: await n(
      `select count(*) n from pay_order_event where hos_id = $1 and out_trade_no = any($2) and from_state = 'paying' and to_state = 'paid'`,
    ),
    notOnePaidEvent:
      await n(`select count(*) n from pay_order o where o.hos_id = $1 and o.out_trade_no = any($2) and (select count(*) from pay_order_event e
      where e.hos_id = o.hos_id and e.out_trade_no = o.out_trade_no and e.from_state = 'paying' and e.to_state = 'paid') <> 1`),
    bookingsPaid:
      await n(`select count(*) n from pay_order o join appointment a on a.hos_id = o.hos_id and a.appoint_id = o.appoint_id
      where o.hos_id = $1 and o.out_trade_no = any($2) and a.is_dopay = '1' and a.state = '1'`),
  };
}

async function verify(db: pg.Pool, orders: string[], decoys: string[]) {
  return {
    ...(await checkOrders(db, orders)),
    // Every transition came from our notify handler with the gateway's trade number (not from query-on-silence).
    foreignPaidNote: await count(
      db,
      `select count(*) n from pay_order_event e join gateway_transaction g on g.hos_id = e.hos_id and g.out_trade_no = e.out_trade_no
      where e.hos_id = $1 and e.out_trade_no = any($2) and e.to_state = 'paid' and e.note <> 'notify ' || g.trade_no`,
      [HOS, orders],
    ),
    // Decoys got only refused notifications: still paying, booking unpaid, no event past 'paying'.
    decoysChanged: await count(
      db,
      `select count(*) n from pay_order o join appointment a on a.hos_id = o.hos_id and a.appoint_id = o.appoint_id
      where o.hos_id = $1 and o.out_trade_no = any($2) and (o.state <> 'paying' or a.is_dopay <> '0' or exists (select 1 from pay_order_event e
        where e.hos_id = o.hos_id and e.out_trade_no = o.out_trade_no and e.to_state not in ('created', 'paying')))`,
      [HOS, decoys],
    ),
    // The gateway's own sender never ran: the bench was the only source of notifications.
    gatewaySends: await count(
      db,
      `select coalesce(sum(attempts), 0) n from gateway_transaction where hos_id = $1`,
      [HOS],
    ),
  };
}

const keyOf = (a: Answer) => {
  try {
    return `${a.status} ${(JSON.parse(a.body) as { messageKey?: string }).messageKey ?? a.body}`;
  } catch {
    return `${a.status} ${a.body.slice(0, 40)}`;
  }
};
const histogram = (answers: Answer[]) =>
  answers.reduce<Record<string, number>>(
    (h, a) => ({ ...h, [keyOf(a)]: (h[keyOf(a)] ?? 0) + 1 }),
    {},
  );

async function main() {
  // PAY_JOBS_INTERVAL_MS=0: no notification retries and no query-on-silence; EXPIRE_UNPAID_INTERVAL_MS=0: no expiry.
  await withPostgresServer(
    'notify',
    { PAY_GATEWAY_SECRET: SECRET, PAY_JOBS_INTERVAL_MS: '0', EXPIRE_UNPAID_INTERVAL_MS: '0' },
    async ({ server, db }) => {
      const { openSeconds, notified, decoys, direct } = await prepare(db, server.baseUrl);
      console.log(
        `set-up: ${2 * ORDERS + DECOYS} QR orders opened over HTTP pcRegisterScanQR in ${openSeconds.toFixed(2)} s`,
      );
      const items = notifications(notified, decoys);
      // Warm-up (JIT, pools): /healthz, and wrong-amount notifications for the decoys (refused, change nothing).
      await health(server.baseUrl, 300);
      await send(
        server.baseUrl,
        Array.from({ length: 300 }, (_, i) => {
          const row = decoys[i % decoys.length]!;
          return {
            kind: 'wrong-amount' as const,
            variant: 'warm-up',
            outTradeNo: row.out_trade_no,
            body: JSON.stringify(buildNotification({ ...row, amount: '1' }, SECRET)),
          };
        }),
      );

      const healthz = await health(server.baseUrl, items.length);
      const run = await send(server.baseUrl, items);
      const directItems = shuffle(
        direct.flatMap((r) => Array.from({ length: DUPLICATES }, () => r.out_trade_no)),
      );
      const t0 = performance.now();
      const directAnswers = await pool(directItems, CONCURRENCY, (o) => directPaid(db, o));
      const directSeconds = (performance.now() - t0) / 1000;

      const check = await verify(
        db,
        notified.map((r) => r.out_trade_no),
        decoys.map((r) => r.out_trade_no),
      );
      const directCheck = await checkOrders(
        db,
        direct.map((r) => r.out_trade_no),
      );
      const by = (k: Kind) => run.answers.filter((a) => a.kind === k);
      const fiveXx = [...run.answers, ...healthz.answers].filter(
        (a) => a.status >= 500 || a.status === 0,
      ).length;
      const genuineNotSuccess = by('genuine').filter(
        (a) => a.status !== 200 || a.body !== 'success',
      ).length;
      const refusedNot4xx = [...by('forged'), ...by('wrong-amount')].filter(
        (a) => a.status < 400 || a.status >= 500,
      ).length;
      const directFailed = directAnswers.filter((a) => a.status !== 200).length;
      const rate = run.answers.length / run.seconds;
      const healthRate = healthz.answers.length / healthz.seconds;
      const directRate = directAnswers.length / directSeconds;

      console.log(
        JSON.stringify({
          orders: ORDERS,
          duplicates: DUPLICATES,
          concurrency: CONCURRENCY,
          bad: BAD,
          decoys: DECOYS,
          seconds: run.seconds,
          answers: {
            genuine: histogram(by('genuine')),
            forged: histogram(by('forged')),
            wrongAmount: histogram(by('wrong-amount')),
          },
          fiveXx,
          check,
          direct: { seconds: directSeconds, failed: directFailed, check: directCheck },
        }),
      );
      console.log(
        `database=postgres orders=${ORDERS} × ${DUPLICATES} notifications (original, replays, re-signed) + ${BAD} forged (bad signature, stale) + ${BAD} wrong-amount ` +
          `(half at ${DECOYS} decoy orders) = ${run.answers.length}, concurrency=${CONCURRENCY}\n` +
          `orders paid ${check.paid}/${ORDERS}, paying→paid events ${check.paidEvents}, orders without exactly one ${check.notOnePaidEvent}, ` +
          `bookings isDopay 1 ${check.bookingsPaid}/${ORDERS}, paid by something else ${check.foreignPaidNote}, decoys changed ${check.decoysChanged}/${DECOYS}, ` +
          `gateway's own sends ${check.gatewaySends}\n` +
          `answers: genuine ${JSON.stringify(histogram(by('genuine')))} (not 200 'success': ${genuineNotSuccess}); forged ${JSON.stringify(histogram(by('forged')))}; ` +
          `wrong amount ${JSON.stringify(histogram(by('wrong-amount')))} (refusals not 4xx: ${refusedNot4xx}); 5xx ${fiveXx}\n` +
          `latency genuine ${latencyStats(by('genuine').map((a) => a.ms))}; forged ${latencyStats(by('forged').map((a) => a.ms))}; ` +
          `wrong amount ${latencyStats(by('wrong-amount').map((a) => a.ms))}; healthz ${latencyStats(healthz.answers.map((a) => a.ms))}; ` +
          `direct pg ${latencyStats(directAnswers.map((a) => a.ms))}\n` +
          `throughput: notify ${rate.toFixed(0)} notifications/s (${run.seconds.toFixed(2)} s); healthz ${healthRate.toFixed(0)} req/s (same client); ` +
          `direct pg paying→paid ${directRate.toFixed(0)} tx/s (${directAnswers.length} with duplicates, paid ${directCheck.paid}/${ORDERS}); ` +
          `notify/healthz ${(rate / healthRate).toFixed(3)}, notify/direct ${(rate / directRate).toFixed(3)}`,
      );
      const failed =
        check.paid !== ORDERS ||
        check.paidEvents !== ORDERS ||
        check.notOnePaidEvent > 0 ||
        check.bookingsPaid !== ORDERS ||
        check.foreignPaidNote > 0 ||
        check.decoysChanged > 0 ||
        check.gatewaySends > 0 ||
        genuineNotSuccess > 0 ||
        refusedNot4xx > 0 ||
        fiveXx > 0 ||
        directFailed > 0 ||
        directCheck.paid !== ORDERS ||
        directCheck.notOnePaidEvent > 0 ||
        directCheck.bookingsPaid !== ORDERS;
      if (fiveXx > 0) console.error(server.output().slice(-4000));
      if (failed) {
        console.error('INVARIANT BROKEN');
        process.exitCode = 1;
      }
    },
  );
}

void main();
