import { sql } from 'kysely';
import type { PayOrderStateName, PayPurpose } from '@portal/shared';
import type { Db } from '../../db/database.ts';

/**
 * The portal's reads for the recharge pages, Kysely only. Top-up orders themselves are written by payments
 * alone; the cards, their balances and stays are the HIS's (ARCHITECTURE decision 6), read through the adapter.
 */

/**
 * Serialises the top-up checks of one card inside the caller's transaction (the daily count): the card is the HIS's,
 * so the portal cannot lock its row; it locks the card's name among its own orders instead.
 */
export async function lockCardTopUps(trx: Db, hosId: string, cardId: string) {
  await sql`select pg_advisory_xact_lock(hashtext(${`topup:${hosId}:${cardId}`}))`.execute(trx);
}

/** Top-ups of the card paid or under way since `since` (the start of the hospital's day: the daily count). */
export async function countTopUpsSince(
  db: Db,
  hosId: string,
  cardId: string,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('pay_order')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('hos_id', '=', hosId)
    .where('card_id', '=', cardId)
    .where('purpose', 'in', ['outpatient_topup', 'inpatient_topup'])
    .where('state', 'in', ['paying', 'paid'])
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export interface TopUpRow {
  out_trade_no: string;
  purpose: PayPurpose;
  card_id: string;
  amount: string | number;
  state: PayOrderStateName;
  created_at: Date;
  paid_at: Date | null;
  appoint_id: string | null;
  total: string | number;
}

/** The user's top-up orders (newest first) of the given cards, between two instants, one page; `total` counts them all. */
export async function listTopUps(
  db: Db,
  hosId: string,
  userId: string,
  f: { cardIds: string[]; from?: Date; to?: Date; limit: number; offset: number },
): Promise<TopUpRow[]> {
  if (f.cardIds.length === 0) return [];
  let q = db
    .selectFrom('pay_order')
    .select([
      'out_trade_no',
      'purpose',
      'card_id',
      'amount',
      'state',
      'created_at',
      'paid_at',
      'appoint_id',
    ])
    .select(sql<string | number>`count(*) over ()`.as('total'))
    .where('hos_id', '=', hosId)
    .where('user_id', '=', userId)
    .where('purpose', 'in', ['outpatient_topup', 'inpatient_topup'])
    .where('card_id', 'in', f.cardIds);
  if (f.from !== undefined) q = q.where('created_at', '>=', f.from);
  if (f.to !== undefined) q = q.where('created_at', '<', f.to);
  // Orders of the given cards: card_id is never null here.
  return q
    .$narrowType<{ card_id: string }>()
    .orderBy('created_at', 'desc')
    .orderBy('out_trade_no')
    .limit(f.limit)
    .offset(f.offset)
    .execute();
}
