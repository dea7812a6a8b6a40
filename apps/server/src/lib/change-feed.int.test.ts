import { hosIdOf } from '@portal/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.ts';
import type { Db } from '../db/database.ts';
import { FEED_APPLICATION_NAME, openChangeFeed, type ChangeFeed } from './change-feed.ts';

/**
 * The database's change notices (migration 0028's triggers, LISTEN/NOTIFY) on PGlite and PostgreSQL. After
 * sync() every change committed before it has been heard; a rolled-back change is never heard; on PostgreSQL a lost
 * listening connection makes sync() answer false, tells subscribers to drop everything, and comes back by itself.
 */
let db: Db;
let drop: () => Promise<void>;
let feed: ChangeFeed;
const notices: string[] = [];
let resets = 0;

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
  feed = openChangeFeed(db, 'schedule_changed', () => undefined);
  feed.subscribe(
    (payload) => notices.push(payload),
    () => resets++,
  );
  await until(() => feed.sync());
});
afterAll(async () => {
  await feed.close();
  await drop();
});

/** Polls `check` until it answers true (at most 200 tries 50 ms apart). */
async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition never met');
}

/** A free number of one of the demo sessions (materialized by the seed or not: any number will do). */
async function someSession() {
  await db
    .insertInto('schedule_session')
    .values({
      hos_id: hosIdOf('1001'),
      schedule_id: 'feed-s',
      area_id: '1',
      business_type: '1',
      dept_id: '12',
      doctor_id: 'DR04',
      rule_id: 'feed-rule',
      session_date: '2030-01-07',
      noon_code: '1',
      reg_fee: 1000,
      capacity: 1,
    })
    .execute();
  await db
    .insertInto('source_number')
    .values({
      hos_id: hosIdOf('1001'),
      schedule_id: 'feed-s',
      number_id: 'feed-s-1',
      seq: 1,
      start_time: '08:00',
      end_time: '08:05',
    })
    .execute();
}

const take = (trx: Db, status: 'taken' | 'free') =>
  trx
    .updateTable('source_number')
    .set({ status })
    .where('hos_id', '=', hosIdOf('1001'))
    .where('number_id', '=', 'feed-s-1')
    .execute();

describe('the change feed', () => {
  it('hears a committed change by the time sync() answers, and never a rolled-back one', async () => {
    await someSession();
    expect(await feed.sync()).toBe(true);
    // Adding a session and its numbers names the hospital.
    expect(notices).toContain('1001');
    notices.length = 0;

    await db.transaction().execute(async (trx) => {
      await take(trx, 'taken');
      await sql`select 1`.execute(trx);
    });
    expect(await feed.sync()).toBe(true);
    expect(notices).toEqual(['1001|feed-s']);

    notices.length = 0;
    await expect(
      db.transaction().execute(async (trx) => {
        await take(trx, 'free');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await feed.sync()).toBe(true);
    expect(notices).toEqual([]);

    // A write that leaves the status as it was announces nothing either.
    await take(db, 'taken');
    expect(await feed.sync()).toBe(true);
    expect(notices).toEqual([]);
  });

  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'on PostgreSQL, survives losing its connection: readers go to the database meanwhile',
    async () => {
      const before = resets;
      await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${FEED_APPLICATION_NAME}
      and datname = current_database()`.execute(db);
      // Subscribers are told to drop what they hold (notices may be missed), and sync() is false until it listens again.
      await until(async () => resets > before);
      await until(() => feed.sync());
      notices.length = 0;
      await take(db, 'free');
      expect(await feed.sync()).toBe(true);
      expect(notices).toEqual(['1001|feed-s']);
    },
  );
});
