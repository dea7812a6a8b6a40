import { sql, type Kysely } from 'kysely';

/**
 * Uploads (uploadOssFile, getOssPrivateResourceUrl). One row per stored file: whose it is (the
 * account at the hospital), its kind (bizType), the content type sniffed from its bytes and where the file store
 * keeps it. The row is committed only after the file is stored, and the file is removed when the row is not
 * committed (modules/uploads), so neither exists without the other.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upload_file')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('biz_type', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull().check(sql`size_bytes >= 0`))
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('upload_file_pk', ['hos_id', 'file_id'])
    .addUniqueConstraint('upload_file_storage_key_uq', ['storage_key'])
    .execute();
  await sql`create index upload_file_user_idx on upload_file (hos_id, user_id, created_at)`.execute(
    db,
  );
}
