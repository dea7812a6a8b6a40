import {
  bookingPayPlan,
  type BookingPayPlan,
  type BookingPayPlanConfig,
  type PayChannels,
  type HosId,
} from '@portal/shared';
import { useNow } from '../booking-window.ts';
import { useCardInfo } from '../patients/get-card-info.ts';
import { usePayChannels } from './pay-channels.ts';

/** Outpatient cards (clinicType 1): the card bookings are paid from. */
const OUTPATIENT = 1;

interface PlanInput {
  hosId: HosId;
  patientId: string;
  feeFen: number;
  /** When the booking is cancelled unpaid (null: no deadline). */
  deadline: Date | null;
  timeZone: string;
  config: BookingPayPlanConfig;
  /** false: nothing to plan (no booking yet, or nothing to pay): no calls are made. */
  enabled?: boolean;
}

/** The plan with the facts it was made of, for the page to say them. */
export interface BookingPayOutlook {
  plan: BookingPayPlan;
  balanceFen: number | null;
  channels: PayChannels;
}

/**
 * The shared pay plan of one fee on the page's clock: the card's real balance (null when the patient has no outpatient
 * card or it cannot be read), the hospital's channels and recharge window. null until the balance and channels are known.
 */
export function useBookingPayPlan({
  hosId,
  patientId,
  feeFen,
  deadline,
  timeZone,
  config,
  enabled = true,
}: PlanInput): BookingPayOutlook | null {
  const card = useCardInfo(hosId, patientId, OUTPATIENT, enabled && patientId !== '');
  const channels = usePayChannels(hosId, enabled);
  const now = useNow();
  if (!enabled || card.isPending || channels.isPending) return null;
  // Without the channels (a failed call) offer only what needs none: the card pays, or the server's answer explains.
  const offered = channels.data ?? { qr: false, topUp: false };
  // A card to be deactivated or overdue still pays, but takes no top-up (the recharge page would refuse it).
  const known = { ...offered, topUp: offered.topUp && card.data?.code === 1 };
  const balanceFen = card.data?.cardBalance ?? null;
  return {
    plan: bookingPayPlan({ feeFen, balanceFen, now, timeZone, deadline, channels: known }, config),
    balanceFen,
    channels: known,
  };
}
