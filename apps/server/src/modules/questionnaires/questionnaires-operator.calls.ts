import { okEnvelope, questionnaireResultsBody, questionnaireResultsSchema } from '@portal/shared';

/**
 * The hospital reads a questionnaire's counts (operator credential, operator.auth.ts; the contract
 * lives with the module until a console needs it in packages/shared). QUESTIONNAIRE001 an unknown questionnaire,
 * HOSPITAL001/002 an unknown or disabled hospital.
 */
export const questionnaireResultsCall = {
  method: 'POST',
  path: '/operator/api/questionnaire/results',
  body: questionnaireResultsBody,
  response: okEnvelope(questionnaireResultsSchema),
} as const;
