import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** Kysely's own bookkeeping: not data of the portal. */
const NOT_BUSINESS = ['kysely_migration', 'kysely_migration_lock'];

/**
 * Row count and a hash of every row, per table of the current schema (the same SQL on PGlite and PostgreSQL),
 * so a test can say "this call changed nothing" without knowing which tables a call could touch. With `mentioning`,
 * only the rows whose text holds one of those values (a user's id, their patients', bookings', orders' ids).
 */
export async function tableChecksums(
  db: Db,
  exclude: readonly string[] = [],
  mentioning: readonly string[] = [],
): Promise<Record<string, string>> {
  const skip = new Set([...NOT_BUSINESS, ...exclude]);
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(
    db,
  );
  const sums: Record<string, string> = {};
  const filter = mentioning.length
    ? sql`where ${sql.join(
        mentioning.map((m) => sql`position(${m} in t::text) > 0`),
        sql` or `,
      )}`
    : sql``;
  for (const { name } of tables.filter((t) => !skip.has(t.name))) {
    const { rows } = await sql<{ n: number; h: string | null }>`
      select count(*)::int as n, md5(string_agg(md5(t::text), '' order by md5(t::text))) as h from ${sql.table(name)} t ${filter}`.execute(
      db,
    );
    sums[name] = `${rows[0]?.n ?? 0}:${rows[0]?.h ?? ''}`;
  }
  return sums;
}

/** The tables whose checksum differs between two snapshots. */
export function changedTables(
  before: Record<string, string>,
  after: Record<string, string>,
): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((name) => before[name] !== after[name])
    .sort();
}
