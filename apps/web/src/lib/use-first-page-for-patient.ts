import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { withSearch } from './query-range.ts';

/**
 * A /query/* list of another patient starts again at page 1 (their list may be shorter); the other filters
 * in the URL stay.
 */
export function useFirstPageForPatient(patientId: string) {
  const [, setParams] = useSearchParams();
  const listedFor = useRef(patientId);
  useEffect(() => {
    if (listedFor.current === patientId) return;
    listedFor.current = patientId;
    setParams((p) => withSearch(p, { page: null }), { replace: true });
  }, [patientId, setParams]);
}
