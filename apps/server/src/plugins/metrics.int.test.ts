import { hosIdOf } from '@portal/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_METRICS_TOKEN } from '../config/demo-mode.ts';
import { repeatEvery } from '../jobs/repeat.ts';
import { insertOrder, newOutTradeNo } from '../modules/payments/orders.repository.ts';
import { insertSession, localDate } from '../../test/fixtures/bookings/appointments.fixtures.ts';
import { bearer, get, post, registerUser } from '../../test/auth-helpers.ts';
import { addPatientOk, idCard } from '../../test/patient-helpers.ts';
import { buildTestApp, createTestApp, testEnv, type TestApp } from '../../test/test-app.ts';

/** /metrics over app.inject against PGlite and PostgreSQL. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Before the first scrape, so the app's payment-state count (cached a few seconds) sees it.
  const user = await registerUser(t.app, hosIdOf('1001'));
  await insertOrder(
    t.db,
    hosIdOf('1001'),
    {
      outTradeNo: newOutTradeNo(),
      purpose: 'registration',
      businessType: 1,
      method: 'qr',
      amount: 1000,
      userId: user.userId,
    },
    'metrics test',
  );
});
afterAll(async () => t.close());

const scrape = (authorization?: string) =>
  get(t.app, '/metrics', { headers: authorization ? { authorization } : {} });

/**
 * A strict reading of the Prometheus text format (0.0.4): every line is a HELP, a TYPE or a sample of a declared
 * family; label values are quoted and escaped; values are numbers (prom-client writes NaN as 'Nan', which Prometheus
 * reads like Go's ParseFloat, without regard to case). Answers the samples, keyed by series.
 */
function parseExposition(text: string): Map<string, number> {
  const types = new Map<string, string>();
  const samples = new Map<string, number>();
  const family = (name: string) =>
    [name, name.replace(/_(bucket|sum|count|total|created)$/, '')].find((n) => types.has(n));
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const meta = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (meta) {
      if (meta[1] === 'TYPE') {
        expect(['counter', 'gauge', 'histogram', 'summary', 'untyped'], line).toContain(meta[3]);
        expect(types.has(meta[2]!), `${meta[2]} declared twice`).toBe(false);
        types.set(meta[2]!, meta[3]!);
      }
      continue;
    }
    const sample =
      /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\[\\"n])*",?)*\})? ([Nn]a[Nn]|[+-]Inf|[-+]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)(?: -?\d+)?$/.exec(
        line,
      );
    expect(sample, `not a Prometheus sample line: ${line}`).not.toBeNull();
    expect(family(sample![1]!), `${sample![1]} has no TYPE`).toBeDefined();
    const key = `${sample![1]}${sample![2] ?? ''}`;
    expect(samples.has(key), `${key} twice`).toBe(false);
    samples.set(key, Number(sample![3]));
  }
  return samples;
}

async function metrics(): Promise<Map<string, number>> {
  const res = await scrape(`Bearer ${DEMO_METRICS_TOKEN}`);
  expect(res.statusCode).toBe(200);
  return parseExposition(res.body);
}

