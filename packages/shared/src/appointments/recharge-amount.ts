/**
 * "Recharge amount" in integer fen: the gap to top up, its display, the daily recharge window and the
 * minimum/maximum limits. Pure: callers pass `now` and the hospital's zone.
 */
import type { MessageParams } from '../api/envelope.ts';
import { hospitalTime, parseHm } from '../schedule/schedule.rules.ts';

export type RechargeDecision =
  { allowed: true } | { allowed: false; reason: string; params: MessageParams };
export type RechargeGapResult =
  | { allowed: true; amountFen: number }
  | { allowed: false; reason: 'RECHARGE010'; params: Record<string, never> };

/**
 * The amount to recharge: the given amount when there is one (a typed top-up), else cost − balance (rounded to whole
 * fen). Below 0 refuses with RECHARGE010 'the top-up amount cannot be less than 0 yuan'.
 */
export function rechargeGap(
  costFen: number,
  balanceFen: number,
  givenGapFen?: number | null,
): RechargeGapResult {
  const raw = givenGapFen ?? costFen - balanceFen;
  const amountFen = Math.round(raw);
  if (!Number.isFinite(amountFen) || amountFen < 0)
    return { allowed: false, reason: 'RECHARGE010', params: {} };
  return { allowed: true, amountFen: amountFen === 0 ? 0 : amountFen };
}

/** Integer fen as yuan with two decimals: 1230 → '12.30', 5 → '0.05', -150 → '-1.50'. */
export function formatYuan(fen: number): string {
  const n = Math.round(fen);
  const abs = Math.abs(n);
  const yuan = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  return `${n < 0 ? '-' : ''}${yuan}.${cents}`;
}

/**
 * Recharge is open daily from `start` to `end` ('HH:mm', hospital zone, both minutes included; an end
 * before the start runs past midnight). Outside — or with a malformed time — APPOINT029 {start, end}.
 */
export function rechargeWindow(
  now: Date,
  start: string,
  end: string,
  timeZone: string,
): RechargeDecision {
  const s = parseHm(start);
  const e = parseHm(end);
  const t = parseHm(hospitalTime(now, timeZone));
  if (s !== null && e !== null && t !== null) {
    const inside = s <= e ? t >= s && t <= e : t >= s || t <= e;
    if (inside) return { allowed: true };
  }
  return { allowed: false, reason: 'APPOINT029', params: { start, end } };
}

/**
 * The hospital's top-up limits in whole yuan: below max(minYuan, 0.01 yuan) → RECHARGE003 'at least ¥{amount}'; above maxYuan
 * (0 = no maximum) → RECHARGE002 'at most ¥{amount}'. `amount` is the limit as formatYuan text ('5000.00'), the one
 * way money is written.
 */
export function rechargeLimits(
  amountFen: number,
  minYuan: number,
  maxYuan: number,
): RechargeDecision {
  const minFen = Math.max(1, Math.round(minYuan * 100));
  if (!(amountFen >= minFen)) {
    return { allowed: false, reason: 'RECHARGE003', params: { amount: formatYuan(minFen) } };
  }
  const maxFen = Math.round(maxYuan * 100);
  if (maxYuan > 0 && amountFen > maxFen) {
    return { allowed: false, reason: 'RECHARGE002', params: { amount: formatYuan(maxFen) } };
  }
  return { allowed: true };
}
