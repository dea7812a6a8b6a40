import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { withSearch } from './query-range.ts';

const NONE: readonly string[] = [];

/**
 * A /query/* list of another patient starts again at page 1 (their list may be shorter); the other filters
 * in the URL stay, but for `alsoDrop`, the ones that belong to the patient (the daily bill's stay and its days).
 */
export function useFirstPageForPatient(patientId: string, alsoDrop: readonly string[] = NONE) {
  const [, setParams] = useSearchParams();
  const listedFor = useRef(patientId);
  useEffect(() => {
    if (listedFor.current === patientId) return;
    listedFor.current = patientId;
    const dropped = Object.fromEntries(['page', ...alsoDrop].map((name) => [name, null]));
    setParams((p) => withSearch(p, dropped), { replace: true });
  }, [patientId, setParams, alsoDrop]);
}
