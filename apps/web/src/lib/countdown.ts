/** Countdowns (tip popup, global modal) tick every second. */
export const COUNTDOWN_TICK_MS = 1000;

export function tickCountdown(secondsLeft: number): number {
  return Math.max(0, secondsLeft - 1);
}
