import { useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS, tickCountdown } from '../lib/countdown.ts';

/**
 * Seconds left of a countdown that starts at `seconds` and ticks every second while `running`.
 * Give the component a new `key` to restart it with another start value.
 */
export function useCountdown(seconds: number, running = true): number {
  const [left, setLeft] = useState(Math.max(0, seconds));
  const active = running && left > 0;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setLeft(tickCountdown), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [active]);
  return left;
}
