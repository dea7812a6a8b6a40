import type { FastifyInstance, FastifyRequest } from 'fastify';
import { questionnaireCalls as calls } from '@portal/shared';
import { languageOf } from '../../plugins/error-handler.ts';
import { registerCall } from '../../plugins/route.ts';
import type { AuthUser } from '../auth/auth.plugin.ts';
import type { Actor } from '../patients/patients.service.ts';
import {
  getQuestionnaire,
  listQuestionnaires,
  submitQuestionnaire,
  type QuestionnaireDeps,
} from './questionnaires.service.ts';

/** The patient's questionnaire calls — parse → service → reply. */
export function questionnaireRoutes(app: FastifyInstance, deps: QuestionnaireDeps) {
  const tags = ['questionnaires'];
  const actor = (user: AuthUser, request: FastifyRequest): Actor => ({ ...user, ip: request.ip });
  registerCall(
    app,
    'getQuestionnaireList',
    calls.getQuestionnaireList,
    ({ user, query, request }) =>
      listQuestionnaires(
        deps,
        actor(user, request),
        query.patientId,
        query.kind,
        languageOf(request),
      ),
    tags,
  );
  registerCall(
    app,
    'getQuestionnaireInfo',
    calls.getQuestionnaireInfo,
    ({ user, query, request }) =>
      getQuestionnaire(
        deps,
        actor(user, request),
        query.patientId,
        query.questionnaireId,
        languageOf(request),
      ),
    tags,
  );
  registerCall(
    app,
    'submitQuestionnaire',
    calls.submitQuestionnaire,
    ({ user, body: { hosId: _h, ...input }, request }) =>
      submitQuestionnaire(deps, actor(user, request), input, languageOf(request)),
    tags,
  );
}
