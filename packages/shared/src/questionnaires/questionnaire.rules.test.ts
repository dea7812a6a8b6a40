import { describe, expect, it } from 'vitest';
import { answerProblems, answersToStore, isBlankAnswer } from './questionnaire.rules.ts';
import type { Question } from './questionnaire.schema.ts';

const q = (
  questionId: string,
  kind: Question['kind'],
  extra: Partial<Question> = {},
): Question => ({
  questionId,
  kind,
  text: questionId,
  required: true,
  options: [],
  scaleMin: null,
  scaleMax: null,
  maxLength: null,
  ...extra,
});
const options = [
  { value: 'a', label: 'A' },
  { value: 'b', label: 'B' },
];
const QUESTIONS = [
  q('one', 'single', { options }),
  q('many', 'multiple', { options }),
  q('scale', 'scale', { scaleMin: 1, scaleMax: 5 }),
  q('note', 'text', { required: false, maxLength: 10 }),
];
const GOOD = [
  { questionId: 'one', choices: ['a'] },
  { questionId: 'many', choices: ['a', 'b'] },
  { questionId: 'scale', score: 5 },
];

describe('answerProblems', () => {
  it('accepts every kind answered right, an optional question left out or blank', () => {
    expect(answerProblems(QUESTIONS, GOOD)).toEqual([]);
    expect(answerProblems(QUESTIONS, [...GOOD, { questionId: 'note', text: '   ' }])).toEqual([]);
    expect(
      answerProblems(QUESTIONS, [...GOOD, { questionId: 'note', text: ' ten chars! ' }]),
    ).toEqual([]);
  });

  it('C018 for each required question unanswered, in question order', () => {
    expect(answerProblems(QUESTIONS, [{ questionId: 'many', choices: [] }])).toEqual([
      { questionId: 'one', key: 'C018' },
      { questionId: 'many', key: 'C018' },
      { questionId: 'scale', key: 'C018' },
    ]);
  });

  it('C019 for the wrong kind, a choice not offered, too many choices, out of range, too long, unknown or repeated', () => {
    const bad = (answer: object) =>
      answerProblems(QUESTIONS, [
        ...GOOD.filter((g) => g.questionId !== (answer as { questionId: string }).questionId),
        answer as never,
      ]);
    expect(bad({ questionId: 'one', score: 1 })).toEqual([{ questionId: 'one', key: 'C019' }]);
    expect(bad({ questionId: 'one', choices: ['a', 'b'] })).toEqual([
      { questionId: 'one', key: 'C019' },
    ]);
    expect(bad({ questionId: 'many', choices: ['a', 'z'] })).toEqual([
      { questionId: 'many', key: 'C019' },
    ]);
    expect(bad({ questionId: 'many', choices: ['a', 'a'] })).toEqual([
      { questionId: 'many', key: 'C019' },
    ]);
    expect(bad({ questionId: 'scale', score: 0 })).toEqual([{ questionId: 'scale', key: 'C019' }]);
    expect(bad({ questionId: 'scale', choices: ['a'] })).toEqual([
      { questionId: 'scale', key: 'C019' },
    ]);
    expect(bad({ questionId: 'note', text: 'eleven char' })).toEqual([
      { questionId: 'note', key: 'C019' },
    ]);
    expect(
      answerProblems(QUESTIONS, [
        ...GOOD,
        { questionId: 'x', score: 1 },
        { questionId: 'one', choices: ['b'] },
      ]),
    ).toEqual([
      { questionId: 'x', key: 'C019' },
      { questionId: 'one', key: 'C019' },
    ]);
  });

  it('stores only what was given, texts trimmed', () => {
    expect(isBlankAnswer({ questionId: 'x', choices: [] })).toBe(true);
    expect(answersToStore(QUESTIONS, [...GOOD, { questionId: 'note', text: ' hi ' }])).toEqual([
      ...GOOD,
      { questionId: 'note', text: 'hi' },
    ]);
    expect(answersToStore(QUESTIONS, [...GOOD, { questionId: 'note', text: '' }])).toEqual(GOOD);
  });
});
