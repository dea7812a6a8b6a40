/**
 * Anti-scalping: "cancelling the same doctor's appointment 3 times a day triggers a 1-day block;
 * 5 cancellations in 14 days trigger a 30-day block". Pure (it takes `now`), so the cancellations can
 * be reasoned about without a database. A "day" is a rolling 24 hours, like the unbind limit.
 */
export const SCALPING_LIMITS = {
  sameDoctor: { count: 3, windowDays: 1, blockDays: 1 },
  any: { count: 5, windowDays: 14, blockDays: 30 },
} as const;

export interface Cancellation {
  doctorId: string;
  cancelledAt: Date;
}

const DAY_MS = 86_400_000;

/** How far back cancellations can still matter: the longest window plus the longest block. */
export const SCALPING_LOOKBACK_DAYS = Math.max(
  SCALPING_LIMITS.sameDoctor.windowDays + SCALPING_LIMITS.sameDoctor.blockDays,
  SCALPING_LIMITS.any.windowDays + SCALPING_LIMITS.any.blockDays,
);

/** The end of the latest block that `count` cancellations within `windowDays` start; a block starts at the last of them. */
function blockEnd(
  times: readonly number[],
  limit: { count: number; windowDays: number; blockDays: number },
): number | null {
  const sorted = [...times].sort((a, b) => a - b);
  let end: number | null = null;
  for (let i = limit.count - 1; i < sorted.length; i++) {
    const first = sorted[i - (limit.count - 1)]!;
    const last = sorted[i]!;
    if (last - first <= limit.windowDays * DAY_MS)
      end = Math.max(end ?? 0, last + limit.blockDays * DAY_MS);
  }
  return end;
}

/**
 * When booking `doctorId` is allowed again, or null when it is allowed now. `cancellations` are the user's
 * own (any doctor); the same-doctor rule looks only at that doctor's, the 14-day rule at all of them.
 */
export function bookingBlockedUntil(
  cancellations: readonly Cancellation[],
  doctorId: string,
  now: Date,
): Date | null {
  const all = cancellations.map((c) => c.cancelledAt.getTime());
  const sameDoctor = cancellations
    .filter((c) => c.doctorId === doctorId)
    .map((c) => c.cancelledAt.getTime());
  const ends = [
    blockEnd(sameDoctor, SCALPING_LIMITS.sameDoctor),
    blockEnd(all, SCALPING_LIMITS.any),
  ].filter((e): e is number => e !== null && e > now.getTime());
  return ends.length > 0 ? new Date(Math.max(...ends)) : null;
}

const countWithin = (times: readonly number[], windowDays: number, now: Date) =>
  times.filter((t) => t > now.getTime() - windowDays * DAY_MS && t <= now.getTime()).length;

export interface CancelOutlookFacts {
  sameDoctorCount: number;
  recentCount: number;
  blockedUntilIfCancelled: Date | null;
  blockedUntilIfOneMore: Date | null;
}

/**
 * What cancelling a booking of `doctorId` now would do, for the cancel dialog. It asks bookingBlockedUntil —
 * the very rule the booking refusal applies — about the history plus this cancellation (and plus one more), so the
 * warning and the later refusal cannot disagree.
 */
export function cancelOutlook(
  cancellations: readonly Cancellation[],
  doctorId: string,
  now: Date,
): CancelOutlookFacts {
  const mine = cancellations
    .filter((c) => c.doctorId === doctorId)
    .map((c) => c.cancelledAt.getTime());
  const next: Cancellation = { doctorId, cancelledAt: now };
  return {
    sameDoctorCount: countWithin(mine, SCALPING_LIMITS.sameDoctor.windowDays, now),
    recentCount: countWithin(
      cancellations.map((c) => c.cancelledAt.getTime()),
      SCALPING_LIMITS.any.windowDays,
      now,
    ),
    blockedUntilIfCancelled: bookingBlockedUntil([...cancellations, next], doctorId, now),
    blockedUntilIfOneMore: bookingBlockedUntil([...cancellations, next, next], doctorId, now),
  };
}
