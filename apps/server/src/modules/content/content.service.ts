import type { z } from 'zod';
import type { HosId } from '@portal/shared';
import {
  LECTURE_MEDIA_PATH,
  type guideSectionBody,
  type lectureDraftBody,
  type LectureStatus,
} from '@portal/shared/console';
import type { Db } from '../../db/database.ts';
import * as guide from '../health-education/guide-editing.service.ts';
import * as lectures from '../health-education/lecture-editing.service.ts';
import { recordAudit } from '../staff/audit.service.ts';
import type { StaffContext } from '../staff/staff-context.ts';
import type { ReceivedFile } from '../uploads/upload-spool.ts';
import {
  openHospitalFile,
  storeHospitalFile,
  type UploadDeps,
} from '../uploads/uploads.service.ts';
import * as repo from './content.repository.ts';

/**
 * Lectures and the medical guide in the console (docs/health-content.md#editing): each change goes to the audit log
 * once it has happened, naming the lecture or section; the texts themselves stay in the lecture's history of saves,
 * not in the log (a body can be long), so an entry records what changed in a few words.
 */

/** Reads only: nothing to audit. */
export const listLectures = lectures.listLecturesForEditing;
export const getLecture = lectures.lectureForEditing;
export const getGuide = guide.guideForEditing;

type Draft = z.output<typeof lectureDraftBody>;
const described = (d: Draft) => ({
  kind: d.kind,
  categoryId: d.categoryId,
  title: d.texts['en-US'].title,
  otherTitle: d.texts['zh-CN'].title,
  bodyLength: d.texts['en-US'].body.length,
  otherBodyLength: d.texts['zh-CN'].body.length,
  videoUrl: d.videoUrl,
  posterUrl: d.posterUrl,
});

export async function createLecture(db: Db, staff: StaffContext, hosId: HosId, draft: Draft) {
  const lecture = await lectures.createLecture(db, hosId, draft);
  await recordAudit(db, {
    hosId,
    staff,
    action: 'lecture.create',
    target: lecture.lectureId,
    after: described(draft),
  });
  return lecture;
}

export async function saveLecture(
  db: Db,
  staff: StaffContext,
  at: { hosId: HosId; lectureId: string },
  draft: Draft,
) {
  const before = await lectures.lectureForEditing(db, at.hosId, at.lectureId);
  const lecture = await lectures.saveLecture(db, at.hosId, at.lectureId, draft);
  await recordAudit(db, {
    hosId: at.hosId,
    staff,
    action: 'lecture.save',
    target: at.lectureId,
    before: {
      kind: before.kind,
      categoryId: before.categoryId,
      title: before.title,
      otherTitle: before.otherTitle,
      status: before.status,
    },
    after: described(draft),
  });
  return lecture;
}

/** Publish or unpublish; a repeat (already in that state) changes nothing and writes no entry. */
export async function setLectureStatus(
  db: Db,
  staff: StaffContext,
  at: { hosId: HosId; lectureId: string },
  status: LectureStatus,
) {
  const { lecture, before } = await lectures.setLectureStatus(db, at.hosId, at.lectureId, status);
  if (before !== status)
    await recordAudit(db, {
      hosId: at.hosId,
      staff,
      action: status === 'published' ? 'lecture.publish' : 'lecture.unpublish',
      target: at.lectureId,
      before: { status: before },
      after: { status, title: lecture.title },
    });
  return lecture;
}

export async function saveGuideSection(
  db: Db,
  staff: StaffContext,
  at: { hosId: HosId; guideId: string },
  edit: z.output<typeof guideSectionBody>,
) {
  const { section, before } = await guide.saveGuideSection(db, at.hosId, at.guideId, edit);
  await recordAudit(db, {
    hosId: at.hosId,
    staff,
    action: 'guide.save',
    target: at.guideId,
    before: { title: before.title, sort: before.sort, contentLength: lengths(before.content) },
    after: { title: section.title, sort: section.sort, contentLength: lengths(section.content) },
  });
  return section;
}

const lengths = (c: Record<string, string>) =>
  Object.fromEntries(Object.entries(c).map(([lang, text]) => [lang, text.length]));

/**
 * A lecture's video or poster: checked (mp4/webm, or an image) and stored, attached in lecture_media so the upload
 * sweeper keeps it, with its audit entry in the same transaction. Answers the public path that serves it.
 */
export async function uploadMedia(
  deps: UploadDeps,
  staff: StaffContext,
  hosId: HosId,
  use: 'video' | 'poster',
  file: ReceivedFile,
): Promise<{ path: string }> {
  const { fileId, ext } = await storeHospitalFile(
    deps,
    { hosId, userId: staff.staffId },
    use === 'video' ? 'lecture-video' : 'lecture-poster',
    file,
    async (trx, id) => {
      await repo.attachMedia(trx, hosId, id);
      await recordAudit(trx, {
        hosId,
        staff,
        action: 'lecture.media.upload',
        target: id,
        after: { use, name: file.name, size: file.size },
      });
    },
  );
  return {
    path: LECTURE_MEDIA_PATH.replace(':hosId', hosId).replace(':file', `${fileId}.${ext}`),
  };
}

const FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([a-z0-9]{1,5})$/;

/** A lecture file's bytes, or null for anything that is not one of this hospital's lecture files (one answer for all). */
export async function openMedia(deps: UploadDeps, hosId: HosId, file: string) {
  const m = FILE.exec(file);
  if (!m) return null;
  for (const bizType of ['lecture-video', 'lecture-poster'] as const) {
    const opened = await openHospitalFile(deps, hosId, bizType, m[1]!);
    if (opened && opened.row.storage_key === `${bizType}/${file}`) return opened;
    if (opened) opened.body.destroy();
  }
  return null;
}
