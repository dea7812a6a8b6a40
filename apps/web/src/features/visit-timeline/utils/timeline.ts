import type { AppointmentRecordDetail } from '@portal/shared';

export interface VisitGroups {
  /** Visits still to come, the soonest first. */
  upcoming: AppointmentRecordDetail[];
  /** Visits that are over or will not happen (cancelled by the patient or the hospital), the newest first. */
  past: AppointmentRecordDetail[];
}

/** The visit's start as a sortable text: date, then the slot's start time ('08:30' of '08:30-08:45'). */
const visitKey = (r: Pick<AppointmentRecordDetail, 'schDate' | 'schTime'>) =>
  `${r.schDate} ${r.schTime.slice(0, 5)}`;

/** A booking the patient will still go to: not cancelled, not cancelled by the hospital. */
const stillOn = (r: AppointmentRecordDetail) => r.state !== 'cancelled' && r.hosState !== '4';

/**
 * Every linked patient's visits in one timeline. A visit of `today` (the hospital's date)
 * or later that is still on is upcoming; the rest is past. Ties keep the booking order (the sort is stable).
 */
export function groupVisits(
  records: readonly AppointmentRecordDetail[],
  today: string,
): VisitGroups {
  const upcoming = records
    .filter((r) => r.schDate >= today && stillOn(r))
    .sort((a, b) => visitKey(a).localeCompare(visitKey(b)));
  const past = records
    .filter((r) => !(r.schDate >= today && stillOn(r)))
    .sort((a, b) => visitKey(b).localeCompare(visitKey(a)));
  return { upcoming, past };
}
