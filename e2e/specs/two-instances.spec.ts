import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  hospitalToday,
  type ScheduleDept,
  type ScheduleDoctor,
  type HosId,
} from '@portal/shared';
import { BUILT_IN_SECRETS } from '../../apps/server/src/config/demo-mode.ts';
import { buildNotification } from '../../apps/server/src/modules/paygateway/gateway.service.ts';
import { NOTIFY_PATH } from '../../apps/server/src/modules/payments/payments.routes.ts';
import { insertHolders, pool, type Holder } from '../../bench/support.ts';
import { DEMO_PASSWORD, DEMO_PHONE } from '../pages/portal-page.ts';
import { addressBook, call, within, type Answer } from '../support/balanced-client.ts';
import { startCluster, type Cluster, type Instance } from '../support/cluster.ts';
import { HAPROXY } from '../support/haproxy.ts';
import { INVARIANTS, lostQueries, type Seen } from '../support/invariants.ts';

/**
 * Two server processes on one fresh PostgreSQL database and one Redis, behind a real HAProxy
 * (round-robin, /healthz checks, X-Forwarded-For). Through the balancer: sign-in on one instance and booking on the
 * other (and the booking in the other's schedule within a second); a QR payment whose signed notification reaches
 * both instances at once settles once; expiry, reminders and their texts each happen once though both instances run
 * the jobs; the rate limit holds across instances; one instance killed with SIGKILL amid bookings and payments loses
 * nothing, and the survivor finishes the work. No browser: every check is in the answers and in SQL.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisBase = process.env.TEST_REDIS_URL;
const missing = [
  !databaseUrl && 'TEST_DATABASE_URL',
  !redisBase && 'TEST_REDIS_URL',
  !HAPROXY && 'haproxy (/usr/sbin/haproxy)',
].filter(Boolean);
const skipReason = missing.length
  ? ` — SKIPPED: ${missing.join(', ')} missing (CI provides all three: .ci/run)`
  : '';
if (skipReason) console.warn(`two-instances journey${skipReason}`);

const HOS = '1001';
const ZONE = 'Asia/Shanghai';
/** 1001's payTimeLimitSeconds (apps/server/demo/1001/hospital.json). */
const PAY_LIMIT_SECONDS = 900;
/** Scaled limits (plugins/rate-limit.ts): 300 calls a minute per address, sign-in 12, booking 30. */
const RATE_LIMIT_MAX = 300;
const RUSH_NUMBERS = 40;

/** Its own Redis database (3 unless TEST_REDIS_URL names one), and only this run's keys are removed after. */
function redisUrl(): string {
  const u = new URL(redisBase!);
  if (u.pathname.length <= 1) u.pathname = '/3';
  return u.toString();
}

