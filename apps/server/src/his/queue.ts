import type { HosId } from '@portal/shared';
/**
 * The hospital's queue of a session, as the HIS keeps it. The portal checks a booking in (its own
 * transaction gives the queue number) and, after its commit, tells the HIS; the HIS calls numbers as the doctor sees
 * patients. Plain data only (docs/architecture.md#the-his-is-an-adapter).
 */
export interface HisQueueTicket {
  /** The visit's key (the portal's appointment id): a repeat with the same key changes nothing. */
  visitKey: string;
  /** The session the visit belongs to (the portal's schedule id). */
  sessionKey: string;
  /** When the session starts, so the HIS knows when to begin calling. */
  sessionStart: Date;
  queueNo: number;
}

export interface HisQueueStatus {
  /** The number being called now; 0 before the first call. */
  calling: number;
}

export interface HisQueue {
  /** Registers a checked-in visit in the session's queue, idempotent by visitKey (a repeat answers the same). */
  checkIn(hosId: HosId, ticket: HisQueueTicket): Promise<void>;
  /** The session's queue now; { calling: 0 } for a session the HIS has no visit of. */
  status(hosId: HosId, sessionKey: string): Promise<HisQueueStatus>;
  /**
   * A checked-in visit was cancelled: the HIS takes it out of the queue and never calls it. Idempotent; a visit it
   * does not know changes nothing.
   */
  withdraw(hosId: HosId, visitKey: string): Promise<void>;
}
