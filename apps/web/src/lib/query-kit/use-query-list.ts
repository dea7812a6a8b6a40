import { useSearchParams } from 'react-router';
import { hospitalToday } from '@portal/shared';
import { rangeProblem, withSearch, type DayRange } from '../query-range.ts';
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
) {
  const [params, setParams] = useSearchParams();
  const today = hospitalToday(new Date(), timeZone);
  const filter = read(params, today);
  const problem = rangeProblem(filter, today);
  useFirstPageForPatient(patientId);

  /** Any new filter starts at page 1; null removes a parameter. */
  const setFilter = (changes: Record<string, string | null>) =>
    setParams(write(params, { page: null, ...changes }), { replace: true });
  return {
    today,
    filter,
    problem,
    setFilter,
    setRange: (range: DayRange) => setFilter({ from: range.from, to: range.to }),
    setPage: (page: number) =>
      setParams(write(params, { page: page === 1 ? null : String(page) }), { replace: true }),
  };
}
