import type { z } from 'zod';
import type { HosId, NoticeDocType } from '@portal/shared';
import type {
  BuilderQuestionnaire,
  NoticeEntry,
  packageListingBody,
  questionnaireDocumentSchema,
} from '@portal/shared/console';
import type { Db } from '../../db/database.ts';
import type { HisAdapter } from '../../his/his.ts';
import * as notices from '../notice-documents/notice-drafts.service.ts';
import * as packages from '../physical/package-listing.service.ts';
import * as questionnaires from '../questionnaires/questionnaire-editor.service.ts';
import { recordAudit } from '../staff/audit.service.ts';
import { forgetTranslations } from '../translations/localize.ts';
import type { StaffContext } from '../staff/staff-context.ts';

/**
 * The console's content editors (docs/console-content.md): each change and its audit entry commit in one transaction,
 * so the log never names a change that did not happen, nor misses one that did. Reads are not audited.
 */
export interface ContentFormsDeps {
  db: Db;
  his: HisAdapter;
}
type QuestionnaireDoc = z.output<typeof questionnaireDocumentSchema>;

// ---- notices and instructions ----

export const listNoticeEntries = notices.listNoticeEntries;
export const getNoticeVersion = notices.getNoticeVersion;

async function entryOf(db: Db, hosId: HosId, docType: NoticeDocType): Promise<NoticeEntry> {
  return (await notices.listNoticeEntries(db, hosId)).find((e) => e.docType === docType)!;
}

export async function saveNoticeDraft(
  db: Db,
  staff: StaffContext,
  at: { hosId: HosId; docType: NoticeDocType },
  texts: notices.NoticeTexts,
) {
  await db.transaction().execute(async (trx) => {
    await notices.saveNoticeDraft(trx, at.hosId, at.docType, texts, staff.name);
    await recordAudit(trx, {
      hosId: at.hosId,
      staff,
      action: 'notice.draft.save',
      target: at.docType,
      after: texts,
    });
  });
  return entryOf(db, at.hosId, at.docType);
}

export async function discardNoticeDraft(
  db: Db,
  staff: StaffContext,
  at: { hosId: HosId; docType: NoticeDocType },
) {
  await db.transaction().execute(async (trx) => {
    const before = await notices.discardNoticeDraft(trx, at.hosId, at.docType);
    await recordAudit(trx, {
      hosId: at.hosId,
      staff,
      action: 'notice.draft.discard',
      target: at.docType,
      before,
    });
  });
  return entryOf(db, at.hosId, at.docType);
}

/** The draft becomes the next version: written in the audit log as a publish, like the direct publish call. */
export async function publishNoticeDraft(
  db: Db,
  staff: StaffContext,
  at: { hosId: HosId; docType: NoticeDocType },
) {
  const published = await db.transaction().execute(async (trx) => {
    const { texts, ...published } = await notices.publishNoticeDraft(trx, at.hosId, at.docType);
    await recordAudit(trx, {
      hosId: at.hosId,
      staff,
      action: 'notice.publish',
      target: `${at.docType} v${published.version}`,
      after: texts,
    });
    return published;
  });
  forgetTranslations(db, at.hosId);
  return published;
}

// ---- questionnaires ----

export const listQuestionnaires = questionnaires.listBuilderQuestionnaires;
export const getQuestionnaire = questionnaires.getBuilderQuestionnaire;

export async function createQuestionnaire(
  db: Db,
  staff: StaffContext,
  hosId: HosId,
  doc: QuestionnaireDoc,
  action: 'questionnaire.create' | 'questionnaire.copy' = 'questionnaire.create',
  copiedFrom?: string,
): Promise<BuilderQuestionnaire> {
  const questionnaireId = await db.transaction().execute(async (trx) => {
    const id = await questionnaires.createQuestionnaire(trx, hosId, doc);
    await recordAudit(trx, {
      hosId,
      staff,
      action,
      target: id,
      ...(copiedFrom && { before: { copiedFrom } }),
      after: doc,
    });
    return id;
  });
  forgetTranslations(db, hosId);
  return questionnaires.getBuilderQuestionnaire(db, hosId, questionnaireId);
}

export async function saveQuestionnaire(
  db: Db,
  staff: StaffContext,
  at: { hosId: HosId; questionnaireId: string },
  doc: QuestionnaireDoc,
) {
  await db.transaction().execute(async (trx) => {
    const { before } = await questionnaires.saveQuestionnaire(
      trx,
      at.hosId,
      at.questionnaireId,
      doc,
    );
    await recordAudit(trx, {
      hosId: at.hosId,
      staff,
      action: 'questionnaire.save',
      target: at.questionnaireId,
      before: {
        kind: before.kind,
        title: before.title,
        intro: before.intro,
        questions: before.questions,
      },
      after: doc,
    });
  });
  forgetTranslations(db, at.hosId);
  return questionnaires.getBuilderQuestionnaire(db, at.hosId, at.questionnaireId);
}

/** A new, unpublished questionnaire asking the same; its titles say it is a copy. */
export async function copyQuestionnaire(
  db: Db,
  staff: StaffContext,
  at: { hosId: HosId; questionnaireId: string },
) {
  const source = await questionnaires.getBuilderQuestionnaire(db, at.hosId, at.questionnaireId);
  const doc: QuestionnaireDoc = {
    kind: source.kind,
    title: {
      'en-US': `${source.title['en-US']} (copy)`.slice(0, 200),
      'zh-CN': `${source.title['zh-CN']}（副本）`.slice(0, 200),
    },
    intro: source.intro,
    questions: source.questions.map(({ questionId: _, ...q }) => q),
  };
  return createQuestionnaire(db, staff, at.hosId, doc, 'questionnaire.copy', at.questionnaireId);
}

export async function setQuestionnaireActive(
  db: Db,
  staff: StaffContext,
  at: { hosId: HosId; questionnaireId: string },
  active: boolean,
) {
  await db.transaction().execute(async (trx) => {
    const { wasActive } = await questionnaires.setQuestionnaireActive(
      trx,
      at.hosId,
      at.questionnaireId,
      active,
    );
    await recordAudit(trx, {
      hosId: at.hosId,
      staff,
      action: active ? 'questionnaire.publish' : 'questionnaire.unpublish',
      target: at.questionnaireId,
      before: { active: wasActive },
      after: { active },
    });
  });
  return questionnaires.getBuilderQuestionnaire(db, at.hosId, at.questionnaireId);
}

// ---- physical-exam packages ----

export const listPackages = packages.listConsolePackages;

export async function savePackageListing(
  deps: ContentFormsDeps,
  staff: StaffContext,
  at: { hosId: HosId; packageId: string },
  listing: z.output<typeof packageListingBody>,
) {
  const saved = await deps.db.transaction().execute(async (trx) => {
    const { before, after } = await packages.savePackageListing(
      { db: trx, his: deps.his },
      at.hosId,
      at.packageId,
      listing,
    );
    await recordAudit(trx, {
      hosId: at.hosId,
      staff,
      action: 'physicalPackage.save',
      target: at.packageId,
      before: { hidden: before.hidden, note: before.note },
      after: listing,
    });
    return after;
  });
  forgetTranslations(deps.db, at.hosId);
  return saved;
}
