import type { SymptomMatch } from '@portal/shared';

/**
 * Where the symptom helper leads: the booking entry's department page (SPEC §2 /appointment/depart) with the found
 * department chosen, in its area when the hospital named one — the same query the area page and search use.
 */
export function departmentBookingPath(match: Pick<SymptomMatch, 'deptId' | 'areaId'>): string {
  const query = new URLSearchParams();
  if (match.areaId) query.set('areaId', match.areaId);
  query.set('deptId', match.deptId);
  return `/appointment/depart?${query.toString()}`;
}

/** The symptom box's text as searched: trimmed, at most 30 characters (the server's limit), '' for nothing. */
export function symptomKeyword(text: string): string {
  return text.trim().slice(0, 30);
}
