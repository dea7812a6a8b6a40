import type { AnswerInput, Question } from './questionnaire.schema.ts';

/**
 * What makes a set of answers acceptable — the same rule in the browser (the form marks the questions)
 * and on the server (which refuses with the first problem's key). C018: a required question left unanswered; C019: an
 * answer of the wrong kind (a score for a choice question…), a choice the question does not offer, two choices for a
 * single-choice question, a score outside the scale, a text too long, or an answer to no question of this questionnaire.
 */
export interface AnswerProblem {
  questionId: string;
  key: 'C018' | 'C019';
}

/** Nothing given: no choice, no score and no (non-blank) text. An optional question may be left so. */
export function isBlankAnswer(a: AnswerInput | undefined): boolean {
  return (
    a === undefined ||
    ((a.choices?.length ?? 0) === 0 && a.score === undefined && (a.text ?? '').trim() === '')
  );
}

function fits(q: Question, a: AnswerInput): boolean {
  const offered = new Set(q.options.map((o) => o.value));
  const choices = a.choices ?? [];
  const onlyChoices = a.score === undefined && a.text === undefined;
  switch (q.kind) {
    case 'single':
      return onlyChoices && choices.length === 1 && offered.has(choices[0]!);
    case 'multiple':
      return (
        onlyChoices &&
        choices.length >= 1 &&
        new Set(choices).size === choices.length &&
        choices.every((c) => offered.has(c))
      );
    case 'scale':
      return (
        a.choices === undefined &&
        a.text === undefined &&
        a.score !== undefined &&
        Number.isInteger(a.score) &&
        q.scaleMin !== null &&
        q.scaleMax !== null &&
        a.score >= q.scaleMin &&
        a.score <= q.scaleMax
      );
    case 'text':
      return (
        a.choices === undefined &&
        a.score === undefined &&
        (a.text ?? '').trim().length <= (q.maxLength ?? 1000)
      );
  }
}

/** Every problem, in question order (answers to unknown or repeated questions last). Empty: the answers may be stored. */
export function answerProblems(
  questions: readonly Question[],
  answers: readonly AnswerInput[],
): AnswerProblem[] {
  const problems: AnswerProblem[] = [];
  const byId = new Map<string, AnswerInput>();
  const known = new Set(questions.map((q) => q.questionId));
  const stray: AnswerProblem[] = [];
  for (const a of answers) {
    if (!known.has(a.questionId) || byId.has(a.questionId))
      stray.push({ questionId: a.questionId, key: 'C019' });
    else byId.set(a.questionId, a);
  }
  for (const q of questions) {
    const a = byId.get(q.questionId);
    if (isBlankAnswer(a)) {
      if (q.required) problems.push({ questionId: q.questionId, key: 'C018' });
    } else if (!fits(q, a!)) {
      problems.push({ questionId: q.questionId, key: 'C019' });
    }
  }
  return [...problems, ...stray];
}

/** The answers worth storing: the given ones, texts trimmed (an optional question left blank stores nothing). */
export function answersToStore(
  questions: readonly Question[],
  answers: readonly AnswerInput[],
): AnswerInput[] {
  const known = new Set(questions.map((q) => q.questionId));
  return answers
    .filter((a) => known.has(a.questionId) && !isBlankAnswer(a))
    .map((a) => (a.text !== undefined ? { questionId: a.questionId, text: a.text.trim() } : a));
}