/** Every doctor entry of a week's department tree, with its date, earliest first. */
function doctorsOf(depts: ScheduleDept[]): (ScheduleDoctor & { date: string })[] {
  return depts
    .flatMap((d) => [
      ...Object.values(d.noonMap).flatMap((byDate) =>
        Object.entries(byDate).flatMap(([date, list]) => list.map((e) => ({ ...e, date }))),
      ),
      ...doctorsOf(d.children),
    ])
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** `field` of every instance's `msg` log lines, summed: how much of a job's work the cluster did, whichever instance did it. */
function loggedSum(instances: Instance[], msg: string, field: string): number {
  let sum = 0;
  for (const i of instances) {
    for (const line of i.output().split('\n')) {
      if (!line.startsWith('{') || !line.includes(msg)) continue;
      const entry = JSON.parse(line) as Record<string, unknown>;
      if (entry.msg === msg) sum += Number(entry[field] ?? 0);
    }
  }
  return sum;
}

describe.skipIf(missing.length > 0)(
  `two instances behind HAProxy, with one PostgreSQL and one Redis${skipReason}`,
  () => {
    let cluster: Cluster;
    const ips = addressBook();
    const q = async <R extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
      (await cluster.db.query<R>(text, params)).rows;
    const n = async (text: string, params: unknown[] = []) =>
      Number((await q<{ n: string }>(text, params))[0]!.n);

    beforeAll(async () => {
      cluster = await startCluster({
        tag: 'two',
        adminUrl: databaseUrl!,
        redisUrl: redisUrl(),
        env: {
          // info: the jobs log what each pass did, which the exactly-once checks add up across both instances.
          LOG_LEVEL: 'info',
          RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
          EXPIRE_UNPAID_INTERVAL_MS: '250',
          PAY_JOBS_INTERVAL_MS: '500',
          PAY_QUERY_AFTER_SECONDS: '2',
        },
      });
    });

    afterAll(async () => {
      await cluster?.stop();
      if (missing.length) return;
      const redis = new Redis(redisUrl());
      try {
        // This run's counters only: its addresses, the balancer's own (the gateway's notifications), the demo phone's sign-ins.
        const mine = (await redis.keys('portal-*')).filter(
          (k) =>
            k.includes(ips.prefix) ||
            k.endsWith(':127.0.0.1') ||
            (k.startsWith('portal-auth') && k.includes(DEMO_PHONE)),
        );
        if (mine.length) await redis.del(...mine);
      } finally {
        redis.disconnect();
      }
    });

    it(
      'shares one database and one Redis, does each job once, and loses nothing when an instance is killed',
      { timeout: 150_000 },
      async () => {
        const t0 = Date.now();
        const [one, two] = cluster.instances as [Instance, Instance];
        const lb = cluster.baseUrl;
        const names = new Set([one.name, two.name]);

        // Both instances started at once on the empty database (the demo seed under its start-up lock): one seeding.
        expect(await n(`select count(*) n from hospital`)).toBeGreaterThanOrEqual(3);

        // Set-up in SQL: 70 patients with session tokens and funded, linked cards, and three sessions five days out.
        const holders = await insertHolders(cluster.db, {
          hosId: HOS,
          prefix: 'mi',
          count: 70,
          phonePrefix: '1390',
          opening: 1_000_000,
          linked: true,
        });
        const date = addDays(hospitalToday(new Date(), ZONE), 5);
        for (const [tag, numbers] of [
          ['exp', 10],
          ['rem', 10],
          ['rush', RUSH_NUMBERS],
        ] as const) {
          await cluster.db.query(
            `insert into schedule_session (hos_id, schedule_id, area_id, business_type, dept_id, doctor_id, rule_id, session_date, noon_code, reg_fee, capacity)
        values ($1, $2, '1', '1', '12', 'DR04', $2, $3, '1', 1000, $4)`,
            [HOS, `mi-${tag}`, date, numbers],
          );
          await cluster.db.query(
            `insert into source_number (hos_id, schedule_id, number_id, seq, start_time, end_time)
        select $1, $2, $2 || '-' || s, s, '08:00', '08:05' from generate_series(1, $3::int) s`,
            [HOS, `mi-${tag}`, numbers],
          );
        }
        const book = (h: Holder, scheduleId: string) =>
          call<{ appointId: string }>(lb, 'POST', '/appointment/api/appointment/create', {
            token: h.token,
            ip: ips.next(),
            key: randomUUID(),
            body: { hosId: HOS, patientId: h.patientId, scheduleId },
          });

        // 1. Round-robin: consecutive calls alternate between the two instances.
        const served: (string | null)[] = [];
        for (let i = 0; i < 4; i++)
          served.push((await call(lb, 'GET', '/healthz', { ip: ips.next() })).servedBy);
        expect(new Set(served)).toEqual(names);
        expect(served[0]).not.toBe(served[1]);

        // 2. Sign-in answered by one instance, the booking by the other; the other's schedule shows it within a second.
        const start = addDays(hospitalToday(new Date(), ZONE), 2);
        const week = `/hospital/api/snScheduleSync/web/all?hosId=${HOS}&hosArea=1&start=${start}&end=${addDays(start, 6)}`;
        const leftNum = async (inst: Instance, scheduleId: string) =>
          doctorsOf(
            (
              await call<{ scheduleList: ScheduleDept[] }>(inst.baseUrl, 'GET', week, {
                ip: ips.next(),
              })
            ).data.scheduleList,
          ).find((d) => d.scheduleId === scheduleId)?.leftNum;
        const session = doctorsOf(
          (
            await call<{ scheduleList: ScheduleDept[] }>(one.baseUrl, 'GET', week, {
              ip: ips.next(),
            })
          ).data.scheduleList,
        ).find((d) => d.leftNum >= 2 && d.regFee > 0 && d.isStop === '0' && !d.closedReason);
        expect(session, 'a bookable demo session in the week').toBeDefined();
        // Both instances have read (and may cache) the week before the booking.
        const before = {
          [one.name]: await leftNum(one, session!.scheduleId),
          [two.name]: await leftNum(two, session!.scheduleId),
        };
        const demoIp = ips.next();
        const signIn = await call<{ access_token: string }>(lb, 'POST', '/uaa/api/login/password', {
          ip: demoIp,
          body: { hosId: HOS, phone: DEMO_PHONE, password: DEMO_PASSWORD },
        });
        expect(signIn.code).toBe(0);
        const token = signIn.data.access_token;
        // Straight to an instance, so the balancer's next call is the booking.
        const patients = await call<{ patientId: string; defaultState: string }[]>(
          one.baseUrl,
          'GET',
          `/patient/api/patient/list?hosId=${HOS}`,
          { token, ip: demoIp },
        );
        const patientId = (patients.data.find((p) => p.defaultState === '1') ?? patients.data[0]!)
          .patientId;
        const booked = await call<{ appointId: string }>(
          lb,
          'POST',
          '/appointment/api/appointment/create',
          {
            token,
            ip: demoIp,
            key: randomUUID(),
            body: { hosId: HOS, patientId, scheduleId: session!.scheduleId },
          },
        );
        expect(booked.code, JSON.stringify(booked)).toBe(0);
        expect([signIn.servedBy, booked.servedBy].sort()).toEqual([...names].sort());
        const other = booked.servedBy === one.name ? two : one;
        const visibleMs = await within(
          1_000,
          async () => (await leftNum(other, session!.scheduleId)) === before[other.name]! - 1,
        );
        expect(
          visibleMs,
          `leftNum on ${other.name} (booked through ${booked.servedBy}) within a second`,
        ).not.toBeNull();

        // 3. QR payment: the gateway's signed notification delivered to both instances and the balancer at once settles once.
        const qr = await call<{ outTradeNo: string; Data: string }>(
          lb,
          'POST',
          '/payservice/api/pcRegisterScanQR',
          {
            token,
            ip: demoIp,
            key: randomUUID(),
            body: { hosId: HOS, appointId: booked.data.appointId },
          },
        );
        expect(qr.code, JSON.stringify(qr)).toBe(0);
        const scanToken = qr.data.Data.split('/').pop()!;
        expect(
          (
            await call<{ state: string }>(lb, 'POST', `/paygateway/api/scan/${scanToken}/confirm`, {
              ip: ips.next(),
            })
          ).data.state,
        ).toBe('paid');
        const [tx] = await q<{
          hos_id: HosId;
          out_trade_no: string;
          trade_no: string;
          amount: string;
          paid_at: Date;
        }>(
          `select hos_id, out_trade_no, trade_no, amount, paid_at from gateway_transaction where token = $1`,
          [scanToken],
        );
        const notification = buildNotification(tx!, BUILT_IN_SECRETS.PAY_GATEWAY_SECRET);
        const deliveries = await Promise.all(
          [one.baseUrl, two.baseUrl, lb].map((base) =>
            fetch(`${base}${NOTIFY_PATH}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(notification),
            }).then(async (r) => `${r.status} ${await r.text()}`),
          ),
        );
        expect(deliveries).toEqual(['200 success', '200 success', '200 success']);
        const paidEvents = (outTradeNo: string) =>
          n(
            `select count(*) n from pay_order_event where hos_id = $1 and out_trade_no = $2 and to_state = 'paid'`,
            [HOS, outTradeNo],
          );
        expect(await paidEvents(qr.data.outTradeNo)).toBe(1);
        // The gateway's own notification went through the balancer (PUBLIC_BASE_URL) and was acknowledged there too.
        expect(
          await within(
            10_000,
            async () =>
              (await n(
                `select count(*) n from gateway_transaction where token = $1 and acknowledged_at is not null`,
                [scanToken],
              )) === 1,
            200,
          ),
        ).not.toBeNull();
        expect(await paidEvents(qr.data.outTradeNo)).toBe(1);
        expect(
          await n(
            `select count(*) n from appointment where hos_id = $1 and appoint_id = $2 and is_dopay = '1'`,
            [HOS, booked.data.appointId],
          ),
        ).toBe(1);

        // 4. Jobs on both instances, each piece of work done once: 6 unpaid bookings past their pay deadline expire, and
        //    4 unpaid bookings two minutes before theirs get one pay reminder each, and one text each in the SMS outbox.
        const expiring = await Promise.all(holders.slice(0, 6).map((h) => book(h, 'mi-exp')));
        const reminded = await Promise.all(holders.slice(6, 10).map((h) => book(h, 'mi-rem')));
        for (const a of [...expiring, ...reminded]) expect(a.code, JSON.stringify(a)).toBe(0);
        const ids = (list: Answer<{ appointId: string }>[]) => list.map((a) => a.data.appointId);
        await cluster.db.query(
          `update appointment set op_time = now() - make_interval(secs => $2) where hos_id = $1 and appoint_id = any($3)`,
          [HOS, PAY_LIMIT_SECONDS + 60, ids(expiring)],
        );
        await cluster.db.query(
          `update appointment set op_time = now() - make_interval(secs => $2) where hos_id = $1 and appoint_id = any($3)`,
          [HOS, PAY_LIMIT_SECONDS - 120, ids(reminded)],
        );

        // 5. The rate limit is one budget across both instances (Redis): 300 calls from one address, then 429 on both.
        const limitedIp = ips.next();
        const calls = await pool(
          Array.from({ length: RATE_LIMIT_MAX + 6 }, (_, i) => i),
          8,
          () => call(lb, 'GET', '/hospital/api/hospital/list', { ip: limitedIp }),
        );
        const ok = calls.filter((c) => c.status === 200);
        const refused = calls.filter((c) => c.status === 429);
        expect(ok.length).toBe(RATE_LIMIT_MAX);
        expect(refused.length).toBe(6);
        expect(new Set(ok.map((c) => c.servedBy))).toEqual(names);
        // One after another, so round-robin gives each instance its turn: both refuse.
        const more: Answer<unknown>[] = [];
        for (let i = 0; i < 4; i++)
          more.push(await call(lb, 'GET', '/hospital/api/hospital/list', { ip: limitedIp }));
        expect(more.map((c) => c.status)).toEqual([429, 429, 429, 429]);
        expect(new Set(more.map((c) => c.servedBy))).toEqual(names);
        // Another address still has its budget on both.
        expect(
          (await call(lb, 'GET', '/hospital/api/hospital/list', { ip: ips.next() })).status,
        ).toBe(200);

        expect(
          await within(
            15_000,
            async () =>
              (await n(
                `select count(*) n from appointment where hos_id = $1 and appoint_id = any($2) and state = 'cancelled' and cancel_reason = 'expired'`,
                [HOS, ids(expiring)],
              )) === expiring.length,
            200,
          ),
          'the unpaid bookings expire',
        ).not.toBeNull();
        // Texts are written and sent on the notice pass (every 15 s on each instance); wait for them before any kill.
        const sentTexts = `select count(*) n from notice_outbox o join sms_outbox s on s.hos_id = o.hos_id and s.phone = o.phone and s.text = o.text
      where o.hos_id = $1 and o.dedupe_key = any($2)`;
        const payKeys = ids(reminded).map((id) => `pay:${id}`);
        expect(
          await within(
            45_000,
            async () => (await n(sentTexts, [HOS, payKeys])) >= payKeys.length,
            250,
          ),
          'the pay reminders are texted',
        ).not.toBeNull();
        expect(
          await n(
            `select count(*) n from user_message where hos_id = $1 and dedupe_key = any($2)`,
            [HOS, payKeys],
          ),
        ).toBe(payKeys.length);
        expect(await n(sentTexts, [HOS, payKeys])).toBe(payKeys.length);
        expect(
          await n(`select count(*) n from sms_outbox where hos_id = $1 and phone = any($2)`, [
            HOS,
            (
              await q<{ phone: string }>(
                `select phone from notice_outbox where hos_id = $1 and dedupe_key = any($2)`,
                [HOS, payKeys],
              )
            ).map((r) => r.phone),
          ]),
        ).toBe(payKeys.length);
        const expiredLogged = () =>
          loggedSum(cluster.instances, 'expired unpaid bookings', 'expired');
        await within(3_000, async () => expiredLogged() >= expiring.length);
        expect(
          expiredLogged(),
          'bookings cancelled by the expiry passes of both instances, summed',
        ).toBe(expiring.length);
        expect(
          await n(
            `select count(*) n from source_number where hos_id = $1 and schedule_id = 'mi-exp' and status = 'free'`,
            [HOS],
          ),
        ).toBe(10);

        // 6. Kill -9 one instance amid a rush of bookings and payments (QR and card) through the balancer.
        const seen: Seen = {
          booked: [`${HOS}:${booked.data.appointId}`],
          paid: [`${HOS}:${booked.data.appointId}`],
          cancelled: [],
        };
        const payerPaid: string[] = [qr.data.outTradeNo];
        const instanceErrors: string[] = [];
        let cutOff = 0;
        let successes = 0;
        let killedAt = 0;
        const afterKill: (string | null)[] = [];
        const kill = () => {
          if (killedAt) return;
          killedAt = Date.now();
          two.process.kill('SIGKILL');
        };
        const timer = setTimeout(kill, 3_000);
        const look = async <T>(what: string, answer: Promise<Answer<T>>): Promise<Answer<T>> => {
          const startedAt = Date.now();
          const a = await answer;
          if (a.status >= 500 || a.status === 0) {
            // Only the balancer may answer 5xx (a call the kill cut off); an instance never does.
            if (a.servedBy)
              instanceErrors.push(`${what}: ${a.status} ${a.messageKey} from ${a.servedBy}`);
            else cutOff += 1;
          }
          if (killedAt && startedAt - killedAt > 2_000) afterKill.push(a.servedBy);
          if (a.code === 0 && ++successes >= 20) kill();
          return a;
        };
        await pool(holders.slice(10), 10, async (h) => {
          const ip = ips.next();
          const made = await look('book', book(h, 'mi-rush'));
          if (made.code !== 0) return;
          const appointId = made.data.appointId;
          seen.booked.push(`${HOS}:${appointId}`);
          if (Number(h.userId.split('-').pop()) % 2 === 0) {
            const order = await look(
              'qr',
              call<{ outTradeNo: string; Data: string }>(
                lb,
                'POST',
                '/payservice/api/pcRegisterScanQR',
                { token: h.token, ip, key: randomUUID(), body: { hosId: HOS, appointId } },
              ),
            );
            if (order.code !== 0) return;
            const paid = await look(
              'confirm',
              call<{ state: string }>(
                lb,
                'POST',
                `/paygateway/api/scan/${order.data.Data.split('/').pop()}/confirm`,
                { ip },
              ),
            );
            if (paid.code === 0 && paid.data.state === 'paid')
              payerPaid.push(order.data.outTradeNo);
          } else {
            const paid = await look(
              'card',
              call(lb, 'PUT', `/appointment/api/record/deduction/${HOS}/${appointId}`, {
                token: h.token,
                ip,
                key: randomUUID(),
              }),
            );
            if (paid.code === 0) seen.paid.push(`${HOS}:${appointId}`);
          }
        });
        clearTimeout(timer);
        kill();
        expect(instanceErrors).toEqual([]);
        // Calls made once HAProxy's checks had taken the dead instance out (2 s on) were all answered by the survivor.
        await new Promise((r) => setTimeout(r, Math.max(0, killedAt + 2_000 - Date.now())));
        for (let i = 0; i < 4; i++)
          afterKill.push(
            (await call(lb, 'GET', '/hospital/api/hospital/list', { ip: ips.next() })).servedBy,
          );
        expect(afterKill.filter((s) => s !== one.name)).toEqual([]);

        // The survivor finishes: every order the payer paid settles (notification or query-on-silence), no card charge hangs.
        const unsettled = () =>
          q<{ out_trade_no: string; state: string }>(
            `select out_trade_no, state from pay_order where hos_id = $1 and
      ((out_trade_no = any($2) and state <> 'paid') or (method = 'card' and state = 'paying'))`,
            [HOS, payerPaid],
          );
        expect(
          await within(30_000, async () => (await unsettled()).length === 0, 250),
          'every paid order settles on the survivor',
        ).not.toBeNull();
        const broken: Record<string, unknown[]> = {};
        for (const [name, text] of Object.entries({ ...INVARIANTS, ...lostQueries(seen) })) {
          const rows = await q(text);
          if (rows.length > 0) broken[name] = rows;
        }
        expect(broken).toEqual({});
        expect(
          await n(
            `select count(*) n from (select out_trade_no from pay_order_event where to_state = 'paid' group by hos_id, out_trade_no having count(*) > 1) x`,
          ),
        ).toBe(0);
        expect(
          await n(
            `select count(*) n from appointment where hos_id = $1 and schedule_id = 'mi-rush' and state in ('1', '3')`,
            [HOS],
          ),
        ).toBeLessThanOrEqual(RUSH_NUMBERS);
        expect(
          await n(
            `select count(*) n from (select phone, text from sms_outbox group by phone, text having count(*) > 1) x`,
          ),
        ).toBe(0);

        // Neither instance logged an error: not the survivor after the kill, nor either for a probe the balancer gave up on.
        const errors = cluster.instances.flatMap((i) =>
          i
            .output()
            .split('\n')
            .filter((l) => /^\{"level":(50|60),/.test(l))
            .map((l) => `${i.name}: ${l.slice(0, 300)}`),
        );
        expect(errors).toEqual([]);

        const rushBooked = seen.booked.length - 1;
        console.log(
          `two instances: leftNum on the other instance after ${visibleMs} ms; rate limit ${ok.length} + ${refused.length + more.length} refused; ` +
            `expired ${expiring.length}, reminded ${payKeys.length}; rush ${rushBooked} booked, ${payerPaid.length - 1} QR + ${seen.paid.length - 1} card paid, ` +
            `${cutOff} calls cut off by the kill; ${((Date.now() - t0) / 1000).toFixed(1)} s`,
        );
        expect(rushBooked).toBeGreaterThan(0);
      },
    );
  },
);
