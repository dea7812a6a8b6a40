import type { z } from 'zod';
import type { HosId, NoticeDocType } from '@portal/shared';
import type {
  ComplaintActionInput,
  ComplaintFilter,
  noticePublishBody,
} from '@portal/shared/console';
import type { Db } from '../../db/database.ts';
import * as bookings from '../bookings/staff-bookings.service.ts';
import * as complaints from '../complaints/complaints.service.ts';
import * as notices from '../notice-documents/notice-documents.service.ts';
import { cancelSession, type SessionCancelDeps } from '../operator/session-cancel.service.ts';
import { recordAudit } from '../staff/audit.service.ts';
import type { StaffContext } from '../staff/staff-context.ts';
import type { UploadDeps } from '../uploads/uploads.service.ts';

/**
 * The hospital's daily operations (docs/staff-console.md#operations): each change a staff member makes goes to the
 * audit log once it has happened, naming what it acted on.
 */
interface Log {
  error(obj: unknown, msg: string): void;
}

/** A schedule manager stops a doctor's session: its patients are told and their paid fees refunded, exactly once. */
export async function stopSession(
  deps: SessionCancelDeps,
  staff: StaffContext,
  at: { hosId: HosId; scheduleId: string },
  reason: string,
  log: Log,
) {
  const summary = await cancelSession(deps, { ...at, reason }, log);
  await recordAudit(deps.db, {
    hosId: at.hosId,
    staff,
    action: 'schedule.stop',
    target: at.scheduleId,
    after: { reason, ...summary },
  });
  return summary;
}

/** Reads only: nothing to audit. `mine`: the complaints the caller holds. */
export function listHospitalComplaints(
  deps: UploadDeps,
  staff: StaffContext,
  hosId: HosId,
  query: { status: ComplaintFilter; mine: boolean },
) {
  return complaints.listHospitalComplaints(deps, hosId, {
    status: query.status,
    ...(query.mine && { assigneeId: staff.staffId }),
  });
}

/** Reads only: nothing to audit. */
export const listComplaintAssignees = complaints.listAssignees;

/** Each answer in the audit log: the state and holder before and after, and the reply the patient was sent. */
export async function answerComplaint(
  deps: UploadDeps,
  staff: StaffContext,
  at: { hosId: HosId; complaintId: string },
  input: ComplaintActionInput,
) {
  const { complaint, before } = await complaints.answerComplaint(
    deps,
    at.hosId,
    at.complaintId,
    staff,
    input,
  );
  const moved = input.action === 'take' || input.action === 'assign';
  await recordAudit(deps.db, {
    hosId: at.hosId,
    staff,
    action: `complaint.${input.action}`,
    target: at.complaintId,
    ...(moved && { before: { status: before.status, assigneeId: before.assigneeId } }),
    after: {
      status: complaint.status,
      ...(moved && { assignee: complaint.assignee }),
      ...(!moved && input.reply !== '' && { reply: input.reply }),
    },
  });
  return complaint;
}

export async function publishNotice(
  db: Db,
  staff: StaffContext,
  at: { hosId: HosId; docType: NoticeDocType },
  doc: z.output<typeof noticePublishBody>,
) {
  const published = await notices.publishNotice(db, at.hosId, { docType: at.docType, ...doc });
  await recordAudit(db, {
    hosId: at.hosId,
    staff,
    action: 'notice.publish',
    target: `${at.docType} v${published.version}`,
    after: doc,
  });
  return published;
}

/** Reads only: nothing to audit. */
export { questionnaireResults } from '../questionnaires/questionnaire-results.service.ts';

/** Reads only, patients masked: nothing to audit. */
export const searchBookings = bookings.searchBookings;

/** A booking's patient unmasked: in the patient's access log (under the staff member's name) and the audit log. */
export async function revealBookingPatient(
  db: Db,
  staff: StaffContext,
  at: { hosId: HosId; appointId: string },
) {
  const patient = await bookings.revealBookingPatient(
    db,
    { hosId: at.hosId, staffId: staff.staffId, name: staff.name, ip: staff.ip },
    at.appointId,
  );
  await recordAudit(db, { hosId: at.hosId, staff, action: 'booking.unmask', target: at.appointId });
  return patient;
}
