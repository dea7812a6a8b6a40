import { sql, type Kysely } from 'kysely';

/**
 * The first queries behind the HIS adapter: the built-in HIS's dictionaries and its lab and exam reports.
 * Only the sandbox HIS (apps/server/src/his/sandbox) reads or writes these tables (docs/architecture.md#the-his-is-an-adapter).
 * - his_dictionary: the dictionary codes per hospital, an English label and an optional Chinese one.
 * - his_report: one report of a person (certificate type and number, as the HIS knows people), outpatient or inpatient,
 *   lab (measured items) or exam (findings and conclusion). A person's list reads it by (person, source, time).
 * - his_report_item: a lab report's measured items; reference bounds are plain numbers (not money).
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('his_dictionary')
    .addColumn('hos_id', 'text', (c) => c.notNull().references('hospital.hos_id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('label_zh', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('his_dictionary_pk', ['hos_id', 'code', 'value'])
    .execute();

  await db.schema
    .createTable('his_report')
    .addColumn('hos_id', 'text', (c) => c.notNull().references('hospital.hos_id'))
    .addColumn('report_id', 'text', (c) => c.notNull())
    .addColumn('cert_type', 'smallint', (c) => c.notNull())
    .addColumn('cert_no', 'text', (c) => c.notNull())
    .addColumn('patient_name', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('out', 'in')`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('lab', 'exam')`))
    .addColumn('report_type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('dept_name', 'text', (c) => c.notNull())
    .addColumn('doctor_name', 'text', (c) => c.notNull())
    .addColumn('specimen', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sampled_at', 'timestamptz')
    .addColumn('reported_at', 'timestamptz', (c) => c.notNull())
    .addColumn('findings', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('conclusion', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('his_report_pk', ['hos_id', 'report_id'])
    .execute();
  // A person's reports of one source, newest first (the list and its count); the trend reads the same leading columns.
  await db.schema
    .createIndex('his_report_person_idx')
    .on('his_report')
    .columns(['hos_id', 'cert_type', 'cert_no', 'source', 'reported_at'])
    .execute();

  await db.schema
    .createTable('his_report_item')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('report_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('low', 'double precision')
    .addColumn('high', 'double precision')
    // The range as the lab prints it when it is not numeric ('negative'); '' = printed from low and high.
    .addColumn('range_text', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('his_report_item_pk', ['hos_id', 'report_id', 'seq'])
    .addForeignKeyConstraint('his_report_item_report_fk', ['hos_id', 'report_id'], 'his_report', [
      'hos_id',
      'report_id',
    ])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('his_report_item').execute();
  await db.schema.dropTable('his_report').execute();
  await db.schema.dropTable('his_dictionary').execute();
}
