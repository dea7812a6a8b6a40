import { describe, expect, it } from 'vitest';
import { overviewOf } from '../testing/recharge-fixture.ts';
import { rechargeChecks, rechargeRefusals, ruleLines, type CheckInput } from './recharge-checks.ts';

const SH = 'Asia/Shanghai';
const at = (hm: string) => new Date(`2026-11-24T${hm}:00+08:00`);
const input = (
  over: Partial<CheckInput> = {},
  card: Parameters<typeof overviewOf>[1] = {},
): CheckInput => {
  const o = overviewOf({}, card);
  return {
    rules: o.rules,
    card: o.card!,
    todayCount: 0,
    amountFen: 10_000,
    verify: { status: 'off' },
    now: at('09:00'),
    timeZone: SH,
    ...over,
  };
};
const statuses = (i: CheckInput) =>
  Object.fromEntries(rechargeChecks(i).lines.map((l) => [l.id, l.status]));

describe('rechargeChecks', () => {
  it('allows a normal card inside the window and the limits', () => {
    expect(rechargeChecks(input())).toMatchObject({ allowed: true, firstRefusal: null });
    expect(statuses(input())).toEqual({ card: 'ok', window: 'ok', amount: 'ok' });
  });

  it('lists every refusal at once, the first one as the server would answer it', () => {
    const i = input({
      now: at('23:30'),
      amountFen: 600_000,
      todayCount: 3,
      rules: { ...input().rules, dailyCount: 3 },
    });
    expect(rechargeRefusals(i).map((r) => r.reason)).toEqual([
      'APPOINT029',
      'RECHARGE002',
      'RECHARGE012',
    ]);
    const checks = rechargeChecks(i);
    expect(checks.allowed).toBe(false);
    expect(checks.firstRefusal).toMatchObject({
      id: 'window',
      refusal: { key: 'APPOINT029', params: { start: '07:00', end: '22:00' } },
    });
    expect(statuses(i)).toEqual({
      card: 'ok',
      window: 'refused',
      amount: 'refused',
      dailyCount: 'refused',
    });
  });

  it('refuses a card in a refused state with its own message, and still checks the rest', () => {
    const i = input({ amountFen: 50 }, { state: 'lost' });
    expect(rechargeRefusals(i).map((r) => r.reason)).toEqual(['RECHARGE005', 'RECHARGE003']);
    expect(rechargeChecks(i).firstRefusal).toMatchObject({
      id: 'card',
      refusal: { key: 'RECHARGE005' },
    });
  });

  it('sends poverty-relief patients to the window (RECHARGE008)', () => {
    expect(rechargeChecks(input({}, { povertyRelief: true })).firstRefusal).toMatchObject({
      id: 'card',
      refusal: { key: 'RECHARGE008' },
    });
  });

  it('caps only a social security card, and says so only for one', () => {
    const rules = { ...input().rules, socialCapYuan: 1500 };
    expect(statuses(input({ rules, amountFen: 200_000 }, { cardType: 3 }))).toMatchObject({
      socialCap: 'refused',
    });
    expect(statuses(input({ rules, amountFen: 200_000 }, { cardType: 1 }))).not.toHaveProperty(
      'socialCap',
    );
    expect(rechargeChecks(input({ rules, amountFen: 200_000 }, { cardType: 1 })).allowed).toBe(
      true,
    );
  });

  it('leaves the amount pending until one is entered, and does not allow paying', () => {
    const checks = rechargeChecks(input({ amountFen: null }));
    expect(checks.allowed).toBe(false);
    expect(checks.firstRefusal).toBeNull();
    expect(statuses(input({ amountFen: null }))).toEqual({
      card: 'ok',
      window: 'ok',
      amount: 'pending',
    });
  });

  it('waits for the card verification and blocks on its refusal, with the hospital’s text', () => {
    expect(rechargeChecks(input({ verify: { status: 'pending' } })).allowed).toBe(false);
    expect(rechargeChecks(input({ verify: { status: 'ok' } })).allowed).toBe(true);
    const refused = rechargeChecks(
      input({ verify: { status: 'refused', text: 'card frozen by the HIS' } }),
    );
    expect(refused).toMatchObject({
      allowed: false,
      firstRefusal: { id: 'verify', refusal: { text: 'card frozen by the HIS' } },
    });
  });
});

describe('ruleLines', () => {
  it('states the window, limits, cap and daily count as the catalogue words them', () => {
    const lines = ruleLines({
      start: '06:30',
      end: '23:00',
      minYuan: 50,
      maxYuan: 3000,
      socialCapYuan: 1500,
      dailyCount: 5,
      presetsYuan: [],
      verifyCard: true,
    });
    expect(lines).toEqual([
      { id: 'window', parts: [{ key: 'APPOINT029', params: { start: '06:30', end: '23:00' } }] },
      {
        id: 'amount',
        parts: [
          { key: 'RECHARGE003', params: { amount: '50.00' } },
          { key: 'RECHARGE002', params: { amount: '3000.00' } },
        ],
      },
      { id: 'socialCap', parts: [{ key: 'RECHARGE009', params: { amount: '1500.00' } }] },
      { id: 'dailyCount', parts: [{ key: 'RECHARGE012', params: { count: '5' } }] },
    ]);
  });

  it('leaves out what the hospital does not limit', () => {
    const lines = ruleLines({
      start: '00:00',
      end: '23:59',
      minYuan: 0,
      maxYuan: 0,
      socialCapYuan: 0,
      dailyCount: 0,
      presetsYuan: [],
      verifyCard: false,
    });
    expect(lines.map((l) => l.id)).toEqual(['window', 'amount']);
    expect(lines[1]!.parts).toEqual([{ key: 'RECHARGE003', params: { amount: '0.01' } }]);
  });
});
