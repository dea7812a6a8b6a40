import {
  hospitalToday,
  scheduleEndDate,
  scheduleStartDate,
  type HospitalConfig,
} from '@portal/shared';
import { BOOKING_PARAMS, isSameDay } from '../../../lib/booking-params.ts';

/** The department page's choices as its URL holds them (back and reload keep them). */
export interface ScheduleUrlState {
  areaId: string | undefined;
  businessType: string | undefined;
  /** The deepest department chosen in the filters. */
  deptId: string | undefined;
  /** 0-based schedule page. */
  week: number;
  sameDay: boolean;
}

export function readScheduleParams(params: URLSearchParams): ScheduleUrlState {
  const week = Number(params.get(BOOKING_PARAMS.week) ?? '0');
  return {
    areaId: params.get(BOOKING_PARAMS.areaId) || undefined,
    businessType: params.get(BOOKING_PARAMS.businessType) || undefined,
    deptId: params.get(BOOKING_PARAMS.deptId) || undefined,
    week: Number.isInteger(week) && week > 0 ? week : 0,
    sameDay: isSameDay(params),
  };
}

/** A copy of `params` with `patch` applied: an undefined value, week 0 or sameDay false removes the param. */
export function writeScheduleParams(
  params: URLSearchParams,
  patch: Partial<ScheduleUrlState>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (key: string, value: string | undefined) =>
    value ? next.set(key, value) : next.delete(key);
  if ('areaId' in patch) put(BOOKING_PARAMS.areaId, patch.areaId);
  if ('businessType' in patch) put(BOOKING_PARAMS.businessType, patch.businessType);
  if ('deptId' in patch) put(BOOKING_PARAMS.deptId, patch.deptId);
  if ('week' in patch) put(BOOKING_PARAMS.week, patch.week ? String(patch.week) : undefined);
  if ('sameDay' in patch) put(BOOKING_PARAMS.isToday, patch.sameDay ? '1' : undefined);
  return next;
}

/**
 * The first day the schedule lists. Same-day registration (isToday=1) registers for today, so it starts today
 * whatever the release time; an advance appointment starts today only before the release time when
 * today-schedule display is on, otherwise tomorrow.
 */
export function scheduleStart(
  now: Date,
  cfg: Pick<HospitalConfig, 'showTodaySchedule' | 'releaseTime'>,
  timeZone: string,
  sameDay: boolean,
): string {
  return sameDay ? hospitalToday(now, timeZone) : scheduleStartDate(now, cfg, timeZone);
}

/**
 * The last day the schedule asks for. Same-day registration registers for today only: it asks for its start (today)
 * and nothing after, so nobody picks next week from that entrance. An advance appointment asks for the hospital's
 * scheduleDays (blank, undefined, for the specialty-alliance type).
 */
export function scheduleEnd(
  start: string,
  cfg: Pick<HospitalConfig, 'scheduleDays' | 'scheduleEndByDays' | 'specialtyAllianceType'>,
  sameDay: boolean,
  businessType: string,
): string | undefined {
  return sameDay ? start : (scheduleEndDate(start, cfg, businessType) ?? undefined);
}
