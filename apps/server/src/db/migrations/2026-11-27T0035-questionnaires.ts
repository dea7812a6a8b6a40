import type { Kysely } from 'kysely';

/**
 * Issue 17 item 4, questionnaires.
 * Frozen in time: never import application code here.
 */
export async function up(_db: Kysely<unknown>): Promise<void> {
  // Reserved for this tables; filled in by the work that introduces them.
}
