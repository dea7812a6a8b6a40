import { sql, type Kysely } from 'kysely';

/**
 * Lectures edited in the console (docs/health-content.md#editing):
 * - lecture.status: a lecture the console creates starts as a draft, which no patient sees, until it is published;
 *   every lecture written before the console is published. updated_at: the last save.
 * - lecture_media: the videos and posters the console uploads, attached to their hospital so the upload sweeper keeps
 *   them (a draft may name a file long before it is published, and an unpublished lecture may be published again).
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('lecture')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('published')
        .check(sql`status in ('draft', 'published')`),
    )
    .execute();
  await db.schema
    .alterTable('lecture')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('lecture_media')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('lecture_media_pk', ['hos_id', 'file_id'])
    .addForeignKeyConstraint('lecture_media_file_fk', ['hos_id', 'file_id'], 'upload_file', [
      'hos_id',
      'file_id',
    ])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lecture_media').execute();
  await db.schema.alterTable('lecture').dropColumn('updated_at').execute();
  await db.schema.alterTable('lecture').dropColumn('status').execute();
}
