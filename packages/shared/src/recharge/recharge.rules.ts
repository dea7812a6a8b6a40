/**
 * Who may top up which card, and how much. Pure and shared: the
 * recharge page explains each check before the patient pays, and the server enforces the very same decisions.
 * Amounts are integer fen; hospital limits are whole yuan as the config holds them.
 */
import type { HospitalConfig } from '../config/hospital-config.ts';
import { isAmount, isNumber } from '../validation/formats.ts';
import {
  formatYuan,
  rechargeGap,
  rechargeLimits,
  rechargeWindow,
  type RechargeDecision,
} from '../appointments/recharge-amount.ts';

/** The HIS card states. */
export const CARD_STATES = ['normal', 'to_disable', 'overdue', 'stopped', 'lost'] as const;
export type CardState = (typeof CARD_STATES)[number];

/** Card type 3: the social-security card, capped where the hospital configures it. */
export const SOCIAL_SECURITY_CARD_TYPE = 3;

/** The refusal of a top-up to a card in this state; null for a card that takes money. */
export function cardRechargeRefusal(
  state: CardState,
): 'RECHARGE004' | 'RECHARGE005' | 'RECHARGE006' | 'RECHARGE007' | null {
  switch (state) {
    case 'normal':
      return null;
    case 'stopped':
      return 'RECHARGE004';
    case 'lost':
      return 'RECHARGE005';
    case 'to_disable':
      return 'RECHARGE006';
    case 'overdue':
      return 'RECHARGE007';
  }
}

export type RechargeLimitsConfig = Pick<
  HospitalConfig,
  | 'rechargeStartTime'
  | 'rechargeEndTime'
  | 'rechargeMin'
  | 'rechargeMax'
  | 'socialCardRechargeMax'
  | 'rechargeDailyCount'
>;

export interface RechargeAttempt {
  amountFen: number;
  cardState: CardState;
  cardType: number;
  /** The hospital settles poverty-relief patients at the window (RECHARGE008). */
  povertyRelief: boolean;
  /** Top-ups of this card already paid or under way today (hospital day). */
  todayCount: number;
  now: Date;
  timeZone: string;
}

/**
 * Every check of one top-up, in the order the page explains them: the card's state, poverty relief (RECHARGE008), the daily window
 * (APPOINT029), a negative amount (RECHARGE010), the minimum and maximum (RECHARGE003/002), the social-security cap (RECHARGE009) and the daily
 * count (RECHARGE012). The first refusal wins.
 */
export function rechargeDecision(
  a: RechargeAttempt,
  config: RechargeLimitsConfig,
): RechargeDecision {
  const refusal = cardRechargeRefusal(a.cardState);
  if (refusal) return { allowed: false, reason: refusal, params: {} };
  if (a.povertyRelief) return { allowed: false, reason: 'RECHARGE008', params: {} };
  const window = rechargeWindow(
    a.now,
    config.rechargeStartTime,
    config.rechargeEndTime,
    a.timeZone,
  );
  if (!window.allowed) return window;
  const amount = rechargeGap(0, 0, a.amountFen);
  if (!amount.allowed) return amount;
  const limits = rechargeLimits(a.amountFen, config.rechargeMin, config.rechargeMax);
  if (!limits.allowed) return limits;
  const cap = config.socialCardRechargeMax;
  if (cap > 0 && a.cardType === SOCIAL_SECURITY_CARD_TYPE && a.amountFen > cap * 100) {
    return {
      allowed: false,
      reason: 'RECHARGE009',
      params: { amount: formatYuan(Math.round(cap * 100)) },
    };
  }
  if (config.rechargeDailyCount > 0 && a.todayCount >= config.rechargeDailyCount) {
    return {
      allowed: false,
      reason: 'RECHARGE012',
      params: { count: String(config.rechargeDailyCount) },
    };
  }
  return { allowed: true };
}

/**
 * Payment paths / §9: the top-up offered when the card cannot cover a registration fee — the gap (fee minus
 * balance, whole fen), at least the hospital's minimum after booking (30 yuan by default) and never below its
 * general minimum.
 */
export function bookingGapTopUp(
  feeFen: number,
  balanceFen: number,
  config: Pick<HospitalConfig, 'rechargeMinAfterBooking' | 'rechargeMin'>,
): number {
  const gap = Math.max(0, Math.round(feeFen - balanceFen));
  const floor = Math.max(config.rechargeMinAfterBooking, config.rechargeMin) * 100;
  return Math.max(gap, floor, 1);
}

/** Amount format ('1,234.5', '0.5'): the amount in fen, or null when the text is not an amount. */
export function parseYuan(text: string): number | null {
  const t = text.trim().replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^(0|[1-9]\d{0,8})(\.\d{1,2})?$/.test(t)) return null;
  const [yuan, cents = ''] = t.split('.');
  return Number(yuan) * 100 + Number(cents.padEnd(2, '0'));
}

/**
 * The amount a patient typed on a top-up form: its fen, or why not — RECHARGE010 for a negative number, C019 for
 * anything the amount format (isAmount: positive, at most 2 decimals, grouped thousands) refuses. Null while blank.
 */
export function typedTopUp(
  text: string,
): { ok: true; fen: number } | { ok: false; reason: 'RECHARGE010' | 'C019' } | null {
  const t = text.trim();
  if (t === '') return null;
  if (isNumber(t) && Number(t) < 0) return { ok: false, reason: 'RECHARGE010' };
  const fen = isAmount(t) ? parseYuan(t) : null;
  return fen === null ? { ok: false, reason: 'C019' } : { ok: true, fen };
}
