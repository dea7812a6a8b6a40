import { useEffect, useState } from 'react';
import { hospitalToday, type BookableDecision, type Language } from '@portal/shared';
import { formatDateTime } from './date-time.ts';
import { i18n } from './i18n.ts';

/** How often pages that show the shared booking window re-evaluate it: a session that starts while open closes on screen. */
export const BOOKING_WINDOW_TICK_MS = 15_000;

/** The current instant, renewed every `tickMs`. */
export function useNow(tickMs = BOOKING_WINDOW_TICK_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}

/** The hospital's today ('YYYY-MM-DD' in its zone), renewed as the clock passes midnight there. */
export function useHospitalToday(timeZone: string): string {
  return hospitalToday(useNow(), timeZone);
}

/**
 * The reason a shared numberBookable decision gives ('started at …', 'over', 'opens at …'), with
 * its instant shown in the hospital's zone; '' when the number is bookable.
 */
export function bookableText(decision: BookableDecision, timeZone: string): string {
  if (decision.allowed || !decision.reason) return '';
  const params: Record<string, string | number> = { ...decision.params };
  if (typeof params.time === 'string')
    params.time = formatDateTime(params.time, timeZone, i18n.language as Language);
  return i18n.t(decision.reason, params);
}
