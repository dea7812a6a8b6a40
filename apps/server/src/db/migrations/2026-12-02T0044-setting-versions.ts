import { sql, type Kysely } from 'kysely';

/**
 * The console's settings history (docs/hospital-settings.md): each save of one kind of a hospital's settings (facts,
 * theme, functions, config, tips, captions) keeps the whole document as a new version. The first save of a kind
 * first keeps the state before the console as version 1 (saved_by null), so it can be restored. A restore is a new
 * version naming the one it restored. Versions are never changed: a save appends.
 * Each logo the console uploads is attached to its hospital in hospital_logo, so the upload sweeper keeps it: the facts
 * of an old version may name it and be restored.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('setting_version')
    .addColumn('hos_id', 'text', (c) =>
      c.notNull().references('hospital.hos_id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('facts', 'theme', 'functions', 'config', 'tips', 'captions')`),
    )
    .addColumn('version', 'integer', (c) => c.notNull().check(sql`version >= 1`))
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('saved_by', 'text')
    .addColumn('saved_by_name', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('restored_from', 'integer')
    .addPrimaryKeyConstraint('setting_version_pk', ['hos_id', 'kind', 'version'])
    .addCheckConstraint(
      'setting_version_restored_from_ck',
      sql`restored_from is null or (restored_from >= 1 and restored_from < version)`,
    )
    .execute();
  await db.schema
    .createTable('hospital_logo')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('hospital_logo_pk', ['hos_id', 'file_id'])
    .addForeignKeyConstraint('hospital_logo_file_fk', ['hos_id', 'file_id'], 'upload_file', [
      'hos_id',
      'file_id',
    ])
    .execute();
}
