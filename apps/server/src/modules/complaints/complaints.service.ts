import { randomUUID } from 'node:crypto';
import {
  maskPhone,
  UploadType,
  type Complaint,
  type ComplaintCreateInput,
  type ComplaintStatus,
  type HosId,
} from '@portal/shared';
import { AppError } from '../../errors/app-error.ts';
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

/** The hospital's list: unmasked contact, photos as signed URLs (the hospital's read of its patients' files). */
export async function listHospitalComplaints(deps: uploads.UploadDeps, hosId: HosId) {
  const all = await repo.listComplaints(deps.db, hosId);
  return Promise.all(
    all.map(async (d) => ({
      ...toComplaint(d, true),
      photoUrls: await uploads.hospitalUrls(
        deps,
        hosId,
        d.photos.map((p) => p.file_id),
      ),
    })),
  );
}

const MOVES = {
  take: { from: ['submitted'], to: 'in_progress' },
  reply: { from: ['submitted', 'in_progress', 'replied'], to: 'replied' },
  close: { from: ['submitted', 'in_progress', 'replied'], to: 'closed' },
} as const;

/** The hospital takes a complaint on, replies (again, if need be) or closes it; a closed one answers COMPLAINT001. */
export async function answerComplaint(
  deps: uploads.UploadDeps,
  hosId: HosId,
  complaintId: string,
  action: keyof typeof MOVES,
  reply: string,
): Promise<Complaint> {
  const move = MOVES[action];
  const text = action === 'reply' || (action === 'close' && reply !== '') ? reply : undefined;
  const moved = await deps.db
    .transaction()
    .execute((trx) => repo.moveComplaint(trx, hosId, complaintId, move.from, move.to, text));
  if (!moved) {
    if (!(await repo.complaintExists(deps.db, hosId, complaintId))) throw new AppError('C002');
    throw new AppError('COMPLAINT001');
  }
  return toComplaint(await readOne(deps, hosId, complaintId));
}
