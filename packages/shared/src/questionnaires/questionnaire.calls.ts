import { okEnvelope } from '../api/envelope.ts';
import {
  questionnaireDetailSchema,
  questionnaireInfoQuery,
  questionnaireListQuery,
  questionnaireListSchema,
  questionnaireSubmitBody,
  questionnaireSubmitSchema,
} from './questionnaire.schema.ts';

/**
 * The patient's calls (module out-questionnaire or in-questionnaire by kind; FUNC001 where closed).
 * PATIENT004 a patient not linked to the caller (another user's answers the same); QUESTIONNAIRE001 no such active
 * questionnaire at this hospital; QUESTIONNAIRE002 the visit is not one of the patient's recent visits (or stays) of the
 * questionnaire's kind; QUESTIONNAIRE003 this patient already answered; C018 a required question unanswered and C019
 * an answer of the wrong kind, each with the question's text as `field` and its id as `questionId`.
 */
export const questionnaireCalls = {
  getQuestionnaireList: {
    method: 'GET',
    path: '/questionnaires/api/list',
    auth: true,
    query: questionnaireListQuery,
    response: okEnvelope(questionnaireListSchema),
  },
  getQuestionnaireInfo: {
    method: 'GET',
    path: '/questionnaires/api/info',
    auth: true,
    query: questionnaireInfoQuery,
    response: okEnvelope(questionnaireDetailSchema),
  },
  submitQuestionnaire: {
    method: 'POST',
    path: '/questionnaires/api/submit',
    auth: true,
    body: questionnaireSubmitBody,
    response: okEnvelope(questionnaireSubmitSchema),
  },
} as const;
