import { useEffect, useState } from 'react';

/** A counter that goes up every `ms` milliseconds while the component is mounted (clock and page cycling). */
export function useTicker(ms: number): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setTick((n) => n + 1), ms);
    return () => clearInterval(id);
  }, [ms]);
  return tick;
}
