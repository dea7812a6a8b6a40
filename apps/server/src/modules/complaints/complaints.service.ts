import { randomUUID } from 'node:crypto';
import {
  maskPhone,
  OPEN_COMPLAINT_STATUSES,
  UploadType,
  type Complaint,
  type ComplaintCreateInput,
  type ComplaintStatus,
  type HosId,
  type HospitalComplaint,
} from '@portal/shared';
import {
  COMPLAINT_LIST_LIMIT,
  type ComplaintActionInput,
  type ComplaintAssigneeOption,
  type ComplaintFilter,
} from '@portal/shared/console';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { noticeComplaintAnswered } from '../message-centre/events.ts';
import { colleaguesWith, colleagueWith } from '../staff/colleagues.service.ts';
import * as uploads from '../uploads/uploads.service.ts';
import * as repo from './complaints.repository.ts';

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';
const isForeignKeyViolation = (err: unknown) => (err as { code?: string }).code === '23503';

function toComplaint(d: repo.ComplaintDetail, unmasked = false): Complaint {
  const { row } = d;
  return {
    complaintId: row.complaint_id,
    kind: row.kind,
    category: row.category as Complaint['category'],
    content: row.content,
    photos: d.photos.map((p) => p.storage_key),
    contactName: row.contact_name,
    contactPhone: unmasked ? row.contact_phone : maskPhone(row.contact_phone),
    status: row.status,
    reply: row.reply,
    repliedAt: row.replied_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    steps: d.steps.map((s) => ({ status: s.status as ComplaintStatus, at: s.at.toISOString() })),
  };
}

async function readOne(
  deps: uploads.UploadDeps,
  hosId: HosId,
  complaintId: string,
  userId?: string,
): Promise<repo.ComplaintDetail> {
  const [found] = await repo.listComplaints(deps.db, hosId, { complaintId, userId });
  // Another user's complaint answers exactly like an unknown one.
  if (!found) throw new AppError('C002');
  return found;
}

export async function listComplaints(
  deps: uploads.UploadDeps,
  owner: uploads.Owner,
): Promise<Complaint[]> {
  return (await repo.listComplaints(deps.db, owner.hosId, { userId: owner.userId })).map((d) =>
    toComplaint(d),
  );
}

export async function getComplaint(
  deps: uploads.UploadDeps,
  owner: uploads.Owner,
  complaintId: string,
): Promise<Complaint> {
  return toComplaint(await readOne(deps, owner.hosId, complaintId, owner.userId));
}

/**
 * Files a complaint once per Idempotency-Key (a repeat answers the first). Its photos must be this user's own
 * feedback uploads (C019 photos otherwise, also for one already on another complaint).
 */
export async function createComplaint(
  deps: uploads.UploadDeps,
  owner: uploads.Owner,
  input: ComplaintCreateInput,
  key: string,
): Promise<Complaint> {
  const earlier = await repo.findByKey(deps.db, owner.hosId, owner.userId, key);
  if (earlier) return getComplaint(deps, owner, earlier.complaint_id);
  if (new Set(input.photos).size !== input.photos.length)
    throw new AppError('C019', { field: 'photos' });
  const photos = await uploads.findOwnedUploads(
    deps.db,
    owner,
    UploadType.FEEDBACK,
    input.photos,
    new AppError('C019', { field: 'photos' }),
  );
  const complaintId = randomUUID();
  try {
    await deps.db.transaction().execute(async (trx) => {
      await repo.insertComplaint(trx, {
        hos_id: owner.hosId,
        complaint_id: complaintId,
        user_id: owner.userId,
        create_key: key,
        kind: input.kind,
        category: input.category,
        content: input.content,
        contact_name: input.contactName,
        contact_phone: input.contactPhone,
      });
      await repo.insertPhotos(
        trx,
        owner.hosId,
        complaintId,
        photos.map((p) => p.file_id),
      );
    });
  } catch (err) {
    // A photo the upload sweeper removed at this very moment (jobs/sweep-uploads.ts: its row lock held this insert,
    // then the foreign key found the row gone) answers as one already gone.
    if (isForeignKeyViolation(err)) throw new AppError('C019', { field: 'photos' });
    if (!isUniqueViolation(err)) throw err;
    // The same key twice at once: the other request's complaint stands; or a photo already on another complaint.
    const raced = await repo.findByKey(deps.db, owner.hosId, owner.userId, key);
    if (raced) return getComplaint(deps, owner, raced.complaint_id);
    throw new AppError('C019', { field: 'photos' });
  }
  return getComplaint(deps, owner, complaintId);
}

