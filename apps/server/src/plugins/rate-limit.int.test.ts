import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { NOTIFY_PATH } from '@portal/shared';
import { buildTestApp, createTestApp, openTestDatabase, testEnv } from '../../test/test-app.ts';
import { DEMO, uniqueIp, uniquePhone } from '../../test/auth-helpers.ts';

/** A built web app of two files, enough to show which requests count against the API ceiling. */
function webDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>portal</title>');
  fs.writeFileSync(path.join(dir, 'assets', 'app-1234.js'), 'console.log(1)');
  return dir;
}

// A cold page load is ~62 files; they must not spend the address's API ceiling.
describe('static files and call budgets', () => {
  it('never counts web assets, index.html or demo images against the API ceiling', async () => {
    const dist = webDist();
    const t = await createTestApp({ RATE_LIMIT_MAX: 3, WEB_DIST: dist });
    try {
      const remoteAddress = uniqueIp();
      const files: number[] = [];
      for (let i = 0; i < 10; i++) {
        for (const url of [
          '/assets/app-1234.js',
          '/hospitals',
          '/index.html',
          '/demo-assets/nonexistent.png',
        ]) {
          files.push((await t.app.inject({ method: 'GET', url, remoteAddress })).statusCode);
        }
      }
      expect(files.filter((c) => c === 429)).toEqual([]);
      const calls: number[] = [];
      for (let i = 0; i < 4; i++)
        calls.push(
          (await t.app.inject({ method: 'GET', url: '/hospital/api/hospital/list', remoteAddress }))
            .statusCode,
        );
      expect(calls).toEqual([200, 200, 200, 429]);
    } finally {
      await t.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it('gives sign-in its own budget per address, apart from the ceiling the other calls share', async () => {
    // 75 = 1/40 of the default: sign-in's 120 per minute becomes 3.
    const t = await createTestApp({ RATE_LIMIT_MAX: 75 });
    try {
      const remoteAddress = uniqueIp();
      const signIn = () =>
        t.app.inject({
          method: 'POST',
          url: '/uaa/api/login/password',
          payload: { hosId: '1001', phone: uniquePhone(), password: DEMO.password },
          remoteAddress,
        });
      const keys: string[] = [];
      for (let i = 0; i < 4; i++) keys.push((await signIn()).json().messageKey);
      expect(keys).toEqual(['LOGIN001', 'LOGIN001', 'LOGIN001', 'C022']);
      expect(
        (await t.app.inject({ method: 'GET', url: '/hospital/api/hospital/list', remoteAddress }))
          .statusCode,
      ).toBe(200);
      // Another address has its own budget.
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/uaa/api/login/password',
            payload: { hosId: '1001', ...DEMO },
            remoteAddress: uniqueIp(),
          })
        ).json().code,
      ).toBe(0);
    } finally {
      await t.close();
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

// Scale-out (docs/architecture.md#scale-out): with REDIS_URL, every instance counts a client together.
describe.skipIf(!redisUrl)('rate limit shared through Redis', () => {
  it('two instances share one ceiling', async () => {
    const { db, drop } = await openTestDatabase();
    const redis = new Redis(redisUrl!);
    // A client address of its own per run, so parallel runs and earlier runs never share a counter.
    const remoteAddress = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const env = testEnv({ RATE_LIMIT_MAX: 4 });
    const [a, b] = await Promise.all([
      buildTestApp(db, env, { redis }),
      buildTestApp(db, env, { redis }),
    ]);
    try {
      const codes: number[] = [];
      for (const app of [a, b, a, b, a, b]) {
        codes.push(
          (await app.inject({ method: 'GET', url: '/hospital/api/hospital/list', remoteAddress }))
            .statusCode,
        );
      }
      expect(codes).toEqual([200, 200, 200, 200, 429, 429]);
      // A call's budget (sign-in: 120 × 4 / 3000 → 1 per minute) is shared too.
      const signIn = (app: typeof a) =>
        app.inject({
          method: 'POST',
          url: '/uaa/api/login/password',
          payload: { hosId: '1001', phone: uniquePhone(), password: DEMO.password },
          remoteAddress,
        });
      expect([(await signIn(a)).statusCode, (await signIn(b)).statusCode]).toEqual([404, 429]);
    } finally {
      await a.close();
      await b.close();
      redis.disconnect();
      await drop();
    }
  });
});

// The address a request is counted under (addressKey): never a 5xx for what a client did, the plugin's grouping kept.
describe('the address a request is counted under', () => {
  it('answers a client that hung up before its request was handled (no address) like any other, never 500', async () => {
    const { db, drop } = await openTestDatabase();
    const app = await buildTestApp(db, testEnv({ RATE_LIMIT_MAX: 3 }));
    // A socket closed by its client has no remoteAddress any more; without X-Forwarded-For, request.ip is undefined.
    app.addHook('onRequest', async (request) => {
      if (request.headers['x-test-hung-up'])
        Object.defineProperty(request.raw.socket, 'remoteAddress', {
          value: undefined,
          configurable: true,
        });
    });
    try {
      const calls: { status: number; key?: string }[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await app.inject({
          method: 'GET',
          url: '/hospital/api/hospital/list',
          headers: { 'x-test-hung-up': '1' },
        });
        calls.push({
          status: res.statusCode,
          ...(res.statusCode !== 200 && { key: res.json().messageKey }),
        });
      }
      // They share one counter among themselves, apart from every client that has an address.
      expect(calls).toEqual([
        { status: 200 },
        { status: 200 },
        { status: 200 },
        { status: 429, key: 'C022' },
      ]);
      expect(
        (
          await app.inject({
            method: 'GET',
            url: '/hospital/api/hospital/list',
            remoteAddress: uniqueIp(),
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      await app.close();
      await drop();
    }
  });

  it('counts an IPv6 client by its /64 and an IPv4-mapped address as its IPv4, as the plugin does', async () => {
    const t = await createTestApp({ RATE_LIMIT_MAX: 3 });
    try {
      const call = async (remoteAddress: string) =>
        (await t.app.inject({ method: 'GET', url: '/hospital/api/hospital/list', remoteAddress }))
          .statusCode;
      const net = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`;
      expect([
        await call(`${net}::a`),
        await call(`${net}:0:0:0:b`),
        await call(`${net.toUpperCase()}::C`),
        await call(`${net}::d`),
      ]).toEqual([200, 200, 200, 429]);
      expect(await call(`${net.replace(/:1$/, ':2')}::a`)).toBe(200);
      const v4 = uniqueIp();
      expect([
        await call(v4),
        await call(`::ffff:${v4}`),
        await call(v4),
        await call(`::ffff:${v4}`),
      ]).toEqual([200, 200, 200, 429]);
    } finally {
      await t.close();
    }
  });
});

// Gateway notifications come from a few addresses for every patient: they are checked, not counted.
describe('the pay gateway notification', () => {
  it('is never throttled per address, and spends nothing of the address budget of the calls', async () => {
    const t = await createTestApp({ RATE_LIMIT_MAX: 3 });
    try {
      const remoteAddress = uniqueIp();
      const notices: string[] = [];
      for (let i = 0; i < 6; i++) {
        notices.push(
          (
            await t.app.inject({
              method: 'POST',
              url: NOTIFY_PATH,
              payload: { hosId: '1001', outTradeNo: 'x', sign: 'forged' },
              remoteAddress,
            })
          ).json().messageKey,
        );
      }
      // Each one is checked (a forged signature: PAY001), none is answered 429.
      expect(notices).toEqual(Array(6).fill('PAY001'));
      const calls: number[] = [];
      for (let i = 0; i < 4; i++)
        calls.push(
          (await t.app.inject({ method: 'GET', url: '/hospital/api/hospital/list', remoteAddress }))
            .statusCode,
        );
      expect(calls).toEqual([200, 200, 200, 429]);
    } finally {
      await t.close();
    }
  });
});
