import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.ts';
import type { Db } from './database.ts';
import { migrateTo } from './migrate.ts';

/**
 * Migration 0054 (keys with hos_id, for Citus) on the demo data, with rows of each table whose keys it changes written
 * before it in two hospitals: every row of every table is still there afterwards, and the keys are the new ones.
 */
let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await openTestDatabase()));
afterAll(() => drop());

async function rowCounts(): Promise<Record<string, number>> {
  const { rows } = await sql<{ table: string }>`
    select table_name::text as table from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely%' order by 1`.execute(
    db,
  );
  const counts: Record<string, number> = {};
  for (const { table } of rows)
    counts[table] = (
      await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db)
    ).rows[0]!.n;
  return counts;
}

const keysOf = (table: string) =>
  sql<{ key: string }>`
    select pg_get_constraintdef(oid) as key from pg_constraint
     where conrelid = ${table}::regclass and contype in ('p', 'u', 'f') order by 1`
    .execute(db)
    .then((r) => r.rows.map((k) => k.key));

it('keeps every row and puts hos_id in the keys', async () => {
  await migrateTo(db, '2026-12-03T0053-pay-order-channel');
  expect(await keysOf('recon_run')).toContain('PRIMARY KEY (run_id)');

  const patients = (
    await sql<{ hos_id: string; user_id: string; patient_id: string }>`
      select distinct on (hos_id) hos_id, user_id, patient_id from patient order by hos_id, patient_id`.execute(
      db,
    )
  ).rows;
  expect(patients.length).toBeGreaterThanOrEqual(2);
  for (const [i, p] of patients.entries()) {
    const run = (
      await sql<{ run_id: string }>`
        insert into recon_run (hos_id, day, ran_by_name, statement_lines, portal_orders, mismatches)
        values (${p.hos_id}, '2026-12-01', 'Demo', 1, 1, 1) returning run_id::text`.execute(db)
    ).rows[0]!;
    await sql`insert into recon_mismatch (hos_id, day, kind, out_trade_no, side, found_run_id, last_run_id)
              values (${p.hos_id}, '2026-12-01', 'gatewayOnly', 'T1', 'gateway', ${run.run_id}, ${run.run_id})`.execute(
      db,
    );
    await sql`insert into refund_request (request_id, hos_id, appoint_id, out_trade_no, amount, reason, state, requested_by_name)
              values (${`00000000-0000-4000-8000-00000000000${i}`}, ${p.hos_id}, 'A1', 'T1', 100, 'Duplicate', 'pending', 'Demo')`.execute(
      db,
    );
    await sql`insert into upload_file (hos_id, file_id, user_id, biz_type, storage_key, content_type, size_bytes, original_name)
              values (${p.hos_id}, ${`f${i}`}, ${p.user_id}, 'complaint', ${`complaint/f${i}.png`}, 'image/png', 1, 'a.png')`.execute(
      db,
    );
    await sql`insert into film_share (hos_id, share_id, study_id, user_id, patient_id, token_hash, code_hash, expires_at)
              values (${p.hos_id}, ${`s${i}`}, 'S1', ${p.user_id}, ${p.patient_id}, ${`t${i}`}, 'c', now())`.execute(
      db,
    );
  }
  const before = await rowCounts();
  const runs = await sql`select hos_id, run_id, day from recon_run order by 1, 2`.execute(db);

  await migrateTo(db, '2026-12-03T0054-citus-keys');

  expect(await rowCounts()).toEqual(before);
  expect(
    (await sql`select hos_id, run_id, day from recon_run order by 1, 2`.execute(db)).rows,
  ).toEqual(runs.rows);
  expect(await keysOf('recon_run')).toEqual([
    'FOREIGN KEY (hos_id) REFERENCES hospital(hos_id) ON DELETE CASCADE',
    'PRIMARY KEY (hos_id, run_id)',
  ]);
  expect(await keysOf('recon_mismatch')).toEqual([
    'FOREIGN KEY (hos_id) REFERENCES hospital(hos_id) ON DELETE CASCADE',
    'FOREIGN KEY (hos_id, found_run_id) REFERENCES recon_run(hos_id, run_id)',
    'FOREIGN KEY (hos_id, last_run_id) REFERENCES recon_run(hos_id, run_id)',
    'PRIMARY KEY (hos_id, mismatch_id)',
  ]);
  expect(await keysOf('refund_request')).toContain('PRIMARY KEY (hos_id, request_id)');
  expect(await keysOf('upload_file')).toContain('UNIQUE (hos_id, storage_key)');
  const { rows: index } = await sql<{ def: string }>`
    select indexdef as def from pg_indexes where indexname = 'film_share_token_uq'`.execute(db);
  expect(index[0]!.def).toMatch(
    /UNIQUE INDEX film_share_token_uq ON (public\.)?film_share USING btree \(hos_id, token_hash\)/,
  );
});
