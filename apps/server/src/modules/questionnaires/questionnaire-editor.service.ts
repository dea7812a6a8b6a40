import { randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { HosId, Language } from '@portal/shared';
import type {
  BuilderQuestion,
  BuilderQuestionnaire,
  QuestionnaireRow,
} from '@portal/shared/console';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  replaceTranslations,
  translationsOfRows,
  type TranslationRow,
} from '../translations/localize.ts';
import * as repo from './questionnaires.repository.ts';
import * as editor from './questionnaire-editor.repository.ts';

/**
 * The console's questionnaire builder (docs/console-content.md#questionnaires). A questionnaire is created unpublished
 * (patients are not asked it) and published or unpublished at will. Once anyone answered it, its questions are fixed —
 * answers point at a question and count its options, so changing a question would change what the answers mean —
 * and only its title and intro may still change (QUESTIONNAIRE004); a copy asks something else.
 * The columns hold the en-US text, content_translation the zh-CN one (kinds 'questionnaire', 'questionnaire-question').
 * None of these opens a transaction: the caller runs them in the one that also writes the audit entry.
 */
type Bilingual = Record<Language, string>;
export interface QuestionnaireInput {
  kind: 'out' | 'in';
  title: Bilingual;
  intro: Bilingual;
  questions: BuilderQuestion[];
}
type Translated = Awaited<ReturnType<typeof translationsOfRows>>;
const questionRef = (questionnaireId: string, questionId: string) =>
  `${questionnaireId}:${questionId}`;
const newId = (prefix: string) => `${prefix}${randomBytes(5).toString('hex')}`;

function both(tr: Translated, ref: string, field: string, column: string): Bilingual {
  return {
    'en-US': tr.get('en-US')?.get(ref)?.get(field) ?? column,
    'zh-CN': tr.get('zh-CN')?.get(ref)?.get(field) ?? column,
  };
}

/** A question as the builder compares and shows it: the fields of other kinds empty. */
function normal(q: Omit<BuilderQuestion, 'questionId'> & { questionId: string }) {
  return {
    questionId: q.questionId,
    kind: q.kind,
    text: q.text,
    required: q.required,
    options: q.kind === 'single' || q.kind === 'multiple' ? q.options : [],
    scaleMin: q.kind === 'scale' ? q.scaleMin : null,
    scaleMax: q.kind === 'scale' ? q.scaleMax : null,
    maxLength: q.kind === 'text' ? q.maxLength : null,
  };
}

/** QUESTIONNAIRE001 an unknown questionnaire. */
export async function getBuilderQuestionnaire(
  db: Db,
  hosId: HosId,
  questionnaireId: string,
): Promise<BuilderQuestionnaire> {
  const row = await repo.findQuestionnaire(db, hosId, questionnaireId);
  if (!row) throw new AppError('QUESTIONNAIRE001');
  const [questions, responseCount] = await Promise.all([
    repo.listQuestions(db, hosId, [questionnaireId]),
    repo.countResponses(db, hosId, questionnaireId),
  ]);
  const [tq, tqq] = await Promise.all([
    translationsOfRows(db, hosId, 'questionnaire', [questionnaireId]),
    translationsOfRows(
      db,
      hosId,
      'questionnaire-question',
      questions.map((q) => questionRef(questionnaireId, q.question_id)),
    ),
  ]);
  return {
    questionnaireId,
    kind: row.kind,
    title: both(tq, questionnaireId, 'title', row.title),
    intro: both(tq, questionnaireId, 'intro', row.intro),
    questions: questions.map((q) => {
      const ref = questionRef(questionnaireId, q.question_id);
      return normal({
        questionId: q.question_id,
        kind: q.kind,
        text: both(tqq, ref, 'text', q.text),
        required: q.required,
        options: q.options.map((o) => ({
          value: o.value,
          label: both(tqq, ref, `option:${o.value}`, o.label),
        })),
        scaleMin: q.scale_min,
        scaleMax: q.scale_max,
        maxLength: q.max_length,
      });
    }),
    active: row.active,
    responseCount,
    createdAt: row.created_at.toISOString(),
  };
}

export async function listBuilderQuestionnaires(db: Db, hosId: HosId): Promise<QuestionnaireRow[]> {
  const rows = await editor.listAll(db, hosId);
  const tr = await translationsOfRows(
    db,
    hosId,
    'questionnaire',
    rows.map((r) => r.questionnaire_id),
  );
  return rows.map((r) => ({
    questionnaireId: r.questionnaire_id,
    kind: r.kind,
    title: both(tr, r.questionnaire_id, 'title', r.title),
    active: r.active,
    questionCount: Number(r.question_count ?? 0),
    responseCount: Number(r.response_count ?? 0),
    createdAt: r.created_at.toISOString(),
  }));
}

