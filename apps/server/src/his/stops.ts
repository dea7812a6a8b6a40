import type { HosId } from '@portal/shared';
/**
 * The HIS-driven trigger: the hospital stops a dated session in its own system (the doctor is ill)
 * and the portal follows (modules/his-events). Plain data only (docs/architecture.md#the-his-is-an-adapter). A stop names the session
 * the way the HIS knows it — doctor, day and period — not by the portal's schedule id: the portal may not have
 * generated that session yet.
 */
export interface HisSessionStop {
  /** The HIS's key of the stop: the portal handles each stop once by it. */
  stopId: string;
  doctorId: string;
  /** The session's day in the hospital's calendar, 'YYYY-MM-DD'. */
  date: string;
  /** The period of the day. */
  noonCode: string;
  /** Why, as the hospital wrote it; passed on to the patients. */
  reason: string;
  stoppedAt: Date;
}

export interface HisSessionStops {
  /**
   * The stops of sessions dated `fromDate` ('YYYY-MM-DD') or later, in stop order (stoppedAt, then stopId); [] for an
   * unknown hospital. By session day rather than "stopped since": a stop written late with an early stoppedAt is never
   * skipped, and stops of past sessions (nothing left to cancel) drop out by themselves.
   */
  list(hosId: HosId, fromDate: string): Promise<HisSessionStop[]>;
}
