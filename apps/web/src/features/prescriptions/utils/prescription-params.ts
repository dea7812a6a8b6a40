import { readPage, readRange, type DayRange } from '../../../lib/query-range.ts';

/** The list's filters as they sit in the URL (back and reload keep them); defaults are left out. */
export interface PrescriptionListParams extends DayRange {
  /** '' = every status. */
  status: string;
  page: number;
}

/** Reads the filters from the URL; anything missing or malformed falls back to its default (all statuses, 3 months, page 1). */
export function readPrescriptionParams(
  params: URLSearchParams,
  today: string,
): PrescriptionListParams {
  const status = params.get('status') ?? '';
  return {
    status: /^[\w-]{0,32}$/.test(status) ? status : '',
    ...readRange(params, today),
    page: readPage(params),
  };
}
