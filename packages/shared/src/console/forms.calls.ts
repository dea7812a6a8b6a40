import { z } from 'zod';
import { okEnvelope } from '../api/envelope.ts';
import { hosIdSchema } from '../hospital/hospital.schema.ts';
import {
  builderQuestionnaireSchema,
  consolePackageSchema,
  noticeDocParams,
  noticeDraftBody,
  noticeEntrySchema,
  noticeVersionParams,
  noticeVersionSchema,
  packageListingBody,
  packageParams,
  questionnaireActiveBody,
  questionnaireDocumentSchema,
  questionnaireParams,
  questionnaireRowSchema,
} from './forms.schema.ts';
import { noticePublishedSchema } from './operations.calls.ts';

/**
 * The console's content editors (modules/content-forms, docs/console-content.md). Reading needs content.read, every
 * change content.edit (CONSOLE_CALL_ACCESS); every change is in the audit log.
 */
const hospitalParams = z.object({ hosId: hosIdSchema });

export const noticeEditorCalls = {
  /** Every document type the portal knows, published or not. */
  listNoticeEntries: {
    method: 'GET',
    path: '/console/api/hospitals/:hosId/notice-editor',
    params: hospitalParams,
    response: okEnvelope(z.array(noticeEntrySchema)),
  },
  /** NOTICE001 a version that was never published. */
  getNoticeVersion: {
    method: 'GET',
    path: '/console/api/hospitals/:hosId/notice-editor/:docType/versions/:version',
    params: noticeVersionParams,
    response: okEnvelope(noticeVersionSchema),
  },
  /** Saves (replaces) the draft of the next version; patients see nothing until it is published. */
  saveNoticeDraft: {
    method: 'PUT',
    path: '/console/api/hospitals/:hosId/notice-editor/:docType/draft',
    params: noticeDocParams,
    body: noticeDraftBody,
    response: okEnvelope(noticeEntrySchema),
  },
  /** NOTICE003 no draft to discard. */
  discardNoticeDraft: {
    method: 'DELETE',
    path: '/console/api/hospitals/:hosId/notice-editor/:docType/draft',
    params: noticeDocParams,
    response: okEnvelope(noticeEntrySchema),
  },
  /** The draft becomes the next version, which every patient accepts again; NOTICE003 no draft to publish. */
  publishNoticeDraft: {
    method: 'POST',
    path: '/console/api/hospitals/:hosId/notice-editor/:docType/draft/publish',
    params: noticeDocParams,
    response: okEnvelope(noticePublishedSchema),
  },
} as const;

export const questionnaireEditorCalls = {
  listConsoleQuestionnaires: {
    method: 'GET',
    path: '/console/api/hospitals/:hosId/questionnaire-editor',
    params: hospitalParams,
    response: okEnvelope(z.array(questionnaireRowSchema)),
  },
  /** QUESTIONNAIRE001 an unknown questionnaire. */
  getConsoleQuestionnaire: {
    method: 'GET',
    path: '/console/api/hospitals/:hosId/questionnaire-editor/:questionnaireId',
    params: questionnaireParams,
    response: okEnvelope(builderQuestionnaireSchema),
  },
  /** A new questionnaire, not yet published (patients are not asked it). */
  createQuestionnaire: {
    method: 'POST',
    path: '/console/api/hospitals/:hosId/questionnaire-editor',
    params: hospitalParams,
    body: questionnaireDocumentSchema,
    response: okEnvelope(builderQuestionnaireSchema),
  },
  /**
   * Replaces the questionnaire's texts and questions. QUESTIONNAIRE004 when someone answered it and the questions
   * differ (their texts included): only the title and intro may change then; copy it to ask something else.
   */
  saveQuestionnaire: {
    method: 'PUT',
    path: '/console/api/hospitals/:hosId/questionnaire-editor/:questionnaireId',
    params: questionnaireParams,
    body: questionnaireDocumentSchema,
    response: okEnvelope(builderQuestionnaireSchema),
  },
  /** A new unpublished questionnaire with the same texts and questions, and no answers. */
  copyQuestionnaire: {
    method: 'POST',
    path: '/console/api/hospitals/:hosId/questionnaire-editor/:questionnaireId/copy',
    params: questionnaireParams,
    response: okEnvelope(builderQuestionnaireSchema),
  },
  /** Publish (patients are asked it) or unpublish; QUESTIONNAIRE005 publishing one without questions. */
  setQuestionnaireActive: {
    method: 'POST',
    path: '/console/api/hospitals/:hosId/questionnaire-editor/:questionnaireId/active',
    params: questionnaireParams,
    body: questionnaireActiveBody,
    response: okEnvelope(builderQuestionnaireSchema),
  },
} as const;

export const packageEditorCalls = {
  /** The HIS's packages in its order, with the portal's listing of each. */
  listConsolePackages: {
    method: 'GET',
    path: '/console/api/hospitals/:hosId/physical-packages',
    params: hospitalParams,
    response: okEnvelope(z.array(consolePackageSchema)),
  },
  /** C002 a package the HIS does not offer. */
  savePackageListing: {
    method: 'PUT',
    path: '/console/api/hospitals/:hosId/physical-packages/:packageId',
    params: packageParams,
    body: packageListingBody,
    response: okEnvelope(consolePackageSchema),
  },
} as const;
