import { useEffect, useState } from 'react';

/** How often the recharge checks look at the clock again: the daily window opens and closes on the minute. */
export const CLOCK_TICK_MS = 15_000;

/** The current time, renewed every CLOCK_TICK_MS so time rules change on screen by themselves. */
export function useClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
