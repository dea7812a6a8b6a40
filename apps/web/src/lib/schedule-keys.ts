import type { HosId } from '@portal/shared';
/**
 * The keys of the public schedule reads. Keys carry every input, so results are cached per area and type
 * . They live here, not in the schedule feature, because a booking changes the free numbers: the booking
 * cache (booking/booking-cache.ts) refreshes everything under scheduleKeys.all.
 */
export interface ScheduleParams {
  hosId: HosId;
  hosArea?: string;
  businessType?: string;
  start: string;
  end?: string;
}

export const scheduleKeys = {
  all: (hosId: HosId) => ['hospital', hosId, 'schedule'] as const,
  table: (p: ScheduleParams) =>
    [
      ...scheduleKeys.all(p.hosId),
      'table',
      p.hosArea ?? '',
      p.businessType ?? '',
      p.start,
      p.end ?? '',
    ] as const,
  dept: (hosId: HosId, hosArea: string, deptId: string, businessType: string) =>
    [...scheduleKeys.all(hosId), 'dept', hosArea, deptId, businessType] as const,
  doctor: (hosId: HosId, doctorId: string, deptId: string) =>
    [...scheduleKeys.all(hosId), 'doctor', doctorId, deptId] as const,
  sessions: (hosId: HosId, doctorId: string, deptId: string) =>
    [...scheduleKeys.all(hosId), 'sessions', doctorId, deptId] as const,
  search: (hosId: HosId, dynamic: string, businessType: string) =>
    [...scheduleKeys.all(hosId), 'search', dynamic, businessType] as const,
};
