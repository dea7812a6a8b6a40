import type { HosId } from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { HisPerson } from '../../his/his.ts';

/** Kysely only; (db, hosId, …) first and every statement filters on hos_id (docs/architecture.md#tenancy-every-row-carries-hos_id). */

export function listActive(db: Db, hosId: HosId, kind: 'out' | 'in') {
  return db
    .selectFrom('questionnaire')
    .selectAll()
    .where('hos_id', '=', hosId)
    .where('kind', '=', kind)
    .where('active', '=', true)
    .orderBy('sort')
    .orderBy('questionnaire_id')
    .execute();
}

export function findQuestionnaire(db: Db, hosId: HosId, questionnaireId: string) {
  return db
    .selectFrom('questionnaire')
    .selectAll()
    .where('hos_id', '=', hosId)
    .where('questionnaire_id', '=', questionnaireId)
    .executeTakeFirst();
}

export function listQuestions(db: Db, hosId: HosId, questionnaireIds: string[]) {
  if (questionnaireIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('questionnaire_question')
    .selectAll()
    .where('hos_id', '=', hosId)
    .where('questionnaire_id', 'in', questionnaireIds)
    .orderBy('questionnaire_id')
    .orderBy('seq')
    .execute();
}

/** When the person answered each of these questionnaires (whichever account or linked patient did). */
export function listResponses(db: Db, hosId: HosId, person: HisPerson, questionnaireIds: string[]) {
  if (questionnaireIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('questionnaire_response')
    .select(['questionnaire_id', 'submitted_at'])
    .where('hos_id', '=', hosId)
    .where('cert_type', '=', person.certType)
    .where('cert_no', '=', person.certNo)
    .where('questionnaire_id', 'in', questionnaireIds)
    .execute();
}

export interface StoredAnswer {
  questionId: string;
  choices?: string[];
  score?: number;
  text?: string;
}

/**
 * The response and its answers in one transaction. The response's primary key (hospital, questionnaire, person) is the
 * one-answer rule: a second submit — also one racing the first, which waits on the key until the first commits — inserts
 * nothing, and undefined tells the caller so (no answer row is written then).
 */
export async function insertResponse(
  db: Db,
  hosId: HosId,
  r: {
    questionnaireId: string;
    person: HisPerson;
    userId: string;
    patientId: string;
    visitId: string;
  },
  answers: StoredAnswer[],
): Promise<Date | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('questionnaire_response')
      .values({
        hos_id: hosId,
        questionnaire_id: r.questionnaireId,
        cert_type: r.person.certType,
        cert_no: r.person.certNo,
        user_id: r.userId,
        patient_id: r.patientId,
        visit_id: r.visitId,
      })
      .onConflict((c) => c.doNothing())
      .returning('submitted_at')
      .executeTakeFirst();
    if (!row) return undefined;
    if (answers.length > 0) {
      await trx
        .insertInto('questionnaire_answer')
        .values(
          answers.map((a) => ({
            hos_id: hosId,
            questionnaire_id: r.questionnaireId,
            cert_type: r.person.certType,
            cert_no: r.person.certNo,
            question_id: a.questionId,
            choices: a.choices ?? null,
            score: a.score ?? null,
            text: a.text ?? null,
          })),
        )
        .execute();
    }
    return row.submitted_at;
  });
}

export async function countResponses(
  db: Db,
  hosId: HosId,
  questionnaireId: string,
): Promise<number> {
  const row = await db
    .selectFrom('questionnaire_response')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('hos_id', '=', hosId)
    .where('questionnaire_id', '=', questionnaireId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Per question: how many answered it, and the mean score of a scale. */
export function answerTotals(db: Db, hosId: HosId, questionnaireId: string) {
  return db
    .selectFrom('questionnaire_answer')
    .select([
      'question_id',
      (eb) => eb.fn.countAll<string>().as('n'),
      sql<string | null>`round(avg(score)::numeric, 2)`.as('average'),
    ])
    .where('hos_id', '=', hosId)
    .where('questionnaire_id', '=', questionnaireId)
    .groupBy('question_id')
    .execute();
}

/** How often each choice was picked (a multiple-choice answer counts once per option it picked). */
export async function choiceCounts(db: Db, hosId: HosId, questionnaireId: string) {
  const { rows } = await sql<{ question_id: string; value: string; n: string }>`
    select question_id, value, count(*) as n
      from questionnaire_answer, unnest(choices) as value
     where hos_id = ${hosId} and questionnaire_id = ${questionnaireId}
     group by question_id, value`.execute(db);
  return rows;
}

export function scoreCounts(db: Db, hosId: HosId, questionnaireId: string) {
  return db
    .selectFrom('questionnaire_answer')
    .select(['question_id', 'score', (eb) => eb.fn.countAll<string>().as('n')])
    .where('hos_id', '=', hosId)
    .where('questionnaire_id', '=', questionnaireId)
    .where('score', 'is not', null)
    .groupBy(['question_id', 'score'])
    .execute();
}

/** The latest free-text answers of each question, at most `limit` per question. */
export async function latestTexts(db: Db, hosId: HosId, questionnaireId: string, limit: number) {
  const { rows } = await sql<{ question_id: string; text: string }>`
    select question_id, text from (
      select a.question_id, a.text, row_number() over (partition by a.question_id order by r.submitted_at desc, a.cert_no) as k
        from questionnaire_answer a
        join questionnaire_response r using (hos_id, questionnaire_id, cert_type, cert_no)
       where a.hos_id = ${hosId} and a.questionnaire_id = ${questionnaireId} and a.text is not null
    ) t where k <= ${limit} order by question_id, k`.execute(db);
  return rows;
}
