import { sql, type Kysely } from 'kysely';

/**
 * The addresses each account has signed in from. The per-account failure ceiling (ASVS V2.2.1)
 * applies only to addresses not in here, so a stranger's failures never lock the owner out at a known address.
 * The address is stored only as a keyed hash. Frozen in time: never import application code here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trusted_address')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('address_hash', 'text', (c) => c.notNull())
    .addColumn('last_success_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('trusted_address_pk', ['hos_id', 'user_id', 'address_hash'])
    .addForeignKeyConstraint(
      'trusted_address_user_fk',
      ['hos_id', 'user_id'],
      'app_user',
      ['hos_id', 'user_id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('trusted_address').execute();
}
