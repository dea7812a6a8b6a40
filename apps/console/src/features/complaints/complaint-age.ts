const DAY = 24 * 60 * 60 * 1000;

/** How long a complaint has waited, in whole days (0 on the day it came in), for the inbox's age column. */
export function ageOf(createdAt: string, now: number): { count: number } {
  return { count: Math.max(0, Math.floor((now - Date.parse(createdAt)) / DAY)) };
}
