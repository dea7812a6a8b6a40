import type { Language } from '@portal/shared';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../date-time.ts';
import type { BookingPayOutlook } from './use-booking-pay-plan.ts';

/**
 * Why a booking cannot be paid online now, in the patient's words: from when it can (card top-ups opening), and
 * whether that comes too late for its deadline. `booked`: said of a booking already made, or of one about to be.
 * null when some way pays it now.
 */
export function unpayableText(
  t: TFunction,
  lang: Language,
  { plan }: BookingPayOutlook,
  deadline: Date | null,
  timeZone: string,
  booked: boolean,
): string | null {
  if (plan.options.length > 0 || plan.cardCovers) return null;
  const at = (d: Date) => formatDateTime(d.toISOString(), timeZone, lang);
  const time = plan.payableFrom ? at(plan.payableFrom) : '';
  const cancelledAt = deadline ? at(deadline) : '';
  if (plan.payableFrom && plan.payableInTime)
    return t(booked ? 'ui.payableFromTopUp' : 'ui.confirmPayableFromTopUp', { time });
  if (plan.payableFrom)
    return t(booked ? 'ui.unpayableUntilTopUp' : 'ui.confirmUnpayableUntilTopUp', {
      time,
      deadline: cancelledAt,
    });
  return t(booked ? 'ui.unpayableOnline' : 'ui.confirmUnpayableOnline');
}
