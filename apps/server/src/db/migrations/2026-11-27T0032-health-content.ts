import { sql, type Kysely } from 'kysely';

/**
 * Health content (/lecture/homepage, /other/medical-guide, /other/instructions, guide_type and the notice
 * documents; docs/health-content.md):
 * - lecture_category, lecture: a hospital's articles (rich text) and videos (file, poster, captions), with read counts;
 *   lecture_view: one row per viewer (a browser session's random id) and lecture, so a refresh never counts twice.
 * - guide_section: the medical guide by guide_type (finding departments, floors and buildings per area, visiting hours,
 *   what to bring); guide_symptom: symptom keywords (all languages and pinyin initials in search_text) → department.
 * - notice_document: versioned notice documents (appointment notice, refund notice, user service, privacy, log-off);
 *   notice_acceptance: which version a user accepted, and when.
 * Texts in the primary language; other languages are content_translation rows (migration 0027).
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lecture_category')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('category_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('lecture_category_pk', ['hos_id', 'category_id'])
    .execute();
  await db.schema
    .createTable('lecture')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('lecture_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('article', 'video')`))
    .addColumn('category_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('author', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('video_url', 'text')
    .addColumn('poster_url', 'text')
    .addColumn('captions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('duration_s', 'integer')
    .addColumn('published_at', 'timestamptz', (c) => c.notNull())
    .addColumn('read_count', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`read_count >= 0`),
    )
    .addPrimaryKeyConstraint('lecture_pk', ['hos_id', 'lecture_id'])
    .addForeignKeyConstraint('lecture_category_fk', ['hos_id', 'category_id'], 'lecture_category', [
      'hos_id',
      'category_id',
    ])
    .addCheckConstraint('lecture_video_has_file', sql`kind = 'article' or video_url is not null`)
    .execute();
  await db.schema
    .createIndex('lecture_list')
    .on('lecture')
    .columns(['hos_id', 'kind', 'published_at desc'])
    .execute();
  await db.schema
    .createTable('lecture_view')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('lecture_id', 'text', (c) => c.notNull())
    .addColumn('viewer_id', 'text', (c) => c.notNull())
    .addColumn('viewed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('lecture_view_pk', ['hos_id', 'lecture_id', 'viewer_id'])
    .addForeignKeyConstraint(
      'lecture_view_lecture_fk',
      ['hos_id', 'lecture_id'],
      'lecture',
      ['hos_id', 'lecture_id'],
      (c) => c.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createTable('guide_section')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('guide_id', 'text', (c) => c.notNull())
    .addColumn('guide_type', 'text', (c) => c.notNull())
    .addColumn('area_id', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('guide_section_pk', ['hos_id', 'guide_id'])
    .execute();
  await db.schema
    .createTable('guide_symptom')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('symptom_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('dept_id', 'text', (c) => c.notNull())
    .addColumn('area_id', 'text')
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('guide_symptom_pk', ['hos_id', 'symptom_id'])
    .execute();
  await db.schema
    .createTable('notice_document')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('doc_type', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().check(sql`version > 0`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('notice_document_pk', ['hos_id', 'doc_type', 'version'])
    .execute();
  await db.schema
    .createTable('notice_acceptance')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('doc_type', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('notice_acceptance_pk', ['hos_id', 'user_id', 'doc_type', 'version'])
    .addForeignKeyConstraint(
      'notice_acceptance_document_fk',
      ['hos_id', 'doc_type', 'version'],
      'notice_document',
      ['hos_id', 'doc_type', 'version'],
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'notice_acceptance',
    'notice_document',
    'guide_symptom',
    'guide_section',
    'lecture_view',
    'lecture',
    'lecture_category',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
