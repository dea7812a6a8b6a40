import { sql, type Kysely } from 'kysely';

/**
 * Staff refunds with four-eyes approval (docs/refunds.md). A refund_request is one staff member's refund of a booking's
 * paid fee: refunded at once up to the hospital's limit, else pending until another staff member approves or rejects
 * it. At most one request of an order is pending at a time. A booking the hospital refunds is cancelled with reason
 * 'hospital', which (like 'expired') never counts as the patient's own cancellation.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('refund_request')
    .addColumn('request_id', 'uuid', (c) => c.primaryKey())
    .addColumn('hos_id', 'text', (c) =>
      c.notNull().references('hospital.hos_id').onDelete('cascade'),
    )
    .addColumn('appoint_id', 'text', (c) => c.notNull())
    .addColumn('out_trade_no', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('pending', 'refunded', 'rejected')`),
    )
    .addColumn('requested_by', 'uuid')
    .addColumn('requested_by_name', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_by', 'uuid')
    .addColumn('decided_by_name', 'text')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decision_note', 'text')
    .addCheckConstraint(
      'refund_request_decided_ck',
      sql`(state = 'pending') = (decided_at is null)`,
    )
    .execute();
  await sql`create index refund_request_recent_idx on refund_request (hos_id, requested_at desc)`.execute(
    db,
  );
  await sql`create unique index refund_request_pending_uq on refund_request (hos_id, out_trade_no)
    where state = 'pending'`.execute(db);

  await sql`alter table appointment drop constraint appointment_cancel_reason_check`.execute(db);
  await sql`alter table appointment add constraint appointment_cancel_reason_check
    check (cancel_reason in ('patient', 'expired', 'hospital'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update appointment set cancel_reason = 'patient' where cancel_reason = 'hospital'`.execute(
    db,
  );
  await sql`alter table appointment drop constraint appointment_cancel_reason_check`.execute(db);
  await sql`alter table appointment add constraint appointment_cancel_reason_check
    check (cancel_reason in ('patient', 'expired'))`.execute(db);
  await db.schema.dropTable('refund_request').execute();
}
