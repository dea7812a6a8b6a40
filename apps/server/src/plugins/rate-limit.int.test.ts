import { describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { buildApp } from '../app.ts';
import { readEnv } from '../config/env.ts';
import { openTestDatabase } from '../../test/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL;

// ARCHITECTURE decision 12: with REDIS_URL, every instance counts a client together.
describe.skipIf(!redisUrl)('rate limit shared through Redis', () => {
  it('two instances share one ceiling', async () => {
    const { db, drop } = await openTestDatabase();
    const redis = new Redis(redisUrl!);
    // A client address of its own per run, so parallel runs and earlier runs never share a counter.
    const remoteAddress = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const env = { ...readEnv({ LOG_LEVEL: 'silent' }), WEB_DIST: '/nonexistent', RATE_LIMIT_MAX: 4 };
    const [a, b] = await Promise.all([buildApp({ db, env, redis, logger: false }), buildApp({ db, env, redis, logger: false })]);
    try {
      const codes: number[] = [];
      for (const app of [a, b, a, b, a, b]) {
        codes.push((await app.inject({ method: 'GET', url: '/hospital/api/hospital/list', remoteAddress })).statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      await a.close();
      await b.close();
      redis.disconnect();
      await drop();
    }
  });
});