/** A complaint as the hospital reads it: unmasked contact, photos as signed URLs, who holds it. */
async function toHospitalComplaint(
  deps: uploads.UploadDeps,
  hosId: HosId,
  d: repo.ComplaintDetail,
): Promise<HospitalComplaint> {
  return {
    ...toComplaint(d, true),
    photoUrls: await uploads.hospitalUrls(
      deps,
      hosId,
      d.photos.map((p) => p.file_id),
    ),
    assignee: d.assignee,
  };
}

/** The hospital's inbox (the hospital's read of its patients' files), open ones first by age. */
export async function listHospitalComplaints(
  deps: uploads.UploadDeps,
  hosId: HosId,
  filter: { status: ComplaintFilter; assigneeId?: string },
): Promise<HospitalComplaint[]> {
  const statuses =
    filter.status === 'all'
      ? undefined
      : filter.status === 'open'
        ? OPEN_COMPLAINT_STATUSES
        : [filter.status];
  const all = await repo.listComplaints(
    deps.db,
    hosId,
    { statuses, assigneeId: filter.assigneeId },
    { openFirst: true, limit: COMPLAINT_LIST_LIMIT },
  );
  return Promise.all(all.map((d) => toHospitalComplaint(deps, hosId, d)));
}

/** The colleagues a complaint may be assigned to: the hospital's staff whose role answers complaints, by name. */
export function listAssignees(db: Db, hosId: HosId): Promise<ComplaintAssigneeOption[]> {
  return colleaguesWith(db, hosId, 'complaints.answer');
}

/** A colleague a complaint may go to, or COMPLAINT003 (another hospital's, removed, or a role that does not answer). */
async function eligibleAssignee(db: Db, hosId: HosId, staffId: string) {
  const colleague = await colleagueWith(db, hosId, staffId, 'complaints.answer');
  if (!colleague) throw new AppError('COMPLAINT003');
  return colleague;
}

/**
 * What an answer by `actor` makes of a complaint, or the AppError refusing it. Take and assign give it to someone (a
 * new one moves to in progress); a reply, or a last reply, given when nobody holds it leaves it with whoever gave it.
 */
function changeFor(
  row: repo.ComplaintRow,
  actor: string,
  input: ComplaintActionInput,
): repo.ComplaintChange {
  if (row.status === 'closed') throw new AppError('COMPLAINT001');
  const held = row.assignee_id ?? actor;
  switch (input.action) {
    case 'take':
      if (row.status !== 'submitted') throw new AppError('COMPLAINT002');
      return { status: 'in_progress', assigneeId: actor };
    case 'assign':
      return {
        status: row.status === 'submitted' ? 'in_progress' : row.status,
        assigneeId: input.assigneeId!,
      };
    case 'reply':
      return { status: 'replied', assigneeId: held, reply: input.reply };
    case 'close':
      return {
        status: 'closed',
        assigneeId: held,
        ...(input.reply !== '' && { reply: input.reply }),
      };
  }
}

export interface Answered {
  complaint: HospitalComplaint;
  /** Who held it before the answer (the audit log's "before"). */
  before: { status: ComplaintStatus; assigneeId: string | null };
}

/**
 * The hospital takes a complaint on, assigns it, replies (again, if need be) or closes it; a closed one answers
 * COMPLAINT001. A reply (a last reply on closing too) is a notice to the patient, written with it: once per reply.
 */
export async function answerComplaint(
  deps: uploads.UploadDeps,
  hosId: HosId,
  complaintId: string,
  actor: { staffId: string },
  input: ComplaintActionInput,
): Promise<Answered> {
  if (input.action === 'assign') await eligibleAssignee(deps.db, hosId, input.assigneeId!);
  const before = await deps.db.transaction().execute(async (trx) => {
    const row = await repo.lockComplaint(trx, hosId, complaintId);
    if (!row) throw new AppError('C002');
    const change = changeFor(row, actor.staffId, input);
    const after = await repo.changeComplaint(trx, row, change);
    if (change.reply !== undefined) {
      await noticeComplaintAnswered(trx, {
        hosId,
        complaintId,
        userId: row.user_id,
        kind: row.kind,
        reply: change.reply,
        replyNo: after.reply_count,
        closed: change.status === 'closed',
      });
    }
    return { status: row.status, assigneeId: row.assignee_id };
  });
  const [found] = await repo.listComplaints(deps.db, hosId, { complaintId });
  return { complaint: await toHospitalComplaint(deps, hosId, found!), before };
}
