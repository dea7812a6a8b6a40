import { type CancelOutlook, type HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { cancelOutlook, SCALPING_LIMITS, SCALPING_LOOKBACK_DAYS } from './anti-scalping.ts';
import { cancellationsSince } from './appointments.repository.ts';

const DAY_MS = 86_400_000;

/**
 * The read side of anti-scalping (docs/booking-rules.md): the account's cancellations (all its patients, expiry excluded,
 * exactly what booking counts) and what cancelling a booking of `doctorId` now would block.
 */
export async function getCancelOutlook(
  db: Db,
  hosId: HosId,
  userId: string,
  doctorId: string,
  now: Date,
): Promise<CancelOutlook> {
  const history = await cancellationsSince(
    db,
    hosId,
    userId,
    new Date(now.getTime() - SCALPING_LOOKBACK_DAYS * DAY_MS),
  );
  const o = cancelOutlook(history, doctorId, now);
  return {
    sameDoctorCount: o.sameDoctorCount,
    recentCount: o.recentCount,
    limits: SCALPING_LIMITS,
    blockedUntilIfCancelled: o.blockedUntilIfCancelled?.toISOString() ?? null,
    blockedUntilIfOneMore: o.blockedUntilIfOneMore?.toISOString() ?? null,
  };
}
