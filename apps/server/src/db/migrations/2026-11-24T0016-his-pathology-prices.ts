import { sql, type Kysely } from 'kysely';

/**
 * Pathology and price query. Only the sandbox HIS (apps/server/src/his/sandbox) reads or writes these tables
 * (docs/architecture.md#the-his-is-an-adapter). Frozen in time: never import application code here.
 * - his_pathology: one pathology result of a person (certificate type and number, as the HIS knows people), with its
 *   immunohistochemistry markers as a JSON list (always read with the result, never searched). A person's list reads
 *   it by (person, time), newest first.
 * - his_price_item: a hospital's public price catalogue, thousands of rows per hospital. The search matches
 *   `search_name` (lower-cased Chinese and English name) by substring and `initials` (lower-case pinyin initials) by
 *   prefix. Prefix searches use text_pattern_ops indexes, which PostgreSQL and PGlite both have; a substring search
 *   scans one hospital's (and category's) rows, a few thousand, which stays well under a millisecond or two. pg_trgm
 *   would index substrings too, but PGlite only has it as an extension loaded when the database is opened, so it is
 *   not used here. Money is integer fen (bigint).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('his_pathology')
    .addColumn('hos_id', 'text', (c) => c.notNull().references('hospital.hos_id'))
    .addColumn('pathology_id', 'text', (c) => c.notNull())
    .addColumn('pathology_no', 'text', (c) => c.notNull())
    .addColumn('cert_type', 'smallint', (c) => c.notNull())
    .addColumn('cert_no', 'text', (c) => c.notNull())
    .addColumn('patient_name', 'text', (c) => c.notNull())
    .addColumn('dept_name', 'text', (c) => c.notNull())
    .addColumn('doctor_name', 'text', (c) => c.notNull())
    .addColumn('specimen', 'text', (c) => c.notNull())
    .addColumn('specimen_type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz')
    .addColumn('reported_at', 'timestamptz', (c) => c.notNull())
    .addColumn('gross_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('microscopic_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('diagnosis', 'text', (c) => c.notNull())
    .addColumn('conclusion', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('markers', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addPrimaryKeyConstraint('his_pathology_pk', ['hos_id', 'pathology_id'])
    .execute();
  await db.schema
    .createIndex('his_pathology_person_idx')
    .on('his_pathology')
    .columns(['hos_id', 'cert_type', 'cert_no', 'reported_at'])
    .execute();

  await db.schema
    .createTable('his_price_item')
    .addColumn('hos_id', 'text', (c) => c.notNull().references('hospital.hos_id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('search_name', 'text', (c) => c.notNull())
    .addColumn('initials', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('specification', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('form', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('manufacturer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('origin', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('insurance_class', 'text', (c) =>
      c.notNull().check(sql`insurance_class in ('A', 'B', 'self')`),
    )
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('his_price_item_pk', ['hos_id', 'code'])
    .execute();
  // The unfiltered and category lists, in their order (category, code): a page is an index range, the count too.
  await db.schema
    .createIndex('his_price_item_list_idx')
    .on('his_price_item')
    .columns(['hos_id', 'category', 'code'])
    .execute();
  // Pinyin-initials prefix search, with and without a category ('amxl' → initials like 'amxl%').
  await sql`create index his_price_item_initials_idx on his_price_item (hos_id, initials text_pattern_ops)`.execute(
    db,
  );
  await sql`create index his_price_item_category_initials_idx on his_price_item (hos_id, category, initials text_pattern_ops)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('his_price_item').execute();
  await db.schema.dropTable('his_pathology').execute();
}
