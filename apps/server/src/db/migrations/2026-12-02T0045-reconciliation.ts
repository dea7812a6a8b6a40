import { sql, type Kysely } from 'kysely';

/**
 * Reconciliation with the pay gateway (docs/reconciliation.md): each run of a hospital's day, and the mismatches found.
 * A mismatch is one row per (hospital, day, kind, order): a later run of the same day finds it again and updates it
 * instead of adding another, or marks it gone when the late side caught up. Staff resolve a mismatch once, with a note.
 * Also an index for the payments export's keyset pages.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('recon_run')
    .addColumn('run_id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('hos_id', 'text', (c) =>
      c.notNull().references('hospital.hos_id').onDelete('cascade'),
    )
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('ran_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('ran_by', 'text')
    .addColumn('ran_by_name', 'text', (c) => c.notNull())
    .addColumn('statement_lines', 'integer', (c) => c.notNull())
    .addColumn('portal_orders', 'integer', (c) => c.notNull())
    .addColumn('mismatches', 'integer', (c) => c.notNull())
    .execute();
  await sql`create index recon_run_day_idx on recon_run (hos_id, day, run_id)`.execute(db);

  await db.schema
    .createTable('recon_mismatch')
    .addColumn('mismatch_id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('hos_id', 'text', (c) =>
      c.notNull().references('hospital.hos_id').onDelete('cascade'),
    )
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .check(sql`kind in ('gatewayOnly', 'portalOnly', 'amountDiffers', 'refundOneSide')`),
    )
    .addColumn('out_trade_no', 'text', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.check(sql`side in ('gateway', 'portal')`))
    .addColumn('gateway_amount', 'bigint')
    .addColumn('portal_amount', 'bigint')
    .addColumn('found_run_id', 'bigint', (c) => c.notNull().references('recon_run.run_id'))
    .addColumn('last_run_id', 'bigint', (c) => c.notNull().references('recon_run.run_id'))
    .addColumn('found_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('gone_at', 'timestamptz')
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('resolved_by', 'text')
    .addColumn('resolved_by_name', 'text')
    .addColumn('note', 'text')
    .addCheckConstraint(
      'recon_mismatch_resolved_ck',
      sql`(resolved_at is null) = (note is null) and (resolved_at is null) = (resolved_by_name is null)`,
    )
    .execute();
  // The payments export reads a period's orders in keyset pages by (created_at, out_trade_no).
  await sql`create index pay_order_created_idx on pay_order (hos_id, created_at, out_trade_no)`.execute(
    db,
  );
  await sql`create unique index recon_mismatch_uq on recon_mismatch (hos_id, day, kind, out_trade_no)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('recon_mismatch').execute();
  await sql`drop index pay_order_created_idx`.execute(db);
  await db.schema.dropTable('recon_run').execute();
}
