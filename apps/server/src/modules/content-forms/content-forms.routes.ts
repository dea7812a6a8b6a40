import type { FastifyInstance } from 'fastify';
import {
  noticeEditorCalls as notices,
  packageEditorCalls as packages,
  questionnaireEditorCalls as questionnaires,
} from '@portal/shared/console';
import { registerConsoleCall } from '../staff/console-call.ts';
import { staffOf } from '../staff/staff-context.ts';
import * as service from './content-forms.service.ts';

/** The console's content editors: parse → service → reply. Who may send each: CONSOLE_CALL_ACCESS. */
export function contentFormsRoutes(app: FastifyInstance, deps: service.ContentFormsDeps) {
  const { db } = deps;
  registerConsoleCall(app, 'listNoticeEntries', notices.listNoticeEntries, ({ params }) =>
    service.listNoticeEntries(db, params.hosId),
  );
  registerConsoleCall(app, 'getNoticeVersion', notices.getNoticeVersion, ({ params }) =>
    service.getNoticeVersion(db, params.hosId, params.docType, params.version),
  );
  registerConsoleCall(
    app,
    'saveNoticeDraft',
    notices.saveNoticeDraft,
    ({ params, body, request }) =>
      service.saveNoticeDraft(db, staffOf(request), params, body.texts),
  );
  registerConsoleCall(
    app,
    'discardNoticeDraft',
    notices.discardNoticeDraft,
    ({ params, request }) => service.discardNoticeDraft(db, staffOf(request), params),
  );
  registerConsoleCall(
    app,
    'publishNoticeDraft',
    notices.publishNoticeDraft,
    ({ params, request }) => service.publishNoticeDraft(db, staffOf(request), params),
  );

  registerConsoleCall(
    app,
    'listConsoleQuestionnaires',
    questionnaires.listConsoleQuestionnaires,
    ({ params }) => service.listQuestionnaires(db, params.hosId),
  );
  registerConsoleCall(
    app,
    'getConsoleQuestionnaire',
    questionnaires.getConsoleQuestionnaire,
    ({ params }) => service.getQuestionnaire(db, params.hosId, params.questionnaireId),
  );
  registerConsoleCall(
    app,
    'createQuestionnaire',
    questionnaires.createQuestionnaire,
    ({ params, body, request }) =>
      service.createQuestionnaire(db, staffOf(request), params.hosId, body),
  );
  registerConsoleCall(
    app,
    'saveQuestionnaire',
    questionnaires.saveQuestionnaire,
    ({ params, body, request }) => service.saveQuestionnaire(db, staffOf(request), params, body),
  );
  registerConsoleCall(
    app,
    'copyQuestionnaire',
    questionnaires.copyQuestionnaire,
    ({ params, request }) => service.copyQuestionnaire(db, staffOf(request), params),
  );
  registerConsoleCall(
    app,
    'setQuestionnaireActive',
    questionnaires.setQuestionnaireActive,
    ({ params, body, request }) =>
      service.setQuestionnaireActive(db, staffOf(request), params, body.active),
  );

  registerConsoleCall(app, 'listConsolePackages', packages.listConsolePackages, ({ params }) =>
    service.listPackages(deps, params.hosId),
  );
  registerConsoleCall(
    app,
    'savePackageListing',
    packages.savePackageListing,
    ({ params, body, request }) => service.savePackageListing(deps, staffOf(request), params, body),
  );
}
