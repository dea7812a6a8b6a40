import { sql, type Kysely } from 'kysely';

/**
 * Pay orders and their transitions, payment idempotency keys, and why an appointment was cancelled.
 * Frozen in time: never import application code here.
 * An order is a state machine (docs/architecture.md#payments-are-state-machines): (created → paying → paid → refunding → refunded, or
 * → closed); every transition is an append-only event row. The database guards money invariants too
 * (docs/architecture.md#invariants-in-the-database): amounts are positive integer fen, and an appointment has at most one live order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Expiry cancels too, but only a patient's own cancellations feed the anti-scalping blocks.
  await db.schema
    .alterTable('appointment')
    .addColumn('cancel_reason', 'text', (c) =>
      c.check(sql`cancel_reason in ('patient', 'expired')`),
    )
    .execute();
  // Null on a cancelled row means a patient's cancellation (rows from before this migration, or written without one).
  await sql`alter table appointment add constraint appointment_cancel_reason
    check (cancel_reason is null or state = 'cancelled')`.execute(db);
  // The expiry job's scan: unpaid bookings with a fee, oldest first.
  await sql`create index appointment_unpaid_idx on appointment (op_time)
    where state = '1' and is_dopay = '0' and reg_fee > 0`.execute(db);

  await db.schema
    .createTable('pay_order')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    // Random, unguessable; the serial a payer and a gateway see.
    .addColumn('out_trade_no', 'text', (c) => c.notNull())
    .addColumn('appoint_id', 'text')
    .addColumn('card_id', 'text')
    .addColumn('user_id', 'text', (c) => c.notNull())
    // Pay business types 1–11 (5 = appointment).
    .addColumn('business_type', 'smallint', (c) =>
      c.notNull().check(sql`business_type between 1 and 11`),
    )
    .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('card', 'qr')`))
    // Integer fen (docs/architecture.md#money-is-integer-fen).
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('created')
        .check(sql`state in ('created', 'paying', 'paid', 'refunding', 'refunded', 'closed')`),
    )
    .addColumn('paid_at', 'timestamptz')
    .addColumn('refunded_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('pay_order_pk', ['hos_id', 'out_trade_no'])
    .addForeignKeyConstraint('pay_order_appointment_fk', ['hos_id', 'appoint_id'], 'appointment', [
      'hos_id',
      'appoint_id',
    ])
    .addForeignKeyConstraint('pay_order_card_fk', ['hos_id', 'card_id'], 'his_card', [
      'hos_id',
      'card_id',
    ])
    .addCheckConstraint('pay_order_card_method', sql`method <> 'card' or card_id is not null`)
    .execute();
  // An appointment is paid once: at most one order that is not closed (a card and a QR payment cannot both land).
  await sql`create unique index pay_order_appointment_live_uq on pay_order (hos_id, appoint_id)
    where appoint_id is not null and state <> 'closed'`.execute(db);
  await db.schema
    .createIndex('pay_order_user_idx')
    .on('pay_order')
    .columns(['hos_id', 'user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('pay_order_event')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('event_id', 'bigint', (c) => c.notNull().generatedAlwaysAsIdentity())
    .addColumn('out_trade_no', 'text', (c) => c.notNull())
    // Null for the order's creation.
    .addColumn('from_state', 'text')
    .addColumn('to_state', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('pay_order_event_pk', ['hos_id', 'event_id'])
    .addForeignKeyConstraint('pay_order_event_order_fk', ['hos_id', 'out_trade_no'], 'pay_order', [
      'hos_id',
      'out_trade_no',
    ])
    .execute();
  await db.schema
    .createIndex('pay_order_event_order_idx')
    .on('pay_order_event')
    .columns(['hos_id', 'out_trade_no', 'event_id'])
    .execute();
  // Append-only, like the card ledger (forbid_change() comes from migration 0002).
  await sql`create trigger pay_order_event_no_update before update or delete on pay_order_event
    for each row execute function forbid_change()`.execute(db);
  await sql`create trigger pay_order_event_no_truncate before truncate on pay_order_event
    for each statement execute function forbid_change()`.execute(db);

  // A payment request's Idempotency-Key, scoped apart from booking keys so one client key cannot mean both.
  await db.schema
    .createTable('pay_idempotency_key')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull().check(sql`length(key) between 1 and 100`))
    .addColumn('appoint_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('pay_idempotency_key_pk', ['hos_id', 'user_id', 'key'])
    .addForeignKeyConstraint(
      'pay_idempotency_key_appointment_fk',
      ['hos_id', 'appoint_id'],
      'appointment',
      ['hos_id', 'appoint_id'],
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['pay_idempotency_key', 'pay_order_event', 'pay_order'])
    await db.schema.dropTable(t).execute();
  await sql`drop index appointment_unpaid_idx`.execute(db);
  await sql`alter table appointment drop constraint appointment_cancel_reason`.execute(db);
  await db.schema.alterTable('appointment').dropColumn('cancel_reason').execute();
}
