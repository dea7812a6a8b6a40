import { sql, type Kysely } from 'kysely';

/**
 * A waiting candidate keeps the outpatient card their patient had when joining, read from the HIS then.
 * A promotion happens inside the transaction that freed the number, where the HIS (remote) is never called; the
 * booking it makes carries this card, and paying from it re-checks the card with the HIS as every payment does.
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table candidate add column patient_card_id text not null default ''`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table candidate drop column patient_card_id`.execute(db);
}
