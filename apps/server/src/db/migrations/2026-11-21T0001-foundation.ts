import { sql, type Kysely } from 'kysely';

/**
 * Frozen in time: never import application code here.
 * Every tenant-owned table leads its key with hos_id (docs/architecture.md#tenancy-every-row-carries-hos_id).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('hospital')
    .addColumn('hos_id', 'text', (c) => c.primaryKey())
    .addColumn('hos_name', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('logo', 'text')
    .addColumn('theme', 'jsonb', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('Asia/Shanghai'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('hospital_area')
    .addColumn('hos_id', 'text', (c) =>
      c.notNull().references('hospital.hos_id').onDelete('cascade'),
    )
    .addColumn('area_id', 'text', (c) => c.notNull())
    .addColumn('area_name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('photo', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('hospital_area_pk', ['hos_id', 'area_id'])
    .execute();

  await db.schema
    .createTable('function_module')
    .addColumn('hos_id', 'text', (c) =>
      c.notNull().references('hospital.hos_id').onDelete('cascade'),
    )
    .addColumn('module_id', 'text', (c) => c.notNull())
    .addColumn('module_name', 'text', (c) => c.notNull())
    .addColumn('alias', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('subtitle', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_use', 'text', (c) => c.notNull().check(sql`is_use in ('0', '1')`))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('function_module_pk', ['hos_id', 'module_id'])
    .execute();

  await db.schema
    .createTable('menu_group')
    .addColumn('hos_id', 'text', (c) =>
      c.notNull().references('hospital.hos_id').onDelete('cascade'),
    )
    .addColumn('group_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('assembly', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('compare', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('menu_group_pk', ['hos_id', 'group_id'])
    .execute();

  await db.schema
    .createTable('menu_item')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('group_id', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('alias', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('params', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addPrimaryKeyConstraint('menu_item_pk', ['hos_id', 'group_id', 'item_id'])
    .addForeignKeyConstraint(
      'menu_item_group_fk',
      ['hos_id', 'group_id'],
      'menu_group',
      ['hos_id', 'group_id'],
      (c) => c.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('config_item')
    .addColumn('hos_id', 'text', (c) =>
      c.notNull().references('hospital.hos_id').onDelete('cascade'),
    )
    .addColumn('config_type', 'text', (c) => c.notNull())
    .addColumn('config_key', 'text', (c) => c.notNull())
    .addColumn('config_value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('config_item_pk', ['hos_id', 'config_type', 'config_key'])
    .execute();

  await db.schema
    .createTable('digital_item')
    .addColumn('hos_id', 'text', (c) =>
      c.notNull().references('hospital.hos_id').onDelete('cascade'),
    )
    .addColumn('type_key', 'text', (c) => c.notNull())
    .addColumn('item_order', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('digital_item_pk', ['hos_id', 'type_key', 'item_order'])
    .execute();

  await db.schema
    .createTable('tip')
    .addColumn('hos_id', 'text', (c) =>
      c.notNull().references('hospital.hos_id').onDelete('cascade'),
    )
    .addColumn('tip_id', 'text', (c) => c.notNull())
    .addColumn('guide_title', 'text', (c) => c.notNull())
    .addColumn('guide_content', 'text', (c) => c.notNull())
    .addColumn('show_type', 'smallint', (c) => c.notNull().check(sql`show_type between 0 and 3`))
    .addColumn('button_content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('button_type', 'smallint', (c) =>
      c.notNull().check(sql`button_type between 0 and 2`),
    )
    .addColumn('button_ext', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('show_ext', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addPrimaryKeyConstraint('tip_pk', ['hos_id', 'tip_id'])
    .execute();

  await db.schema
    .createTable('caption_override')
    .addColumn('hos_id', 'text', (c) =>
      c.notNull().references('hospital.hos_id').onDelete('cascade'),
    )
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('message_key', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('caption_override_pk', ['hos_id', 'lang', 'message_key'])
    .execute();

  await db.schema
    .createTable('static_caption')
    .addColumn('hos_id', 'text', (c) =>
      c.notNull().references('hospital.hos_id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('static_caption_pk', ['hos_id', 'name'])
    .execute();

  // The built-in HIS adapter's own tables (docs/architecture.md#the-his-is-an-adapter): departments, doctors and the weekly
  // rules from which the rolling schedule is generated. A real HIS replaces them behind the same interface.
  await db.schema
    .createTable('his_department')
    .addColumn('hos_id', 'text', (c) =>
      c.notNull().references('hospital.hos_id').onDelete('cascade'),
    )
    .addColumn('dept_id', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'text')
    .addColumn('dept_name', 'text', (c) => c.notNull())
    .addColumn('introduce', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('his_department_pk', ['hos_id', 'dept_id'])
    .execute();

  await db.schema
    .createTable('his_doctor')
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
    .addPrimaryKeyConstraint('his_doctor_pk', ['hos_id', 'doctor_id'])
    .addForeignKeyConstraint('his_doctor_dept_fk', ['hos_id', 'dept_id'], 'his_department', [
      'hos_id',
      'dept_id',
    ])
    .execute();

  await db.schema
    .createTable('his_schedule_rule')
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
    .addPrimaryKeyConstraint('his_schedule_rule_pk', ['hos_id', 'rule_id'])
    .addForeignKeyConstraint('his_schedule_rule_doctor_fk', ['hos_id', 'doctor_id'], 'his_doctor', [
      'hos_id',
      'doctor_id',
    ])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'his_schedule_rule',
    'his_doctor',
    'his_department',
    'static_caption',
    'caption_override',
    'tip',
    'digital_item',
    'config_item',
    'menu_item',
    'menu_group',
    'function_module',
    'hospital_area',
    'hospital',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
