import { sql, type Kysely } from 'kysely';

/**
 * Dated sessions and their source numbers, generated from the built-in HIS weekly rules (ADR 0003).
 * Frozen in time: never import application code here.
 * A source number is a row that booking claims with a conditional update (docs/architecture.md#invariants-in-the-database); the
 * deterministic ids and the unique keys make generation idempotent when several instances run it at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('schedule_session')
    .addColumn('hos_id', 'text', (c) =>
      c.notNull().references('hospital.hos_id').onDelete('cascade'),
    )
    .addColumn('schedule_id', 'text', (c) => c.notNull())
    .addColumn('area_id', 'text', (c) => c.notNull())
    .addColumn('business_type', 'text', (c) => c.notNull())
    .addColumn('dept_id', 'text', (c) => c.notNull())
    .addColumn('doctor_id', 'text', (c) => c.notNull())
    .addColumn('rule_id', 'text', (c) => c.notNull())
    .addColumn('session_date', 'date', (c) => c.notNull())
    .addColumn('noon_code', 'text', (c) => c.notNull())
    .addColumn('reg_fee', 'bigint', (c) => c.notNull().check(sql`reg_fee >= 0`))
    .addColumn('capacity', 'integer', (c) => c.notNull().check(sql`capacity > 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('schedule_session_pk', ['hos_id', 'schedule_id'])
    // One session per rule and date, whatever id a writer computed.
    .addUniqueConstraint('schedule_session_rule_date_uq', ['hos_id', 'rule_id', 'session_date'])
    .addForeignKeyConstraint('schedule_session_doctor_fk', ['hos_id', 'doctor_id'], 'his_doctor', [
      'hos_id',
      'doctor_id',
    ])
    .execute();
  // The schedule page reads one hospital's sessions by date range (then area and type).
  await db.schema
    .createIndex('schedule_session_date_idx')
    .on('schedule_session')
    .columns(['hos_id', 'session_date', 'area_id'])
    .execute();
  await db.schema
    .createIndex('schedule_session_doctor_idx')
    .on('schedule_session')
    .columns(['hos_id', 'doctor_id', 'session_date'])
    .execute();

  await db.schema
    .createTable('source_number')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('schedule_id', 'text', (c) => c.notNull())
    .addColumn('number_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull().check(sql`seq > 0`))
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('free')
        .check(sql`status in ('free', 'taken')`),
    )
    .addColumn('appoint_id', 'text')
    .addPrimaryKeyConstraint('source_number_pk', ['hos_id', 'number_id'])
    .addUniqueConstraint('source_number_seq_uq', ['hos_id', 'schedule_id', 'seq'])
    .addForeignKeyConstraint(
      'source_number_session_fk',
      ['hos_id', 'schedule_id'],
      'schedule_session',
      ['hos_id', 'schedule_id'],
      (c) => c.onDelete('cascade'),
    )
    .execute();
  // Free numbers of a session in order: counting leftNum and claiming the lowest free seq.
  await db.schema
    .createIndex('source_number_status_idx')
    .on('source_number')
    .columns(['hos_id', 'schedule_id', 'status', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('source_number').execute();
  await db.schema.dropTable('schedule_session').execute();
}
