import type { HosId } from '@portal/shared';
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { HisAdapter } from '../../src/his/his.ts';

/**
 * The HIS contract for money (docs/architecture.md#the-his-is-an-adapter): card debits, credits and voids, and bill settlement,
 * each idempotent by its request key, since the portal calls them after its own commit and retries. A runner gives
 * a card holding `balance` fen and an unpaid bill of `billAmount` fen, both of its own, then calls `moneyContract`
 * inside a describe block. Every test uses fresh keys, so the order of the tests does not matter.
 */
export interface MoneyContractContext {
  his: HisAdapter;
  hosId: HosId;
  otherHosId: HosId;
  cardId: string;
  billId: string;
}

export function moneyContract(ctx: () => MoneyContractContext) {
  const key = () => `K${randomUUID()}`;
  const balance = async () => (await ctx().his.cards.get(ctx().hosId, ctx().cardId))!.balance;
  const move = (amount: number, k: string) => ({
    cardId: ctx().cardId,
    amount,
    kind: 'payment' as const,
    key: k,
  });

  it('a debit moves money once per key: the same answer again, also for requests sent at once', async () => {
    const { his, hosId } = ctx();
    const before = await balance();
    const k = key();
    const answers = await Promise.all([
      his.cards.debit(hosId, move(100, k)),
      his.cards.debit(hosId, move(100, k)),
      his.cards.debit(hosId, move(100, k)),
    ]);
    expect(answers.map((a) => a.ok)).toEqual([true, true, true]);
    const [first] = answers;
    for (const a of answers) expect(a).toEqual(first);
    expect(first).toMatchObject({
      ok: true,
      movement: { key: k, cardId: ctx().cardId, amount: -100, balanceAfter: before - 100 },
    });
    expect(await balance()).toBe(before - 100);
    expect(await his.cards.movement(hosId, k)).toEqual(first!.ok ? first!.movement : undefined);
  });

  it('refuses a debit the balance does not cover, and an unknown card, moving nothing and remembering nothing', async () => {
    const { his, hosId } = ctx();
    const before = await balance();
    const k = key();
    expect(await his.cards.debit(hosId, move(before + 1, k))).toEqual({
      ok: false,
      reason: 'insufficient',
    });
    expect(await his.cards.movement(hosId, k)).toBeUndefined();
    expect(await his.cards.debit(hosId, { ...move(1, key()), cardId: 'NO-SUCH-CARD' })).toEqual({
      ok: false,
      reason: 'no-card',
    });
    expect(await his.cards.debit(ctx().otherHosId, move(1, key()))).toEqual({
      ok: false,
      reason: 'no-card',
    });
    expect(await balance()).toBe(before);
    // A refusal is not final: the same key may succeed once the balance covers it.
    expect(await his.cards.debit(hosId, move(before, k))).toMatchObject({
      ok: true,
      movement: { balanceAfter: 0 },
    });
    expect(await his.cards.credit(hosId, move(before, key()))).toMatchObject({
      ok: true,
      movement: { amount: before, balanceAfter: before },
    });
  });

  it('a credit moves money once per key', async () => {
    const { his, hosId } = ctx();
    const before = await balance();
    const k = key();
    const first = await his.cards.credit(hosId, { ...move(250, k), kind: 'topup' });
    expect(await his.cards.credit(hosId, { ...move(250, k), kind: 'topup' })).toEqual(first);
    expect(first).toMatchObject({
      ok: true,
      movement: { amount: 250, balanceAfter: before + 250 },
    });
    expect(await balance()).toBe(before + 250);
  });

  it('a voided key never moves money; voiding a key that moved money answers that movement', async () => {
    const { his, hosId } = ctx();
    const before = await balance();
    const voided = key();
    expect(await his.cards.void(hosId, voided)).toBeUndefined();
    expect(await his.cards.debit(hosId, move(10, voided))).toEqual({ ok: false, reason: 'voided' });
    expect(await his.cards.credit(hosId, move(10, voided))).toEqual({
      ok: false,
      reason: 'voided',
    });
    expect(await balance()).toBe(before);
    const done = key();
    const debit = await his.cards.debit(hosId, move(10, done));
    expect(await his.cards.void(hosId, done)).toEqual(debit.ok ? debit.movement : 'not ok');
    // Racing a void against a debit: either the debit landed and the void answers it, or neither moves money.
    const raced = key();
    const [d, v] = await Promise.all([
      his.cards.debit(hosId, move(10, raced)),
      his.cards.void(hosId, raced),
    ]);
    if (d.ok) expect(v).toEqual(d.movement);
    else expect([d, v]).toEqual([{ ok: false, reason: 'voided' }, undefined]);
    expect(await balance()).toBe(before - 10 - (d.ok ? 10 : 0));
  });

  it('answers the movements of the keys asked for, at this hospital only', async () => {
    const { his, hosId, otherHosId } = ctx();
    const a = key();
    const b = key();
    await his.cards.credit(hosId, move(1, a));
    await his.cards.credit(hosId, move(2, b));
    const found = await his.cards.movements(hosId, [a, b, key()]);
    expect(found.map((m) => [m.key, m.amount]).sort()).toEqual(
      [
        [a, 1],
        [b, 2],
      ].sort(),
    );
    expect(await his.cards.movements(otherHosId, [a, b])).toEqual([]);
    expect(await his.cards.movements(hosId, [])).toEqual([]);
  });

  it('settles a bill once by key: a repeat is settled, another key is told it was paid otherwise, an unknown bill is unknown', async () => {
    const { his, hosId, billId } = ctx();
    expect(await his.bills.get(hosId, billId)).toMatchObject({
      billId,
      state: 'unpaid',
      paidBy: null,
    });
    const k = key();
    expect(await his.bills.settle(hosId, { billId, key: k, by: 'card' })).toBe('settled');
    expect(await his.bills.settle(hosId, { billId, key: k, by: 'card' })).toBe('settled');
    expect(await his.bills.settle(hosId, { billId, key: key(), by: 'qr' })).toBe('paid-otherwise');
    expect(await his.bills.get(hosId, billId)).toMatchObject({
      state: 'paid',
      paidBy: 'card',
      paidAt: expect.any(Date),
    });
    expect(await his.bills.settle(hosId, { billId: 'NO-SUCH-BILL', key: key(), by: 'qr' })).toBe(
      'unknown',
    );
    expect(await his.bills.settle(ctx().otherHosId, { billId, key: key(), by: 'qr' })).toBe(
      'unknown',
    );
    expect(await his.bills.get(ctx().otherHosId, billId)).toBeUndefined();
  });
}