describe('access', () => {
  it('refuses a scrape without the token, with a wrong one and with a patient session, and shows no data', async () => {
    const { token } = await registerUser(t.app, hosIdOf('1001'));
    for (const authorization of [
      undefined,
      'Bearer wrong-metrics-token-0000',
      `Bearer ${token}`,
      DEMO_METRICS_TOKEN,
      `Basic ${DEMO_METRICS_TOKEN}`,
    ]) {
      const res = await scrape(authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.body).not.toMatch(/portal_|nodejs_|process_/);
    }
  });

  it('outside demo mode without METRICS_TOKEN refuses every scrape, the demo token included', async () => {
    const off = await buildTestApp(t.db, testEnv({ METRICS_TOKEN: undefined }));
    try {
      const res = await off.inject({
        method: 'GET',
        url: '/metrics',
        headers: bearer(DEMO_METRICS_TOKEN),
      });
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toMatch(/portal_|nodejs_|process_/);
    } finally {
      await off.close();
    }
  });

  it('is no call of the published contract and never answers from a browser cache', async () => {
    const doc = (await get(t.app, '/docs/json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
    expect((await scrape(`Bearer ${DEMO_METRICS_TOKEN}`)).headers['cache-control']).toBe(
      'no-store',
    );
  });

  it('is never rate limited: a scrape storm from one address still answers', async () => {
    const limited = await buildTestApp(t.db, testEnv({ RATE_LIMIT_MAX: 3 }));
    try {
      for (let i = 0; i < 6; i += 1) {
        expect(
          (
            await limited.inject({
              method: 'GET',
              url: '/metrics',
              headers: bearer(DEMO_METRICS_TOKEN),
            })
          ).statusCode,
        ).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });
});

describe('the exposition', () => {
  it('is Prometheus text format with the process metrics', async () => {
    const res = await scrape(`Bearer ${DEMO_METRICS_TOKEN}`);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const m = parseExposition(res.body);
    for (const name of [
      'process_cpu_user_seconds_total',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(m.has(name), name).toBe(true);
  });

  it('counts requests per call under its operationId (never the URL), 404s under one label, and not the scrapes', async () => {
    const series = (status: string) =>
      `portal_http_requests_total{operation="getHospitalInformation",method="GET",status_class="${status}"}`;
    const before = await metrics();
    for (let i = 0; i < 2; i += 1)
      expect((await get(t.app, '/hospital/api/hospital/info/1001')).statusCode).toBe(200);
    await get(t.app, `/hospital/api/no-such-call/${randomUUID()}`);
    const after = await metrics();
    expect((after.get(series('2xx')) ?? 0) - (before.get(series('2xx')) ?? 0)).toBe(2);
    const histogram =
      'portal_http_request_duration_seconds_count{operation="getHospitalInformation",method="GET",status_class="2xx"}';
    expect((after.get(histogram) ?? 0) - (before.get(histogram) ?? 0)).toBe(2);
    expect(
      after.get(
        'portal_http_request_duration_seconds_bucket{le="+Inf",operation="getHospitalInformation",method="GET",status_class="2xx"}',
      ),
    ).toBe(after.get(histogram));
    expect(
      after.get(
        'portal_http_requests_total{operation="unmatched",method="GET",status_class="4xx"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    const operations = [...after.keys()]
      .filter((k) => k.startsWith('portal_http_requests_total'))
      .map((k) => /operation="([^"]*)"/.exec(k)![1]!);
    expect(
      operations.filter(
        (o) => o.includes('1001') || o.includes('no-such-call') || o.includes('metrics'),
      ),
    ).toEqual([]);
  });

  it('counts booking attempts by outcome: booked, repeated, duplicate, number gone', async () => {
    const session = await insertSession(t.db, hosIdOf('1001'), {
      doctorId: 'DR04',
      deptId: '12',
      date: localDate(2),
      numbers: 2,
    });
    const book = async (
      who: { token: string; patientId: string },
      key: string,
      numberId?: string,
    ) =>
      (
        await post(
          t.app,
          '/appointment/api/appointment/create',
          {
            hosId: '1001',
            patientId: who.patientId,
            scheduleId: session.scheduleId,
            ...(numberId && { numberId }),
          },
          { headers: { ...bearer(who.token), 'idempotency-key': key } },
        )
      ).json() as { code: number; messageKey?: string };
    const patient = async () => {
      const u = await registerUser(t.app, hosIdOf('1001'));
      return {
        token: u.token,
        patientId: await addPatientOk(t.app, u.token, hosIdOf('1001'), {
          certNo: idCard('19850505'),
        }),
      };
    };
    const [a, b] = [await patient(), await patient()];
    const outcome = (o: string, key = 'none') =>
      `portal_booking_attempts_total{outcome="${o}",message_key="${key}"}`;
    const watched = [
      outcome('booked'),
      outcome('repeated'),
      outcome('duplicate', 'APPOINT006'),
      outcome('number_gone', 'APPOINT004'),
    ];
    const before = await metrics();

    const key = randomUUID();
    expect(await book(a, key, session.numberIds[0])).toMatchObject({ code: 0 });
    expect(await book(a, key, session.numberIds[0])).toMatchObject({ code: 0 });
    expect(await book(a, randomUUID())).toMatchObject({ messageKey: 'APPOINT006' });
    expect(await book(b, randomUUID(), session.numberIds[0])).toMatchObject({
      messageKey: 'APPOINT004',
    });

    const after = await metrics();
    expect(watched.map((s) => (after.get(s) ?? 0) - (before.get(s) ?? 0))).toEqual([1, 1, 1, 1]);
    expect(
      after.get(
        'portal_http_requests_total{operation="createAppointment",method="POST",status_class="4xx"}',
      ),
    ).toBeGreaterThanOrEqual(2);
  });

  it('shows the pay orders of every purpose and state, counted in the database', async () => {
    const m = await metrics();
    for (const purpose of [
      'registration',
      'outpatient_topup',
      'inpatient_topup',
      'outpatient_bill',
    ]) {
      for (const state of ['created', 'paying', 'paid', 'refunding', 'refunded', 'closed']) {
        expect(
          m.get(`portal_payment_orders{purpose="${purpose}",state="${state}"}`),
          `${purpose} ${state}`,
        ).toBeGreaterThanOrEqual(0);
      }
    }
    expect(
      m.get('portal_payment_orders{purpose="registration",state="created"}'),
    ).toBeGreaterThanOrEqual(1);
  });

  it('shows a background job after its tick', async () => {
    const job = repeatEvery(
      'metrics-int-test',
      10,
      async () => undefined,
      () => undefined,
    );
    try {
      await vi.waitFor(async () =>
        expect(
          (await metrics()).get(
            'portal_job_tick_duration_seconds_count{job="metrics-int-test",outcome="success"}',
          ),
        ).toBeGreaterThanOrEqual(1),
      );
      const m = await metrics();
      expect(
        m.get('portal_job_last_success_timestamp_seconds{job="metrics-int-test"}'),
      ).toBeGreaterThan(0);
      expect(m.get('portal_job_failures_total{job="metrics-int-test"}')).toBe(0);
      expect(m.has('portal_job_lag_seconds{job="metrics-int-test"}')).toBe(true);
    } finally {
      await job.stop();
    }
  });

  it.runIf(process.env.TEST_DB_KIND === 'postgres')('shows the PostgreSQL pool', async () => {
    const m = await metrics();
    expect(m.get('portal_db_pool_max_connections')).toBe(20);
    expect(m.get('portal_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(m.get('portal_db_pool_idle_connections')).toBeLessThanOrEqual(
      m.get('portal_db_pool_connections')!,
    );
    expect(m.get('portal_db_pool_waiting_requests')).toBeGreaterThanOrEqual(0);
  });

  it.runIf(process.env.TEST_DB_KIND !== 'postgres')(
    'has no pool gauges on PGlite (one in-process connection)',
    async () => {
      expect([...(await metrics()).keys()].filter((k) => k.startsWith('portal_db_pool'))).toEqual(
        [],
      );
    },
  );
});
