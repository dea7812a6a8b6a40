/**
 * How a booking's fee can be paid, decided from what is known before and at booking: the fee against the card's
 * balance, whether card top-ups are open now (the hospital's daily recharge window), and which online channels the
 * hospital offers. Pure and shared: the confirm page warns before a booking that could not be paid in time, the
 * record page offers exactly these ways in this order, and the server refuses what the plan does not offer.
 * Amounts are integer fen.
 */
import type { HospitalConfig } from '../config/hospital-config.ts';
import { rechargeWindow, type RechargeDecision } from '../appointments/recharge-amount.ts';
import { addDays, hospitalToday, parseHm, zonedInstant } from '../schedule/schedule.rules.ts';

/** 'card': take the fee from the card; 'topUp': top the card up by QR (then the fee); 'qr': pay the fee itself by QR. */
export const BOOKING_PAY_OPTIONS = ['card', 'topUp', 'qr'] as const;
export type BookingPayOption = (typeof BOOKING_PAY_OPTIONS)[number];

export type BookingPayPlanConfig = Pick<
  HospitalConfig,
  'rechargeStartTime' | 'rechargeEndTime' | 'insufficientBalancePath'
>;

/** The online channels the hospital offers here. */
export interface PayChannels {
  /** The fee itself can be paid by scanning a QR code (a pay gateway, and the hospital takes self-pay). */
  qr: boolean;
  /** The outpatient card can be topped up online (a pay gateway, and the hospital's recharge function is open). */
  topUp: boolean;
}

export interface BookingPayFacts {
  feeFen: number;
  /** The outpatient card's balance; null when the booking has no card or its balance could not be read. */
  balanceFen: number | null;
  now: Date;
  timeZone: string;
  /** When the booking is cancelled unpaid; null: no deadline. */
  deadline: Date | null;
  channels: PayChannels;
}

export interface BookingPayPlan {
  /** The ways to pay now, best first; empty when none can. */
  options: BookingPayOption[];
  /** The card's balance covers the fee. */
  cardCovers: boolean;
  /** Whether card top-ups are open now (APPOINT029 with the window when not). */
  topUpWindow: RechargeDecision;
  /** When no way is open now: the instant top-ups open next (null when nothing online ever could pay it). */
  payableFrom: Date | null;
  /** The fee can be paid before the deadline, now or once top-ups open. */
  payableInTime: boolean;
}

/** The next instant (after `now`) at which the hospital's wall clock reads `hm`; null for a malformed time. */
export function nextWallClock(now: Date, hm: string, timeZone: string): Date | null {
  if (parseHm(hm) === null) return null;
  const today = hospitalToday(now, timeZone);
  const at = zonedInstant(today, hm, timeZone);
  return at.getTime() > now.getTime() ? at : zonedInstant(addDays(today, 1), hm, timeZone);
}

/**
 * The plan for one fee: a card that covers it pays it. Otherwise the hospital's own way first (config
 * insufficientBalancePath: 'recharge' tops the card up by the gap, 'qr' pays the fee by QR), then the other, each only
 * while it can work now — a top-up needs a card, the channel and the recharge window open. With none, the booking can
 * be paid once top-ups open, which is in time only before its deadline.
 */
export function bookingPayPlan(f: BookingPayFacts, config: BookingPayPlanConfig): BookingPayPlan {
  const topUpWindow = rechargeWindow(
    f.now,
    config.rechargeStartTime,
    config.rechargeEndTime,
    f.timeZone,
  );
  const cardCovers = f.balanceFen !== null && f.balanceFen >= f.feeFen;
  if (!(f.feeFen > 0) || cardCovers) {
    return {
      options: f.feeFen > 0 ? ['card'] : [],
      cardCovers,
      topUpWindow,
      payableFrom: null,
      payableInTime: true,
    };
  }
  const hasCard = f.balanceFen !== null;
  const topUpChannel = hasCard && f.channels.topUp;
  const open: Record<'topUp' | 'qr', boolean> = {
    topUp: topUpChannel && topUpWindow.allowed,
    qr: f.channels.qr,
  };
  const order: ('topUp' | 'qr')[] =
    config.insufficientBalancePath === 'recharge' ? ['topUp', 'qr'] : ['qr', 'topUp'];
  const options = order.filter((o) => open[o]);
  if (options.length > 0)
    return { options, cardCovers, topUpWindow, payableFrom: null, payableInTime: true };
  const opens = topUpChannel ? nextWallClock(f.now, config.rechargeStartTime, f.timeZone) : null;
  const inTime = opens !== null && (f.deadline === null || opens.getTime() < f.deadline.getTime());
  return { options, cardCovers, topUpWindow, payableFrom: opens, payableInTime: inTime };
}
