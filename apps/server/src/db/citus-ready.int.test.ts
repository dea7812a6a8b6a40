import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.ts';
import type { Db } from './database.ts';
import { citusViolations } from './citus-check.ts';
import { DISTRIBUTED, NOT_DISTRIBUTED, placementOf, type Placement } from './distribution.ts';

/** The migrated schema can be distributed by hos_id on Citus as distribution.ts places its tables (docs/citus.md). */
let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await openTestDatabase()));
afterAll(() => drop());

it('places every table once, distributed by hos_id, as a reference table or a local one', async () => {
  const { rows } = await sql<{ table: string }>`
    select table_name::text as table from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`.execute(db);
  const classified = [...DISTRIBUTED, ...Object.keys(NOT_DISTRIBUTED)];
  expect(new Set(classified).size, 'a table is named twice in distribution.ts').toBe(
    classified.length,
  );
  expect(classified.toSorted()).toEqual(rows.map((r) => r.table));
});

it('has hos_id in every key of a distributed table and in every foreign key between two', async () => {
  expect(await citusViolations(db, 'public', placementOf)).toEqual([]);
});

it('lists each table after the tables its foreign keys point at, as Citus takes them', async () => {
  const { rows } = await sql<{ table: string; target: string }>`
    select c.relname::text as table, r.relname::text as target
      from pg_constraint con join pg_class c on c.oid = con.conrelid join pg_class r on r.oid = con.confrelid
     where con.contype = 'f' and c.relnamespace = 'public'::regnamespace and c.oid <> r.oid`.execute(
    db,
  );
  const order = [
    ...Object.keys(NOT_DISTRIBUTED).filter((t) => NOT_DISTRIBUTED[t]!.placement === 'reference'),
    ...DISTRIBUTED,
  ];
  const late = rows.filter(
    (fk) => order.includes(fk.table) && order.indexOf(fk.target) > order.indexOf(fk.table),
  );
  expect(late).toEqual([]);
});

it('refuses, in the tests, a query that joins two distributed tables without hos_id', async () => {
  await expect(
    db
      .selectFrom('appointment as a')
      .innerJoin('patient as p', 'p.patient_id', 'a.patient_id')
      .select('a.appoint_id')
      .execute(),
  ).rejects.toThrow(
    /not ready for Citus: appointment a, patient p are joined without hos_id equality/,
  );
});

describe('the check itself', () => {
  beforeAll(async () => {
    await sql`create schema citus_scratch`.execute(db);
    await sql`set search_path to citus_scratch`.execute(db);
    for (const ddl of [
      sql`create table parent (hos_id text not null, id int, primary key (hos_id, id))`,
      sql`create table ref (id int primary key)`,
      sql`create table good (hos_id text not null, id int, parent_id int, ref_id int references ref,
            primary key (hos_id, id), foreign key (hos_id, parent_id) references parent (hos_id, id))`,
      sql`create table bad_pk (id int primary key, hos_id text not null)`,
      sql`create table bad_unique (hos_id text not null, id int, token text, primary key (hos_id, id))`,
      sql`create unique index bad_unique_token on bad_unique (token)`,
      sql`create table bad_fk (hos_id text not null, id int, other_hos text, parent_id int, primary key (hos_id, id),
            foreign key (other_hos, parent_id) references parent (hos_id, id))`,
      sql`create table null_hos (hos_id text, id int)`,
      sql`create table ref_to_dist (id int primary key, hos_id text, parent_id int,
            foreign key (hos_id, parent_id) references parent (hos_id, id))`,
      sql`create table stranger (id int)`,
    ])
      await ddl.execute(db);
    await sql`set search_path to public`.execute(db);
  });
  afterAll(() => sql`drop schema citus_scratch cascade`.execute(db));

  const placements: Record<string, Placement> = {
    parent: 'distributed',
    ref: 'reference',
    good: 'distributed',
    bad_pk: 'distributed',
    bad_unique: 'distributed',
    bad_fk: 'distributed',
    null_hos: 'distributed',
    ref_to_dist: 'reference',
  };

  it('names each key without hos_id, each foreign key that crosses hospitals and each table not placed', async () => {
    expect(await citusViolations(db, 'citus_scratch', (t) => placements[t])).toEqual([
      'null_hos: hos_id may be null',
      'stranger: not classified (distributed, reference or local)',
      'bad_pk: unique key bad_pk_pkey (id) lacks hos_id',
      'bad_unique: unique key bad_unique_token (token) lacks hos_id',
      'bad_fk: foreign key bad_fk_other_hos_parent_id_fkey (other_hos, parent_id) → parent (hos_id, id) does not join hos_id to hos_id',
      'ref_to_dist: foreign key ref_to_dist_hos_id_parent_id_fkey (hos_id, parent_id) → parent: a reference table refers to a distributed one',
    ]);
  });
});
