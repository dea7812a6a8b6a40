import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import * as repo from './ledger.repository.ts';

/**
 * Card money movements (issue 5; ARCHITECTURE decision 4): integer fen, positive amounts, the balance never
 * negative (the conditional update and the CHECK both guard it), entries always summing to the balance.
 * `trx` is the caller's transaction, so the entry commits or rolls back with the order and the appointment.
 */
export type LedgerKind = 'deduction' | 'refund' | 'payment' | 'topup';

function assertAmount(amount: number) {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`ledger amount must be a positive integer of fen, got ${amount}`);
}

/** Debits the card: RECHARGE011 without such a card, RECHARGE001 (prepaid balance insufficient) when it does not cover `amount`. */
export async function debitCard(trx: Db, hosId: string, cardId: string, amount: number, kind: LedgerKind, ref: string): Promise<number> {
  assertAmount(amount);
  const balance = await repo.debit(trx, hosId, { cardId, amount, kind, ref });
  if (balance !== undefined) return balance;
  throw new AppError((await repo.cardExists(trx, hosId, cardId)) ? 'RECHARGE001' : 'RECHARGE011');
}

/** The card's balance right now (a hint only: debitCard's conditional update is what guards the money). */
export async function cardBalance(db: Db, hosId: string, cardId: string): Promise<number> {
  const balance = await repo.balanceOf(db, hosId, cardId);
  if (balance === undefined) throw new AppError('RECHARGE011');
  return balance;
}

/** Credits the card (a refund or a top-up); RECHARGE011 without such a card. */
export async function creditCard(trx: Db, hosId: string, cardId: string, amount: number, kind: LedgerKind, ref: string): Promise<number> {
  assertAmount(amount);
  const balance = await repo.credit(trx, hosId, { cardId, amount, kind, ref });
  if (balance === undefined) throw new AppError('RECHARGE011');
  return balance;
}

/** A payment straight from the card in its own transaction (outpatient payments, later issues; the ledger bench). */
export function payFromCard(db: Db, hosId: string, cardId: string, amount: number, ref: string): Promise<number> {
  return db.transaction().execute((trx) => debitCard(trx, hosId, cardId, amount, 'payment', ref));
}
