import { sql, type Kysely } from 'kysely';

/**
 * QR payment. Frozen in time: never import application code here.
 * - gateway_transaction belongs to the SANDBOX GATEWAY (modules/paygateway), standing in for a real provider: our
 *   side never reads it, only the gateway's interface and its signed notifications.
 * - payment_parameter is ours: storePaymentParameter (PayNoticeBefore), read back by the pay result page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gateway_transaction')
    // Random, unguessable: the scan page's address carries it.
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('out_trade_no', 'text', (c) => c.notNull())
    .addColumn('merchant', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`state in ('pending', 'paid', 'closed')`),
    )
    .addColumn('trade_no', 'text')
    .addColumn('notify_url', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // Set when paid; null when there is nothing (more) to send.
    .addColumn('next_attempt_at', 'timestamptz')
    .addColumn('acknowledged_at', 'timestamptz')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('gateway_transaction_order_uq')
    .on('gateway_transaction')
    .columns(['hos_id', 'out_trade_no'])
    .unique()
    .execute();
  await sql`create index gateway_transaction_due_idx on gateway_transaction (next_attempt_at)
    where next_attempt_at is not null and acknowledged_at is null`.execute(db);

  await db.schema
    .createTable('payment_parameter')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('out_trade_no', 'text', (c) => c.notNull())
    .addColumn('params', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('payment_parameter_pk', ['hos_id', 'out_trade_no'])
    .addForeignKeyConstraint(
      'payment_parameter_order_fk',
      ['hos_id', 'out_trade_no'],
      'pay_order',
      ['hos_id', 'out_trade_no'],
    )
    .execute();
  // Query-on-silence scans QR orders still paying.
  await sql`create index pay_order_paying_idx on pay_order (updated_at) where state = 'paying' and method = 'qr'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index pay_order_paying_idx`.execute(db);
  for (const t of ['payment_parameter', 'gateway_transaction'])
    await db.schema.dropTable(t).execute();
}
