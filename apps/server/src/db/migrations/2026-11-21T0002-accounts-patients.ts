import { sql, type Kysely } from 'kysely';

/**
 * Accounts, sessions, SMS codes, linked patients, their access log, physical-exam leaders and the
 * built-in HIS cards. Frozen in time: never import application code here.
 * Every key leads with hos_id (docs/architecture.md#tenancy-every-row-carries-hos_id); invariants sit in the database (docs/architecture.md#invariants-in-the-database).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One function for every append-only table: the access log and the card ledger are evidence, not state.
  await sql`
    create function forbid_change() returns trigger language plpgsql as $$
    begin
      raise exception 'table % is append-only', tg_table_name using errcode = 'P0001';
    end $$`.execute(db);

  await db.schema
    .createTable('app_user')
    .addColumn('hos_id', 'text', (c) => c.notNull().references('hospital.hos_id'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('password_changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('app_user_pk', ['hos_id', 'user_id'])
    // An account belongs to one hospital: the same phone may register at each hospital once.
    .addUniqueConstraint('app_user_phone_uq', ['hos_id', 'phone'])
    .execute();

  // The opaque token is never stored, only its SHA-256; the key leads with hos_id like every other table, and
  // the plain token_hash index serves the one call that carries no hosId (logout).
  await db.schema
    .createTable('auth_session')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addPrimaryKeyConstraint('auth_session_pk', ['hos_id', 'token_hash'])
    .addForeignKeyConstraint('auth_session_user_fk', ['hos_id', 'user_id'], 'app_user', [
      'hos_id',
      'user_id',
    ])
    .execute();
  await db.schema
    .createIndex('auth_session_token_idx')
    .on('auth_session')
    .column('token_hash')
    .execute();
  await db.schema
    .createIndex('auth_session_user_idx')
    .on('auth_session')
    .columns(['hos_id', 'user_id'])
    .execute();

  // SMS codes are stored only as a keyed hash; attempts and consumed_at make them single use.
  await db.schema
    .createTable('verify_code')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) =>
      c.notNull().check(sql`purpose in ('register', 'login', 'reset')`),
    )
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`attempts >= 0`),
    )
    .addColumn('consumed_at', 'timestamptz')
    .addPrimaryKeyConstraint('verify_code_pk', ['hos_id', 'id'])
    .execute();
  await db.schema
    .createIndex('verify_code_latest_idx')
    .on('verify_code')
    .columns(['hos_id', 'phone', 'purpose', 'created_at'])
    .execute();

  // The sandbox SMS adapter's store: what a phone would have received (served only in demo mode).
  await db.schema
    .createTable('sms_outbox')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('id', 'bigint', (c) => c.notNull().generatedAlwaysAsIdentity())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('sms_outbox_pk', ['hos_id', 'id'])
    .execute();
  await db.schema
    .createIndex('sms_outbox_phone_idx')
    .on('sms_outbox')
    .columns(['hos_id', 'phone', 'created_at'])
    .execute();

  // Linked patients. Unbinding is soft so the unbind limit can count past unbinds.
  await db.schema
    .createTable('patient')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('patient_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('patient_name', 'text', (c) => c.notNull())
    .addColumn('cert_type', 'smallint', (c) => c.notNull().check(sql`cert_type between 0 and 4`))
    .addColumn('cert_no', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('relation', 'smallint', (c) => c.notNull().check(sql`relation between 0 and 5`))
    .addColumn('sex', 'smallint', (c) => c.notNull().check(sql`sex in (1, 2)`))
    .addColumn('birth_date', 'date', (c) => c.notNull())
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('unbound_at', 'timestamptz')
    .addPrimaryKeyConstraint('patient_pk', ['hos_id', 'patient_id'])
    .addForeignKeyConstraint('patient_user_fk', ['hos_id', 'user_id'], 'app_user', [
      'hos_id',
      'user_id',
    ])
    .addCheckConstraint('patient_unbound_not_default', sql`unbound_at is null or not is_default`)
    .execute();
  await sql`create unique index patient_cert_uq on patient (hos_id, user_id, cert_type, cert_no) where unbound_at is null`.execute(
    db,
  );
  // One default per user, enforced by the database: a buggy switch fails instead of leaving two defaults.
  await sql`create unique index patient_default_uq on patient (hos_id, user_id) where is_default and unbound_at is null`.execute(
    db,
  );
  await db.schema
    .createIndex('patient_user_idx')
    .on('patient')
    .columns(['hos_id', 'user_id', 'created_at'])
    .execute();

  // Who read or changed which patient's data; the patient can read it, nobody can rewrite it.
  await db.schema
    .createTable('patient_access_log')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('id', 'bigint', (c) => c.notNull().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('patient_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('patient_access_log_pk', ['hos_id', 'id'])
    .execute();
  await db.schema
    .createIndex('patient_access_log_user_idx')
    .on('patient_access_log')
    .columns(['hos_id', 'user_id', 'at'])
    .execute();
  await appendOnly(db, 'patient_access_log');

  await db.schema
    .createTable('physical_leader')
    .addColumn('hos_id', 'text', (c) => c.notNull().references('hospital.hos_id'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('physical_leader_pk', ['hos_id', 'phone'])
    .execute();

  // Built-in HIS cards (docs/architecture.md#the-his-is-an-adapter), matched to a linked patient by certificate.
  await db.schema
    .createTable('his_card')
    .addColumn('hos_id', 'text', (c) => c.notNull().references('hospital.hos_id'))
    .addColumn('card_id', 'text', (c) => c.notNull())
    .addColumn('card_no', 'text', (c) => c.notNull())
    .addColumn('clinic_type', 'smallint', (c) => c.notNull().check(sql`clinic_type in (1, 2)`))
    .addColumn('card_type', 'smallint', (c) => c.notNull().check(sql`card_type between 1 and 6`))
    .addColumn('cert_type', 'smallint', (c) => c.notNull())
    .addColumn('cert_no', 'text', (c) => c.notNull())
    .addColumn('patient_name', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('normal', 'to_disable', 'overdue')`),
    )
    // Integer fen, never negative (docs/architecture.md#money-is-integer-fen).
    .addColumn('balance', 'bigint', (c) => c.notNull().check(sql`balance >= 0`))
    .addPrimaryKeyConstraint('his_card_pk', ['hos_id', 'card_id'])
    .addUniqueConstraint('his_card_no_uq', ['hos_id', 'card_no'])
    .execute();
  await db.schema
    .createIndex('his_card_holder_idx')
    .on('his_card')
    .columns(['hos_id', 'cert_type', 'cert_no'])
    .execute();

  await db.schema
    .createTable('his_card_ledger')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('entry_id', 'bigint', (c) => c.notNull().generatedAlwaysAsIdentity())
    .addColumn('card_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull().check(sql`balance_after >= 0`))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('his_card_ledger_pk', ['hos_id', 'entry_id'])
    .addForeignKeyConstraint('his_card_ledger_card_fk', ['hos_id', 'card_id'], 'his_card', [
      'hos_id',
      'card_id',
    ])
    .execute();
  await db.schema
    .createIndex('his_card_ledger_card_idx')
    .on('his_card_ledger')
    .columns(['hos_id', 'card_id', 'entry_id'])
    .execute();
  await appendOnly(db, 'his_card_ledger');
}

async function appendOnly(db: Kysely<unknown>, table: string) {
  await sql`create trigger ${sql.raw(`${table}_no_update`)} before update or delete on ${sql.table(table)}
    for each row execute function forbid_change()`.execute(db);
  await sql`create trigger ${sql.raw(`${table}_no_truncate`)} before truncate on ${sql.table(table)}
    for each statement execute function forbid_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'his_card_ledger',
    'his_card',
    'physical_leader',
    'patient_access_log',
    'patient',
    'sms_outbox',
    'verify_code',
    'auth_session',
    'app_user',
  ]) {
    await db.schema.dropTable(t).execute();
  }
  await sql`drop function forbid_change()`.execute(db);
}
