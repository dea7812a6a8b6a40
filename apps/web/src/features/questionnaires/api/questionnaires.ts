import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  questionnaireCalls,
  type AnswerInput,
  type QuestionnaireKind,
  type HosId,
} from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../stores/session-store.ts';

/** A patient's questionnaires are the signed-in user's: cached under ['user', hosId, userId, …] so another account never sees them. */
const questionnaireKeys = {
  all: (hosId: HosId, userId: string) => ['user', hosId, userId, 'questionnaires'] as const,
  list: (hosId: HosId, userId: string, patientId: string, kind: QuestionnaireKind, lang: string) =>
    [...questionnaireKeys.all(hosId, userId), 'list', patientId, kind, lang] as const,
  detail: (
    hosId: HosId,
    userId: string,
    patientId: string,
    questionnaireId: string,
    lang: string,
  ) =>
    [...questionnaireKeys.all(hosId, userId), 'detail', patientId, questionnaireId, lang] as const,
};
const useUserId = () => useSessionStore((s) => s.loginUser?.platformDetail.userId ?? '');

/** getQuestionnaireList: the patient's recent visits (or stays) and the questionnaires about them. */
export function useQuestionnaires(hosId: HosId, patientId: string, kind: QuestionnaireKind) {
  const { i18n } = useTranslation();
  const userId = useUserId();
  return useQuery({
    queryKey: questionnaireKeys.list(hosId, userId, patientId, kind, i18n.language),
    queryFn: () =>
      callApi(questionnaireCalls.getQuestionnaireList, { query: { hosId, patientId, kind } }),
    enabled: userId !== '',
  });
}

/** getQuestionnaireInfo: one questionnaire with its questions, and whether this patient answered it already. */
export function useQuestionnaire(hosId: HosId, patientId: string, questionnaireId: string) {
  const { i18n } = useTranslation();
  const userId = useUserId();
  return useQuery({
    queryKey: questionnaireKeys.detail(hosId, userId, patientId, questionnaireId, i18n.language),
    queryFn: () =>
      callApi(questionnaireCalls.getQuestionnaireInfo, {
        query: { hosId, patientId, questionnaireId },
      }),
    enabled: userId !== '',
  });
}

export interface SubmitInput {
  patientId: string;
  questionnaireId: string;
  visitId: string;
  answers: AnswerInput[];
}

/** submitQuestionnaire: stored once per patient (QUESTIONNAIRE003 afterwards); every list and detail is read again. */
export function useSubmitQuestionnaire(hosId: HosId) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: (input: SubmitInput) =>
      callApi(questionnaireCalls.submitQuestionnaire, { body: { hosId, ...input } }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: questionnaireKeys.all(hosId, userId) }),
  });
}
