import type { Language, QuestionnaireResults, HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { translations } from '../translations/localize.ts';
import { requireEnabledHospital } from '../hospital/hospital.service.ts';
import * as repo from './questionnaires.repository.ts';
import { questionOf } from './questionnaires.service.ts';

const LATEST_TEXTS = 20;

/**
 * "Results counted for the hospital" (the console's content readers): per question how many
 * answered; per option how many picked it (every option listed, unpicked ones with 0); a scale's mean and count per
 * score; a free-text question's latest answers. Counts come from the stored answers only, never from names: nothing
 * here says who answered. QUESTIONNAIRE001 an unknown questionnaire (a withdrawn one still has its results).
 */
export async function questionnaireResults(
  db: Db,
  hosId: HosId,
  questionnaireId: string,
  lang: Language,
): Promise<QuestionnaireResults> {
  await requireEnabledHospital(db, hosId);
  const row = await repo.findQuestionnaire(db, hosId, questionnaireId);
  if (!row) throw new AppError('QUESTIONNAIRE001');
  const [tr, questionRows, responses, totals, choices, scores, texts] = await Promise.all([
    translations(db, hosId, lang),
    repo.listQuestions(db, hosId, [questionnaireId]),
    repo.countResponses(db, hosId, questionnaireId),
    repo.answerTotals(db, hosId, questionnaireId),
    repo.choiceCounts(db, hosId, questionnaireId),
    repo.scoreCounts(db, hosId, questionnaireId),
    repo.latestTexts(db, hosId, questionnaireId, LATEST_TEXTS),
  ]);
  const questions = questionRows
    .map((q) => questionOf(q, tr))
    .map((q) => {
      const total = totals.find((t) => t.question_id === q.questionId);
      const countOf = (value: string) =>
        Number(choices.find((c) => c.question_id === q.questionId && c.value === value)?.n ?? 0);
      const scoreOf = (score: number) =>
        Number(scores.find((s) => s.question_id === q.questionId && s.score === score)?.n ?? 0);
      const range =
        q.scaleMin !== null && q.scaleMax !== null
          ? Array.from({ length: q.scaleMax - q.scaleMin + 1 }, (_, i) => q.scaleMin! + i)
          : [];
      return {
        questionId: q.questionId,
        kind: q.kind,
        text: q.text,
        answered: Number(total?.n ?? 0),
        choices: q.options.map((o) => ({
          value: o.value,
          label: o.label,
          count: countOf(o.value),
        })),
        average:
          q.kind === 'scale' && total?.average !== undefined && total.average !== null
            ? Number(total.average)
            : null,
        scores: range.map((score) => ({ score, count: scoreOf(score) })),
        texts: texts.filter((t) => t.question_id === q.questionId).map((t) => t.text),
      };
    });
  return {
    questionnaireId,
    kind: row.kind,
    title: tr.text('questionnaire', questionnaireId, 'title', row.title),
    responses,
    questions,
  };
}
