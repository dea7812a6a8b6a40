import type { SymptomMatch } from '@portal/shared';

/**
 * Where the symptom helper leads: the booking entry's department page with the found
 * department chosen, in its area when the hospital named one — the same query the area page and search use. The
 * business type is the hospital's 'all doctors' type (config allDoctorsType) when given: the department may hold
 * only expert sessions, and under the ordinary tab it would not be there to choose.
 */
export function departmentBookingPath(
  match: Pick<SymptomMatch, 'deptId' | 'areaId'>,
  businessType?: string,
): string {
  const query = new URLSearchParams();
  if (match.areaId) query.set('areaId', match.areaId);
  if (businessType) query.set('businessType', businessType);
  query.set('deptId', match.deptId);
  return `/appointment/depart?${query.toString()}`;
}

/** The symptom box's text as searched: trimmed, at most 30 characters (the server's limit), '' for nothing. */
export function symptomKeyword(text: string): string {
  return text.trim().slice(0, 30);
}
