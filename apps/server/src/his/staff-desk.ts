import type { HosId } from '@portal/shared';
import type { HisCaseMailStatus } from './case-mail.ts';
import type { HisPerson } from './his.ts';
import type { HisAdmissionNotice } from './inpatient.ts';
import type { HisQueueStatus } from './queue.ts';
import type { HisSessionStop } from './stops.ts';

/** What the hospital enters to stop a session in its own system. */
export interface HisSessionStopOrder {
  doctorId: string;
  date: string;
  noonCode: string;
  reason: string;
}

/** A doctor's admission notice as entered in the hospital's system. */
export interface HisAdmissionNoticeOrder {
  person: HisPerson;
  deptName: string;
  ward: string;
  doctorName: string;
  diagnosis: string;
  arriveOn: string;
  noticeId?: string;
}

/**
 * What the hospital's staff do in their own system, which the operator's calls (modules/operator) play for the demo:
 * a doctor stops a session, calls the next patient, issues an admission notice or orders a discharge; the records
 * office moves a case-mail request on. The portal itself never does these: it reads their effects through the other
 * members of the HisAdapter, as it would from any HIS. A client of a real HIS, whose staff have desks of their own,
 * leaves it out.
 */
export interface HisStaffDesk {
  stopSession(hosId: HosId, order: HisSessionStopOrder): Promise<HisSessionStop>;
  /** The doctor presses 'next patient' on a session's queue (the portal's schedule id is the queue's session key). */
  callNextPatient(hosId: HosId, sessionKey: string): Promise<HisQueueStatus>;
  /** undefined when the HIS knows no such person. */
  issueAdmissionNotice(
    hosId: HosId,
    notice: HisAdmissionNoticeOrder,
  ): Promise<HisAdmissionNotice | undefined>;
  orderDischarge(
    hosId: HosId,
    stayId: string,
    mode: string,
    now: Date,
  ): Promise<'ordered' | 'unknown' | 'settled'>;
  /** The request's next status; null when the HIS has no such request. */
  advanceCaseMail(
    hosId: HosId,
    requestId: string,
  ): Promise<{ status: HisCaseMailStatus; trackingNo: string | null } | null>;
}
