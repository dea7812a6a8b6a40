import type { Db } from '../../db/database.ts';

/**
 * The card ledger (ARCHITECTURE decision 4), Kysely only: (db | trx, hosId, …) first. Every balance change is a
 * conditional update of his_card plus one append-only his_card_ledger entry carrying the balance it produced, in
 * the caller's transaction; the row lock taken by the update orders concurrent changes of one card.
 */
export interface LedgerEntryInput { cardId: string; amount: number; kind: string; ref: string }

export async function cardExists(db: Db, hosId: string, cardId: string): Promise<boolean> {
  const row = await db.selectFrom('his_card').select('card_id').where('hos_id', '=', hosId).where('card_id', '=', cardId).executeTakeFirst();
  return row !== undefined;
}

/** The card's balance in fen; undefined without such a card. */
export async function balanceOf(db: Db, hosId: string, cardId: string): Promise<number | undefined> {
  const row = await db.selectFrom('his_card').select('balance').where('hos_id', '=', hosId).where('card_id', '=', cardId).executeTakeFirst();
  return row === undefined ? undefined : Number(row.balance);
}

/** Takes `amount` fen off the card only if the balance covers it; undefined when it does not (or no such card). */
export async function debit(db: Db, hosId: string, e: LedgerEntryInput): Promise<number | undefined> {
  const row = await db.updateTable('his_card')
    .set((eb) => ({ balance: eb('balance', '-', e.amount) }))
    .where('hos_id', '=', hosId).where('card_id', '=', e.cardId).where('balance', '>=', e.amount)
    .returning('balance').executeTakeFirst();
  if (!row) return undefined;
  await appendEntry(db, hosId, { ...e, amount: -e.amount }, Number(row.balance));
  return Number(row.balance);
}

/** Adds `amount` fen to the card; undefined when there is no such card. */
export async function credit(db: Db, hosId: string, e: LedgerEntryInput): Promise<number | undefined> {
  const row = await db.updateTable('his_card')
    .set((eb) => ({ balance: eb('balance', '+', e.amount) }))
    .where('hos_id', '=', hosId).where('card_id', '=', e.cardId)
    .returning('balance').executeTakeFirst();
  if (!row) return undefined;
  await appendEntry(db, hosId, e, Number(row.balance));
  return Number(row.balance);
}

function appendEntry(db: Db, hosId: string, e: LedgerEntryInput, balanceAfter: number) {
  return db.insertInto('his_card_ledger')
    .values({ hos_id: hosId, card_id: e.cardId, amount: e.amount, balance_after: balanceAfter, kind: e.kind, ref: e.ref })
    .execute();
}
