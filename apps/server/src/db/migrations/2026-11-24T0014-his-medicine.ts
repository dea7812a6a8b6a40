import type { Kysely } from 'kysely';

/**
 * Prescriptions and discharge medicine in the built-in HIS. Only the sandbox HIS (apps/server/src/his/sandbox)
 * reads or writes these tables (docs/architecture.md#the-his-is-an-adapter).
 * - his_prescription: one outpatient prescription of a person (certificate type and number, as the HIS knows people),
 *   its status a value of the hospital's prescription_status dictionary; the total is money (bigint fen, docs/architecture.md#money-is-integer-fen).
 *   A person's list reads it by (person, time), newest first.
 * - his_prescription_item: its drugs in the doctor's order, with dose, route, frequency, days, quantity and price.
 * - his_discharge: one inpatient stay's discharge (days in the hospital's calendar) with its diagnosis; the list reads
 *   it by (person, discharge day).
 * - his_discharge_item: the medicines given home, with how to take them.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('his_prescription')
    .addColumn('hos_id', 'text', (c) => c.notNull().references('hospital.hos_id'))
    .addColumn('prescription_id', 'text', (c) => c.notNull())
    .addColumn('cert_type', 'smallint', (c) => c.notNull())
    .addColumn('cert_no', 'text', (c) => c.notNull())
    .addColumn('patient_name', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull())
    .addColumn('dept_name', 'text', (c) => c.notNull())
    .addColumn('doctor_name', 'text', (c) => c.notNull())
    .addColumn('diagnosis', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('total_amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('his_prescription_pk', ['hos_id', 'prescription_id'])
    .execute();
  // A person's prescriptions newest first (the list and its count; the status filter reads the same rows).
  await db.schema
    .createIndex('his_prescription_person_idx')
    .on('his_prescription')
    .columns(['hos_id', 'cert_type', 'cert_no', 'issued_at'])
    .execute();

  await db.schema
    .createTable('his_prescription_item')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('prescription_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('drug_name', 'text', (c) => c.notNull())
    .addColumn('specification', 'text', (c) => c.notNull())
    .addColumn('dose', 'text', (c) => c.notNull())
    .addColumn('dose_unit', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('frequency', 'text', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'numeric(10, 2)', (c) => c.notNull())
    .addColumn('quantity_unit', 'text', (c) => c.notNull())
    .addColumn('unit_price', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('his_prescription_item_pk', ['hos_id', 'prescription_id', 'seq'])
    .addForeignKeyConstraint(
      'his_prescription_item_fk',
      ['hos_id', 'prescription_id'],
      'his_prescription',
      ['hos_id', 'prescription_id'],
    )
    .execute();

  await db.schema
    .createTable('his_discharge')
    .addColumn('hos_id', 'text', (c) => c.notNull().references('hospital.hos_id'))
    .addColumn('stay_id', 'text', (c) => c.notNull())
    .addColumn('cert_type', 'smallint', (c) => c.notNull())
    .addColumn('cert_no', 'text', (c) => c.notNull())
    .addColumn('patient_name', 'text', (c) => c.notNull())
    .addColumn('admitted_on', 'date', (c) => c.notNull())
    .addColumn('discharged_on', 'date', (c) => c.notNull())
    .addColumn('dept_name', 'text', (c) => c.notNull())
    .addColumn('doctor_name', 'text', (c) => c.notNull())
    .addColumn('discharge_diagnosis', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('his_discharge_pk', ['hos_id', 'stay_id'])
    .execute();
  await db.schema
    .createIndex('his_discharge_person_idx')
    .on('his_discharge')
    .columns(['hos_id', 'cert_type', 'cert_no', 'discharged_on'])
    .execute();

  await db.schema
    .createTable('his_discharge_item')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('stay_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('drug_name', 'text', (c) => c.notNull())
    .addColumn('specification', 'text', (c) => c.notNull())
    .addColumn('dose', 'text', (c) => c.notNull())
    .addColumn('frequency', 'text', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'text', (c) => c.notNull())
    .addColumn('instructions', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('his_discharge_item_pk', ['hos_id', 'stay_id', 'seq'])
    .addForeignKeyConstraint('his_discharge_item_fk', ['hos_id', 'stay_id'], 'his_discharge', [
      'hos_id',
      'stay_id',
    ])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('his_discharge_item').execute();
  await db.schema.dropTable('his_discharge').execute();
  await db.schema.dropTable('his_prescription_item').execute();
  await db.schema.dropTable('his_prescription').execute();
}
