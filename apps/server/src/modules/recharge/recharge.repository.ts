import type { HosId } from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * The recharge pages' own lock, Kysely only. Top-up orders are read and written by payments alone
 * (orders.service); the cards, their balances and stays are the HIS's (docs/architecture.md#the-his-is-an-adapter), read through the adapter.
 */

/**
 * Serialises the top-up checks of one card inside the caller's transaction (the daily count): the card is the HIS's,
 * so the portal cannot lock its row; it locks the card's name among its own orders instead.
 */
export async function lockCardTopUps(trx: Db, hosId: HosId, cardId: string) {
  await sql`select pg_advisory_xact_lock(hashtext(${`topup:${hosId}:${cardId}`}))`.execute(trx);
}
