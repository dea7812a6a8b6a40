import { sql, type Kysely } from 'kysely';

/**
 * The console's content editors (docs/console-content.md):
 * - notice_draft: the next version of an agreement or instructions document as an editor saved it, in both languages
 *   ({'en-US': {title, content}, 'zh-CN': {title, content}}); at most one per document type. Patients never read it:
 *   publishing turns it into the next notice_document version (which every patient accepts again) and deletes it.
 * - physical_package_listing: what the portal itself says about a package of the HIS's physical-exam centre — hidden
 *   from booking or not, and a note shown under the HIS's description (other languages in content_translation, kind
 *   'physical-package'). The package, its items, prices and places stay the HIS's.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notice_draft')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('doc_type', 'text', (c) => c.notNull())
    .addColumn('texts', 'jsonb', (c) => c.notNull())
    .addColumn('saved_by', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('notice_draft_pk', ['hos_id', 'doc_type'])
    .addForeignKeyConstraint('notice_draft_hospital_fk', ['hos_id'], 'hospital', ['hos_id'], (c) =>
      c.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createTable('physical_package_listing')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('package_id', 'text', (c) => c.notNull())
    .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('physical_package_listing_pk', ['hos_id', 'package_id'])
    .addForeignKeyConstraint(
      'physical_package_listing_hospital_fk',
      ['hos_id'],
      'hospital',
      ['hos_id'],
      (c) => c.onDelete('cascade'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('physical_package_listing').execute();
  await db.schema.dropTable('notice_draft').execute();
}
