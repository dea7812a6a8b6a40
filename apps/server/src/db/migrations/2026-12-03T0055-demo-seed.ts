import { sql, type Kysely } from 'kysely';

/**
 * What the demo seed last topped a demo hospital up from (docs/demo-hospitals.md): a start whose demo files give the
 * same fingerprint skips the top-up's statements. A database seeded before has no rows, so its next start tops up as
 * before and records them.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table demo_seed (
    hos_id text primary key references hospital (hos_id) on delete cascade,
    fingerprint text not null,
    seeded_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table demo_seed`.execute(db);
}
