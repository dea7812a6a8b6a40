import { sql, type Kysely } from 'kysely';

/**
 * The hospital console's staff (docs/staff-console.md): accounts with a password and a TOTP second factor, their
 * one-time recovery codes, cookie sessions (docs/adr/0011-staff-sessions.md), invitations, and the audit log.
 * staff_account.hos_id null is a platform administrator, who belongs to no hospital.
 * audit_log is append-only: the trigger function forbid_change() (migration 0002) refuses UPDATE, DELETE and TRUNCATE.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_account')
    .addColumn('staff_id', 'uuid', (c) => c.primaryKey())
    .addColumn('hos_id', 'text', (c) => c.references('hospital.hos_id'))
    .addColumn('phone', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    // Stored while enrolment is pending too; totp_enrolled_at says whether it is confirmed.
    .addColumn('totp_secret', 'text')
    .addColumn('totp_enrolled_at', 'timestamptz')
    // The time step of the last code accepted: a code of that step or an earlier one is a replay.
    .addColumn('totp_last_step', 'bigint')
    .addColumn('password_changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('removed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // A platform administrator has no hospital; everyone else has one.
    .addCheckConstraint(
      'staff_account_role_hospital',
      sql`(role = 'platformAdmin') = (hos_id is null)`,
    )
    .execute();
  await db.schema
    .createIndex('staff_account_hos_idx')
    .on('staff_account')
    .column('hos_id')
    .execute();

  await db.schema
    .createTable('staff_recovery_code')
    .addColumn('staff_id', 'uuid', (c) =>
      c.notNull().references('staff_account.staff_id').onDelete('cascade'),
    )
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addPrimaryKeyConstraint('staff_recovery_code_pk', ['staff_id', 'code_hash'])
    .execute();

  await db.schema
    .createTable('staff_session')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'uuid', (c) =>
      c.notNull().references('staff_account.staff_id').onDelete('cascade'),
    )
    .addColumn('stage', 'text', (c) => c.notNull().check(sql`stage in ('totp', 'enrol', 'full')`))
    .addColumn('csrf_token', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('staff_session_staff_idx')
    .on('staff_session')
    .column('staff_id')
    .execute();

  await db.schema
    .createTable('staff_invitation')
    .addColumn('invitation_id', 'uuid', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('hos_id', 'text', (c) => c.notNull().references('hospital.hos_id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'uuid', (c) => c.references('staff_account.staff_id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('staff_invitation_hos_idx')
    .on('staff_invitation')
    .columns(['hos_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('hos_id', 'text')
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('staff_id', 'uuid')
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text')
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('ip', 'text')
    .execute();
  await db.schema
    .createIndex('audit_log_hos_idx')
    .on('audit_log')
    .columns(['hos_id', 'id'])
    .execute();
  await sql`create trigger audit_log_no_update before update or delete on audit_log
    for each row execute function forbid_change()`.execute(db);
  await sql`create trigger audit_log_no_truncate before truncate on audit_log
    for each statement execute function forbid_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'audit_log',
    'staff_invitation',
    'staff_session',
    'staff_recovery_code',
    'staff_account',
  ])
    await db.schema.dropTable(t).execute();
}