/** The title's and intro's zh-CN texts (the en-US ones are the columns). */
function headTranslations(questionnaireId: string, doc: QuestionnaireInput): TranslationRow[] {
  return [
    {
      kind: 'questionnaire',
      ref: questionnaireId,
      field: 'title',
      lang: 'zh-CN',
      text: doc.title['zh-CN'],
    },
    {
      kind: 'questionnaire',
      ref: questionnaireId,
      field: 'intro',
      lang: 'zh-CN',
      text: doc.intro['zh-CN'],
    },
  ].filter((r) => r.text !== '');
}

/** Writes the questions whole (ids kept where given, new ones made) with their zh-CN texts. */
async function writeQuestions(
  db: Db,
  hosId: HosId,
  questionnaireId: string,
  questions: BuilderQuestion[],
  oldIds: string[],
) {
  const withIds = questions.map((q) => normal({ ...q, questionId: q.questionId ?? newId('q') }));
  await editor.replaceQuestions(
    db,
    hosId,
    questionnaireId,
    withIds.map((q) => ({
      question_id: q.questionId,
      kind: q.kind,
      text: q.text['en-US'],
      required: q.required,
      options: q.options.map((o) => ({ value: o.value, label: o.label['en-US'] })),
      scale_min: q.scaleMin,
      scale_max: q.scaleMax,
      max_length: q.maxLength,
    })),
  );
  const rows = withIds.flatMap((q): TranslationRow[] => {
    const ref = questionRef(questionnaireId, q.questionId);
    return [
      { kind: 'questionnaire-question', ref, field: 'text', lang: 'zh-CN', text: q.text['zh-CN'] },
      ...q.options.map((o) => ({
        kind: 'questionnaire-question',
        ref,
        field: `option:${o.value}`,
        lang: 'zh-CN',
        text: o.label['zh-CN'],
      })),
    ];
  });
  const refs = [...new Set([...oldIds, ...withIds.map((q) => q.questionId)])].map((id) =>
    questionRef(questionnaireId, id),
  );
  await replaceTranslations(db, hosId, 'questionnaire-question', refs, rows);
}

export async function createQuestionnaire(
  db: Db,
  hosId: HosId,
  doc: QuestionnaireInput,
): Promise<string> {
  const questionnaireId = newId('qn-');
  await editor.insertQuestionnaire(db, hosId, {
    questionnaireId,
    kind: doc.kind,
    title: doc.title['en-US'],
    intro: doc.intro['en-US'],
  });
  await replaceTranslations(
    db,
    hosId,
    'questionnaire',
    [questionnaireId],
    headTranslations(questionnaireId, doc),
  );
  await writeQuestions(db, hosId, questionnaireId, doc.questions, []);
  return questionnaireId;
}

/**
 * Replaces the texts and questions. With answers, the questions (and the kind, which decides whom it asks about what)
 * must be exactly those stored — QUESTIONNAIRE004 otherwise; QUESTIONNAIRE001 an unknown questionnaire.
 */
export async function saveQuestionnaire(
  db: Db,
  hosId: HosId,
  questionnaireId: string,
  doc: QuestionnaireInput,
): Promise<{ before: BuilderQuestionnaire }> {
  const locked = await editor.lockQuestionnaire(db, hosId, questionnaireId);
  if (!locked) throw new AppError('QUESTIONNAIRE001');
  const before = await getBuilderQuestionnaire(db, hosId, questionnaireId);
  if (before.responseCount > 0) {
    const same =
      doc.kind === before.kind &&
      doc.questions.length === before.questions.length &&
      doc.questions.every(
        (q, i) =>
          q.questionId !== undefined &&
          isDeepStrictEqual(normal({ ...q, questionId: q.questionId }), before.questions[i]),
      );
    if (!same) throw new AppError('QUESTIONNAIRE004');
  }
  await editor.updateQuestionnaire(db, hosId, questionnaireId, {
    kind: doc.kind,
    title: doc.title['en-US'],
    intro: doc.intro['en-US'],
  });
  await replaceTranslations(
    db,
    hosId,
    'questionnaire',
    [questionnaireId],
    headTranslations(questionnaireId, doc),
  );
  if (before.responseCount === 0)
    await writeQuestions(
      db,
      hosId,
      questionnaireId,
      doc.questions,
      before.questions.map((q) => q.questionId),
    );
  return { before };
}

/** Publishing needs a question (QUESTIONNAIRE005); QUESTIONNAIRE001 an unknown questionnaire. */
export async function setQuestionnaireActive(
  db: Db,
  hosId: HosId,
  questionnaireId: string,
  active: boolean,
) {
  const locked = await editor.lockQuestionnaire(db, hosId, questionnaireId);
  if (!locked) throw new AppError('QUESTIONNAIRE001');
  if (active) {
    const questions = await repo.listQuestions(db, hosId, [questionnaireId]);
    if (questions.length === 0) throw new AppError('QUESTIONNAIRE005');
  }
  await editor.updateQuestionnaire(db, hosId, questionnaireId, { active });
  return { wasActive: locked.active };
}
