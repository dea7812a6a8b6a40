import type { z } from 'zod';
import type { HosId, NoticeDocType } from '@portal/shared';
import type { noticePublishBody } from '@portal/shared/console';
import type { Db } from '../../db/database.ts';
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

/** Reads only: nothing to audit. */
export const listHospitalComplaints = complaints.listHospitalComplaints;

export async function answerComplaint(
  deps: UploadDeps,
  staff: StaffContext,
  at: { hosId: HosId; complaintId: string },
  action: 'take' | 'reply' | 'close',
  reply: string,
) {
  const answered = await complaints.answerComplaint(deps, at.hosId, at.complaintId, action, reply);
  await recordAudit(deps.db, {
    hosId: at.hosId,
    staff,
    action: `complaint.${action}`,
    target: at.complaintId,
    after: { status: answered.status, ...(reply !== '' && { reply }) },
  });
  return answered;
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
