import { useSearchParams } from 'react-router';
import { hospitalToday } from '@portal/shared';
import { clipRange, rangeProblem, withSearch, type DayRange } from '../query-range.ts';
import { useFirstPageForPatient } from '../use-first-page-for-patient.ts';

/** The filters every /query/* list reads from its URL: at least a date range and a page. */
export type QueryListFilter = DayRange & { page: number };

/**
 * The state of a /query/* list, kept in the URL so back and reload keep it: the filters (read by the page's own
 * `read`), the hospital's today, the QUERY001 problem found before asking, and the ways to change them. Another
 * patient starts again at page 1.
 */
export function useQueryList<F extends QueryListFilter>(
  patientId: string,
  timeZone: string,
  read: (params: URLSearchParams, today: string) => F,
  /** Writes changes into the URL: the page's own, which names its parameters; null removes one. */
  write: (
    params: URLSearchParams,
    changes: Record<string, string | null>,
  ) => URLSearchParams = withSearch,
  /** The hospital's limit of this query's period in days (config group QUERY), if it has one. */
  lookBackDays?: number,
) {
  const [params, setParams] = useSearchParams();
  const today = hospitalToday(new Date(), timeZone);
  const read0 = read(params, today);
  // A range the URL does not name is the page's default: pulled in to the hospital's limit. A named one is checked.
  const named = params.has('from') && params.has('to');
  const filter = named ? read0 : { ...read0, ...clipRange(read0, today, lookBackDays) };
  const problem = rangeProblem(filter, today, lookBackDays);
  useFirstPageForPatient(patientId);

  /** Any new filter starts at page 1; null removes a parameter. */
  const setFilter = (changes: Record<string, string | null>) =>
    setParams(write(params, { page: null, ...changes }), { replace: true });
  return {
    today,
    lookBackDays,
    filter,
    problem,
    setFilter,
    setRange: (range: DayRange) => setFilter({ from: range.from, to: range.to }),
    setPage: (page: number) =>
      setParams(write(params, { page: page === 1 ? null : String(page) }), { replace: true }),
  };
}
