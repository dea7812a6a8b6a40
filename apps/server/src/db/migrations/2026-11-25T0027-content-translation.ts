import type { Kysely } from 'kysely';

/**
 * Bilingual hospitals: a hospital's content (names, areas, functions, menu, captions, tips, footer,
 * departments, doctors) keeps its primary language in its own columns; every other language is a row here, keyed by
 * what it translates — kind (area, function, doctor…), ref (the row's id within the hospital), field — and language.
 * A read overlays the rows of the request's language and falls back to the column where none exists.
 * The primary key leads with hos_id and lang: one index range answers "every translation of this hospital in zh-CN".
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_translation')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_translation_pk', ['hos_id', 'lang', 'kind', 'ref', 'field'])
    .addForeignKeyConstraint(
      'content_translation_hospital_fk',
      ['hos_id'],
      'hospital',
      ['hos_id'],
      (c) => c.onDelete('cascade'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_translation').execute();
}
