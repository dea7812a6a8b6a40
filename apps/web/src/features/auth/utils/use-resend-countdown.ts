import { useCallback, useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS, tickCountdown } from '../../../lib/countdown.ts';

/** Seconds until another SMS code may be requested (60 s, or the wait the server names in LOGIN006). */
export function useResendCountdown(): [secondsLeft: number, start: (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(tickCountdown), COUNTDOWN_TICK_MS);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback((seconds: number) => setLeft(Math.max(0, Math.ceil(seconds))), []);
  return [left, start];
}
