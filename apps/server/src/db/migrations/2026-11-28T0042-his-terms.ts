import type { Kysely } from 'kysely';

/**
 * his_term: the built-in HIS's names in other languages — a department, doctor, ward, report, lab item, medicine or
 * charge item as the HIS names it in its primary language (`term`), and the same name in `lang`. The HIS answers a
 * query in the language asked for through it; a name without a row keeps the primary text. One range of the primary
 * key per hospital and language.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('his_term')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('his_term_pk', ['hos_id', 'lang', 'term'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('his_term').execute();
}
