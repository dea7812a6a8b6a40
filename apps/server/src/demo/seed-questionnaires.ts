import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { QUESTION_KINDS, QUESTIONNAIRE_KINDS, type HosId } from '@portal/shared';
import type { Db } from '../db/database.ts';
import {
  insertMissingTranslations,
  type TranslationRow,
} from '../modules/translations/translations.repository.ts';

/**
 * A demo hospital's outpatient and inpatient questionnaires, from
 * apps/server/demo/<hosId>/questionnaires.json. Each text carries its Chinese beside the English (`zh`), written to
 * content_translation (kinds 'questionnaire' and 'questionnaire-question') like the rest of the hospital's content.
 * Rows are added where missing (a hospital loaded before this file existed gets them; one edited by hand is kept).
 */
const text = z.string().min(1);
const id = z.string().regex(/^[\w-]{1,64}$/);

const questionSchema = z
  .strictObject({
    questionId: id,
    kind: z.enum(QUESTION_KINDS),
    text,
    required: z.boolean(),
    options: z
      .array(
        z.strictObject({ value: id, label: text, zh: z.strictObject({ label: text }).optional() }),
      )
      .optional(),
    scaleMin: z.number().int().optional(),
    scaleMax: z.number().int().optional(),
    maxLength: z.number().int().positive().optional(),
    zh: z.strictObject({ text }).optional(),
  })
  .refine(
    (q) =>
      (q.kind === 'scale') ===
      (q.scaleMin !== undefined && q.scaleMax !== undefined && q.scaleMax > q.scaleMin),
    'a scale (only) has scaleMin < scaleMax',
  )
  .refine(
    (q) =>
      (q.kind === 'single' || q.kind === 'multiple') ===
      (q.options !== undefined && q.options.length >= 2),
    'a choice question (only) has two or more options',
  );

const questionnairesFileSchema = z.strictObject({
  questionnaires: z.array(
    z.strictObject({
      questionnaireId: id,
      kind: z.enum(QUESTIONNAIRE_KINDS),
      sort: z.number().int(),
      title: text,
      intro: z.string(),
      zh: z.strictObject({ title: text, intro: text }).partial().optional(),
      questions: z.array(questionSchema).min(1),
    }),
  ),
});
export type DemoQuestionnairesFile = z.infer<typeof questionnairesFileSchema>;

export function readDemoQuestionnaires(folder: string): DemoQuestionnairesFile | null {
  const file = path.join(folder, 'questionnaires.json');
  return fs.existsSync(file)
    ? questionnairesFileSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')))
    : null;
}

function translationsOf(f: DemoQuestionnairesFile): TranslationRow[] {
  const rows: TranslationRow[] = [];
  const add = (kind: string, ref: string, field: string, value: string | undefined) => {
    if (value) rows.push({ kind, ref, field, lang: 'zh-CN', text: value });
  };
  for (const q of f.questionnaires) {
    add('questionnaire', q.questionnaireId, 'title', q.zh?.title);
    add('questionnaire', q.questionnaireId, 'intro', q.zh?.intro);
    for (const question of q.questions) {
      const ref = `${q.questionnaireId}:${question.questionId}`;
      add('questionnaire-question', ref, 'text', question.zh?.text);
      for (const o of question.options ?? [])
        add('questionnaire-question', ref, `option:${o.value}`, o.zh?.label);
    }
  }
  return rows;
}

export async function seedQuestionnaires(
  db: Db,
  hosId: HosId,
  f: DemoQuestionnairesFile | null,
): Promise<void> {
  if (!f || f.questionnaires.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('questionnaire')
      .values(
        f.questionnaires.map((q) => ({
          hos_id: hosId,
          questionnaire_id: q.questionnaireId,
          kind: q.kind,
          title: q.title,
          intro: q.intro,
          sort: q.sort,
        })),
      )
      .onConflict((c) => c.doNothing())
      .execute();
    await trx
      .insertInto('questionnaire_question')
      .values(
        f.questionnaires.flatMap((q) =>
          q.questions.map((question, seq) => ({
            hos_id: hosId,
            questionnaire_id: q.questionnaireId,
            question_id: question.questionId,
            seq,
            kind: question.kind,
            text: question.text,
            required: question.required,
            options: JSON.stringify(
              (question.options ?? []).map((o) => ({ value: o.value, label: o.label })),
            ),
            scale_min: question.scaleMin ?? null,
            scale_max: question.scaleMax ?? null,
            max_length: question.maxLength ?? null,
          })),
        ),
      )
      .onConflict((c) => c.doNothing())
      .execute();
    await insertMissingTranslations(trx, hosId, translationsOf(f));
  });
}
