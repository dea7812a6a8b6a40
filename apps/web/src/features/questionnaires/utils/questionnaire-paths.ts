import type { QuestionnaireKind } from '@portal/shared';

/** Function-menu targets: the outpatient questionnaire under the multi-patient route, the inpatient one at /in-questionnaire. */
export const QUESTIONNAIRE_HOME: Record<QuestionnaireKind, string> = {
  out: '/other/multi-patient/out-questionnaire',
  in: '/in-questionnaire',
};

/** The home of the kind whose page (home, answer or thanks) `pathname` is. */
export function questionnaireKindOf(pathname: string): QuestionnaireKind {
  return pathname.startsWith(QUESTIONNAIRE_HOME.in) ? 'in' : 'out';
}

export const questionnaireAnswerPath = (
  kind: QuestionnaireKind,
  patientId: string,
  questionnaireId: string,
) =>
  `${QUESTIONNAIRE_HOME[kind]}/answer?${new URLSearchParams({ patientId, questionnaireId }).toString()}`;

export const questionnaireThanksPath = (kind: QuestionnaireKind, patientId: string) =>
  `${QUESTIONNAIRE_HOME[kind]}/thanks?${new URLSearchParams({ patientId }).toString()}`;

/** Back to the kind's list, for the same patient (the outpatient one otherwise starts with the patient picker). */
export const questionnaireHomePath = (kind: QuestionnaireKind, patientId?: string) =>
  patientId
    ? `${QUESTIONNAIRE_HOME[kind]}?${new URLSearchParams({ patientId }).toString()}`
    : QUESTIONNAIRE_HOME[kind];
