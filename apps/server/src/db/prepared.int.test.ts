import { hosIdOf } from '@portal/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.ts';
import { findLiveSession } from '../modules/auth/auth.repository.ts';
import type { Db } from './database.ts';
import { prepared } from './prepared.ts';

/**
 * A statement marked `prepared` is a named prepared statement on PostgreSQL (planned once per connection,
 * not on every execution), answers the same as an unmarked one, and is only a comment on PGlite.
 */
let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
});
afterAll(async () => drop());

const onPostgres = process.env.TEST_DB_KIND === 'postgres';
const lifetime = { idleSeconds: 1800, maxSeconds: 43_200, renewAfterSeconds: 60 };

it('answers a marked statement with its parameters, as many times as it runs', async () => {
  for (const n of [1, 2, 7, 7, 3, 4, 5]) {
    const { rows } = await sql<{ twice: number }>`${prepared}select ${n}::int * 2 as twice`.execute(
      db,
    );
    expect(rows).toEqual([{ twice: n * 2 }]);
  }
});

it('keeps a marked statement prepared on its connection, and no unmarked one', async () => {
  await db.connection().execute(async (conn) => {
    const unknownToken = 'f'.repeat(64);
    // The token check every authenticated request makes (auth.repository), and a plain statement beside it.
    expect(await findLiveSession(conn, unknownToken, hosIdOf('1001'), lifetime)).toBeUndefined();
    expect(await findLiveSession(conn, unknownToken, hosIdOf('1001'), lifetime)).toBeUndefined();
    await sql`select 'not marked' as plain`.execute(conn);
    const { rows } = await sql<{
      statement: string;
    }>`select statement from pg_prepared_statements`.execute(conn);
    if (!onPostgres) return;
    expect(rows.filter((r) => r.statement.includes('auth_live_session'))).toHaveLength(1);
    expect(rows.some((r) => r.statement.includes('not marked'))).toBe(false);
  });
});
