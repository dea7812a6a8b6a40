import type { HosId } from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Kysely only; (db, hosId, …) first and every statement filters on hos_id (docs/architecture.md#tenancy-every-row-carries-hos_id). */

export interface QuestionRowInput {
  question_id: string;
  kind: 'single' | 'multiple' | 'scale' | 'text';
  text: string;
  required: boolean;
  options: { value: string; label: string }[];
  scale_min: number | null;
  scale_max: number | null;
  max_length: number | null;
}

/** Every questionnaire of the hospital, published or not, with its questions and answers counted. */
export function listAll(db: Db, hosId: HosId) {
  return db
    .selectFrom('questionnaire as q')
    .selectAll('q')
    .select((eb) => [
      eb
        .selectFrom('questionnaire_question as x')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('x.hos_id', '=', 'q.hos_id')
        .whereRef('x.questionnaire_id', '=', 'q.questionnaire_id')
        .as('question_count'),
      eb
        .selectFrom('questionnaire_response as r')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('r.hos_id', '=', 'q.hos_id')
        .whereRef('r.questionnaire_id', '=', 'q.questionnaire_id')
        .as('response_count'),
    ])
    .where('q.hos_id', '=', hosId)
    .orderBy('q.kind')
    .orderBy('q.sort')
    .orderBy('q.questionnaire_id')
    .execute();
}

/**
 * The questionnaire row, locked until the transaction ends: a patient's answer (whose insert holds a key-share lock on
 * it) waits for an edit to commit, and an edit waits for an answer in flight, so the response count read after this
 * is the one the edit acts on.
 */
export function lockQuestionnaire(db: Db, hosId: HosId, questionnaireId: string) {
  return db
    .selectFrom('questionnaire')
    .selectAll()
    .where('hos_id', '=', hosId)
    .where('questionnaire_id', '=', questionnaireId)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertQuestionnaire(
  db: Db,
  hosId: HosId,
  q: { questionnaireId: string; kind: 'out' | 'in'; title: string; intro: string },
) {
  await db
    .insertInto('questionnaire')
    .values((eb) => ({
      hos_id: hosId,
      questionnaire_id: q.questionnaireId,
      kind: q.kind,
      title: q.title,
      intro: q.intro,
      active: false,
      sort: eb
        .selectFrom('questionnaire')
        .select(sql<number>`coalesce(max(sort), 0) + 10`.as('s'))
        .where('hos_id', '=', hosId),
    }))
    .execute();
}

export async function updateQuestionnaire(
  db: Db,
  hosId: HosId,
  questionnaireId: string,
  set: { kind?: 'out' | 'in'; title?: string; intro?: string; active?: boolean },
) {
  await db
    .updateTable('questionnaire')
    .set(set)
    .where('hos_id', '=', hosId)
    .where('questionnaire_id', '=', questionnaireId)
    .execute();
}

/** Replaces every question (only while nobody has answered: answers point at the questions). */
export async function replaceQuestions(
  db: Db,
  hosId: HosId,
  questionnaireId: string,
  questions: QuestionRowInput[],
) {
  await db
    .deleteFrom('questionnaire_question')
    .where('hos_id', '=', hosId)
    .where('questionnaire_id', '=', questionnaireId)
    .execute();
  if (questions.length === 0) return;
  await db
    .insertInto('questionnaire_question')
    .values(
      questions.map((q, i) => ({
        hos_id: hosId,
        questionnaire_id: questionnaireId,
        seq: i + 1,
        ...q,
        options: JSON.stringify(q.options),
      })),
    )
    .execute();
}
