import { sql, type Kysely } from 'kysely';

/**
 * The portal's mirror of the HIS catalogue: departments, doctors and weekly schedule rules (docs/architecture.md#the-his-is-an-adapter).
 * Frozen in time: never import application code here.
 * Until now the modules joined the sandbox HIS's own his_* tables; those belong to the sandbox alone. Schedule reads
 * are hot and join these rows in SQL, so the portal keeps its own copy, synced from the HIS adapter
 * (modules/catalogue). Keyed (hos_id, id) like every tenant row (docs/architecture.md#tenancy-every-row-carries-hos_id).
 *
 * `withdrawn`: the HIS no longer lists the department or doctor. Such rows are kept (sessions, appointments and
 * records still name them; schedule_session's doctor key points here) and left out of the lists.
 *
 * The mirror starts as a copy of the his_* tables, so an existing data folder serves the same schedule before the
 * first sync; schedule_session's doctor key moves from his_doctor to the mirror.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('department')
    .addColumn('hos_id', 'text', (c) =>
      c.notNull().references('hospital.hos_id').onDelete('cascade'),
    )
    .addColumn('dept_id', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'text')
    .addColumn('dept_name', 'text', (c) => c.notNull())
    .addColumn('introduce', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('withdrawn', 'boolean', (c) => c.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('department_pk', ['hos_id', 'dept_id'])
    .execute();

  await db.schema
    .createTable('doctor')
    .addColumn('hos_id', 'text', (c) =>
      c.notNull().references('hospital.hos_id').onDelete('cascade'),
    )
    .addColumn('doctor_id', 'text', (c) => c.notNull())
    .addColumn('dept_id', 'text', (c) => c.notNull())
    .addColumn('doctor_name', 'text', (c) => c.notNull())
    .addColumn('doctor_title', 'text', (c) => c.notNull())
    .addColumn('picture', 'text')
    .addColumn('skill', 'text')
    .addColumn('is_stop', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('withdrawn', 'boolean', (c) => c.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('doctor_pk', ['hos_id', 'doctor_id'])
    // Departments are never deleted from the mirror (withdrawn instead), so this key cannot block a sync.
    .addForeignKeyConstraint('doctor_dept_fk', ['hos_id', 'dept_id'], 'department', [
      'hos_id',
      'dept_id',
    ])
    .execute();
  await db.schema
    .createIndex('doctor_dept_idx')
    .on('doctor')
    .columns(['hos_id', 'dept_id'])
    .execute();

  await db.schema
    .createTable('schedule_rule')
    .addColumn('hos_id', 'text', (c) =>
      c.notNull().references('hospital.hos_id').onDelete('cascade'),
    )
    .addColumn('rule_id', 'text', (c) => c.notNull())
    .addColumn('area_id', 'text', (c) => c.notNull())
    .addColumn('business_type', 'text', (c) => c.notNull())
    .addColumn('dept_id', 'text', (c) => c.notNull())
    .addColumn('doctor_id', 'text', (c) => c.notNull())
    .addColumn('weekday', 'smallint', (c) => c.notNull().check(sql`weekday between 1 and 7`))
    .addColumn('noon_code', 'text', (c) => c.notNull())
    .addColumn('reg_fee', 'bigint', (c) => c.notNull().check(sql`reg_fee >= 0`))
    .addColumn('capacity', 'integer', (c) => c.notNull().check(sql`capacity > 0`))
    .addPrimaryKeyConstraint('schedule_rule_pk', ['hos_id', 'rule_id'])
    .addForeignKeyConstraint('schedule_rule_doctor_fk', ['hos_id', 'doctor_id'], 'doctor', [
      'hos_id',
      'doctor_id',
    ])
    .execute();
  // The doctor list's "holds a weekly rule in this area / business type" check.
  await db.schema
    .createIndex('schedule_rule_doctor_idx')
    .on('schedule_rule')
    .columns(['hos_id', 'doctor_id'])
    .execute();

  await sql`insert into department (hos_id, dept_id, parent_id, dept_name, introduce, sort)
    select hos_id, dept_id, parent_id, dept_name, introduce, sort from his_department`.execute(db);
  await sql`insert into doctor (hos_id, doctor_id, dept_id, doctor_name, doctor_title, picture, skill, is_stop)
    select hos_id, doctor_id, dept_id, doctor_name, doctor_title, picture, skill, is_stop from his_doctor`.execute(
    db,
  );
  await sql`insert into schedule_rule (hos_id, rule_id, area_id, business_type, dept_id, doctor_id, weekday, noon_code, reg_fee, capacity)
    select hos_id, rule_id, area_id, business_type, dept_id, doctor_id, weekday, noon_code, reg_fee, capacity from his_schedule_rule`.execute(
    db,
  );

  await repointSessionDoctor(db, 'doctor');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await repointSessionDoctor(db, 'his_doctor');
  await db.schema.dropTable('schedule_rule').execute();
  await db.schema.dropTable('doctor').execute();
  await db.schema.dropTable('department').execute();
}

/** A session names a doctor that exists: in the table the portal reads doctors from. */
async function repointSessionDoctor(db: Kysely<unknown>, table: 'doctor' | 'his_doctor') {
  await db.schema
    .alterTable('schedule_session')
    .dropConstraint('schedule_session_doctor_fk')
    .execute();
  await db.schema
    .alterTable('schedule_session')
    .addForeignKeyConstraint('schedule_session_doctor_fk', ['hos_id', 'doctor_id'], table, [
      'hos_id',
      'doctor_id',
    ])
    .execute();
}
