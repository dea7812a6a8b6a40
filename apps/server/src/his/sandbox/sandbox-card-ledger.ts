import type { HosId } from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { HisCardMovement, HisCardMoveInput, HisCardMoveResult, HisCards } from '../cards.ts';

/**
 * The built-in HIS's card ledger (docs/architecture.md#invariants-in-the-database): a conditional update of his_card plus one append-only
 * his_card_ledger entry carrying the key and the balance it produced, in the sandbox's own transaction — the portal
 * calls it after its own commit. A key moves money at most once: an advisory lock on the key serialises every request
 * with that key (a debit, its retry, a void), the unique index on (hos_id, idem_key) is the backstop.
 */
type Ledger = Pick<HisCards, 'debit' | 'credit' | 'movement' | 'movements' | 'void'>;

interface EntryRow {
  idem_key: string;
  card_id: string;
  amount: string | number;
  balance_after: string | number;
  created_at: Date;
}

const toMovement = (r: EntryRow): HisCardMovement => ({
  key: r.idem_key,
  cardId: r.card_id,
  amount: Number(r.amount),
  balanceAfter: Number(r.balance_after),
  at: new Date(r.created_at),
});

const entries = (db: Db, hosId: HosId) =>
  db
    .selectFrom('his_card_ledger')
    .select(['idem_key', 'card_id', 'amount', 'balance_after', 'created_at'])
    .where('hos_id', '=', hosId);

async function lockKey(trx: Db, hosId: HosId, key: string) {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`${hosId}:${key}`}, 0))`.execute(trx);
}

async function findMovement(
  db: Db,
  hosId: HosId,
  key: string,
): Promise<HisCardMovement | undefined> {
  const row = await entries(db, hosId).where('idem_key', '=', key).executeTakeFirst();
  return row ? toMovement(row as EntryRow) : undefined;
}

function move(db: Db, hosId: HosId, m: HisCardMoveInput, sign: 1 | -1): Promise<HisCardMoveResult> {
  if (!Number.isSafeInteger(m.amount) || m.amount <= 0)
    throw new Error(`a card movement is a positive integer of fen, got ${m.amount}`);
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, hosId, m.key);
    const done = await findMovement(trx, hosId, m.key);
    if (done) return { ok: true, movement: done };
    const voided = await trx
      .selectFrom('his_card_void')
      .select('idem_key')
      .where('hos_id', '=', hosId)
      .where('idem_key', '=', m.key)
      .executeTakeFirst();
    if (voided) return { ok: false, reason: 'voided' };
    let update = trx
      .updateTable('his_card')
      .set((eb) => ({ balance: eb('balance', sign > 0 ? '+' : '-', m.amount) }))
      .where('hos_id', '=', hosId)
      .where('card_id', '=', m.cardId);
    if (sign < 0) update = update.where('balance', '>=', m.amount);
    const card = await update.returning('balance').executeTakeFirst();
    if (!card) {
      const exists = await trx
        .selectFrom('his_card')
        .select('card_id')
        .where('hos_id', '=', hosId)
        .where('card_id', '=', m.cardId)
        .executeTakeFirst();
      return { ok: false, reason: exists ? 'insufficient' : 'no-card' };
    }
    const row = await trx
      .insertInto('his_card_ledger')
      .values({
        hos_id: hosId,
        card_id: m.cardId,
        amount: sign * m.amount,
        balance_after: card.balance,
        kind: m.kind,
        ref: m.key,
        idem_key: m.key,
      })
      .returning(['idem_key', 'card_id', 'amount', 'balance_after', 'created_at'])
      .executeTakeFirstOrThrow();
    return { ok: true, movement: toMovement(row as EntryRow) };
  });
}

export function createSandboxCardLedger(db: Db): Ledger {
  return {
    debit: (hosId, m) => move(db, hosId, m, -1),
    credit: (hosId, m) => move(db, hosId, m, 1),
    movement: (hosId, key) => findMovement(db, hosId, key),
    async movements(hosId, keys) {
      if (keys.length === 0) return [];
      return (await entries(db, hosId).where('idem_key', 'in', keys).execute()).map((r) =>
        toMovement(r as EntryRow),
      );
    },
    void(hosId, key) {
      return db.transaction().execute(async (trx) => {
        await lockKey(trx, hosId, key);
        const done = await findMovement(trx, hosId, key);
        if (done) return done;
        await trx
          .insertInto('his_card_void')
          .values({ hos_id: hosId, idem_key: key })
          .onConflict((oc) => oc.doNothing())
          .execute();
        return undefined;
      });
    },
  };
}
