import type { FastifyInstance } from 'fastify';
import { questionnaireCalls as calls } from '@portal/shared';
import { registerCall } from '../../plugins/route.ts';
import {
  getQuestionnaire,
  listQuestionnaires,
  submitQuestionnaire,
  type QuestionnaireDeps,
} from './questionnaires.service.ts';

/** The patient's questionnaire calls — parse → service → reply. */
export function questionnaireRoutes(app: FastifyInstance, deps: QuestionnaireDeps) {
  const tags = ['questionnaires'];
  registerCall(
    app,
    'getQuestionnaireList',
    calls.getQuestionnaireList,
    ({ ctx, query }) => listQuestionnaires(deps, ctx, query.patientId, query.kind, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'getQuestionnaireInfo',
    calls.getQuestionnaireInfo,
    ({ ctx, query }) =>
      getQuestionnaire(deps, ctx, query.patientId, query.questionnaireId, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'submitQuestionnaire',
    calls.submitQuestionnaire,
    ({ ctx, body: { hosId: _h, ...input } }) => submitQuestionnaire(deps, ctx, input, ctx.lang),
    tags,
  );
}
