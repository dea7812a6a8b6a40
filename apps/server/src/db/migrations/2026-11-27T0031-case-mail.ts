import { sql, type Kysely } from 'kysely';

/**
 * Case-record copies by mail.
 * - his_case_mail (+ his_case_mail_step): the SANDBOX HIS's own record of each request and every state it went
 *   through (only his/sandbox reads them, docs/architecture.md#the-his-is-an-adapter). request_key makes a submission idempotent;
 *   paid_key is the portal order that paid it (a second payment is refused there).
 * - case_mail_request: the portal's side — which account asked for which request for which of its patients (the
 *   only one who sees it), one per account and Idempotency-Key.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('his_case_mail')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('request_key', 'text', (c) => c.notNull())
    .addColumn('cert_type', 'integer', (c) => c.notNull())
    .addColumn('cert_no', 'text', (c) => c.notNull())
    .addColumn('stay_id', 'text', (c) => c.notNull())
    .addColumn('printing_type', 'text', (c) => c.notNull())
    .addColumn('copies', 'integer', (c) => c.notNull().check(sql`copies between 1 and 100`))
    .addColumn('delivery', 'text', (c) => c.notNull().check(sql`delivery in ('express', 'pickup')`))
    .addColumn('express_company', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('recipient_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('recipient_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pickup_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('fee', 'bigint', (c) => c.notNull().check(sql`fee >= 0`))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('submitted').check(sql`status in
      ('submitted', 'paid', 'reviewing', 'printing', 'printed', 'shipped', 'delivered', 'cancelled')`),
    )
    .addColumn('tracking_no', 'text')
    .addColumn('paid_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('his_case_mail_pk', ['hos_id', 'request_id'])
    .addUniqueConstraint('his_case_mail_key_uq', ['hos_id', 'request_key'])
    .execute();
  await sql`create index his_case_mail_person_idx on his_case_mail (hos_id, cert_type, cert_no, created_at)`.execute(
    db,
  );
  await db.schema
    .createTable('his_case_mail_step')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('his_case_mail_step_pk', ['hos_id', 'request_id', 'status'])
    .execute();
  await db.schema
    .createTable('case_mail_request')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('patient_id', 'text', (c) => c.notNull())
    .addColumn('create_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('case_mail_request_pk', ['hos_id', 'request_id'])
    .addUniqueConstraint('case_mail_request_key_uq', ['hos_id', 'user_id', 'create_key'])
    .execute();
  await sql`create index case_mail_request_patient_idx on case_mail_request (hos_id, user_id, patient_id, created_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('case_mail_request').execute();
  await db.schema.dropTable('his_case_mail_step').execute();
  await db.schema.dropTable('his_case_mail').execute();
}
