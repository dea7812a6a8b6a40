import type { CardState, HosId } from '@portal/shared';
import type { HisPerson } from './his.ts';

/**
 * The HIS's cards and the money on them (integer fen, moved after our commit: docs/architecture.md#the-his-is-an-adapter). Reads answer what the hospital holds now;
 * money moves are requests to the hospital's system: called after the portal's own transaction commits, each
 * carrying an idempotency key, so a retry (after a timeout, on another instance, by the settlement job) can never
 * move money twice. The key is the portal's order number (a refund's: its refund number), so the HIS's ledger and the
 * portal's orders can be reconciled one to one.
 */
export interface HisCard {
  cardId: string;
  cardNo: string;
  /** Clinic type: 1 outpatient, 2 inpatient. */
  clinicType: number;
  cardType: number;
  person: HisPerson;
  /** The name the HIS registered the card holder under. */
  patientName: string;
  state: CardState;
  /** Fen. */
  balance: number;
  povertyRelief: boolean;
}

export type HisCardMoveKind = 'registration' | 'bill' | 'topup' | 'refund' | 'payment';

export interface HisCardMoveInput {
  cardId: string;
  /** Positive fen. */
  amount: number;
  kind: HisCardMoveKind;
  /** Unique per hospital: one request, one movement, whatever the number of calls. */
  key: string;
}

/** A movement the HIS made: signed fen (a debit is negative) and the balance it left. */
export interface HisCardMovement {
  key: string;
  cardId: string;
  amount: number;
  balanceAfter: number;
  at: Date;
}

/**
 * The answer to a money request: done (also when the key was done before: the same movement again), or refused —
 * 'insufficient' (the balance does not cover a debit), 'no-card' (unknown card), 'voided' (the key was voided: it can
 * never move money). Whether a card may take money (its state) is the portal's rule, read from `get` first.
 */
export type HisCardMoveResult =
  | { ok: true; movement: HisCardMovement }
  | { ok: false; reason: 'insufficient' | 'no-card' | 'voided' };

export interface HisCards {
  /** The cards the HIS holds for these persons (by certificate), ordered by card id. */
  ofPersons(hosId: HosId, persons: HisPerson[]): Promise<HisCard[]>;
  /** One card with its holder; undefined when the hospital has no such card. */
  get(hosId: HosId, cardId: string): Promise<HisCard | undefined>;
  /** Takes `amount` off the card only if the balance covers it. Idempotent by key. */
  debit(hosId: HosId, move: HisCardMoveInput): Promise<HisCardMoveResult>;
  /** Adds `amount` to the card (a top-up or a refund). Idempotent by key. */
  credit(hosId: HosId, move: HisCardMoveInput): Promise<HisCardMoveResult>;
  /** What the key did: its movement, or undefined when it moved nothing (never seen, refused or voided). */
  movement(hosId: HosId, key: string): Promise<HisCardMovement | undefined>;
  /** The movements of these keys (a page of receipts in one call). */
  movements(hosId: HosId, keys: string[]): Promise<HisCardMovement[]>;
  /**
   * Makes sure the key never moves money from now on, like closing a gateway transaction: answers the movement when
   * it already happened (the caller then refunds or keeps it), undefined when the key is now void.
   */
  void(hosId: HosId, key: string): Promise<HisCardMovement | undefined>;
}
