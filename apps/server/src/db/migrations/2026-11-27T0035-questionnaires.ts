import { sql, type Kysely } from 'kysely';

/**
 * Questionnaires (/other/multi-patient/out-questionnaire and /in-questionnaire; docs/health-content.md):
 * - questionnaire: a hospital's outpatient ('out', after a visit) or inpatient ('in', after a stay) questionnaire;
 * - questionnaire_question: its questions in order — single or multiple choice (options as [{value, label}]), a scale
 *   (scale_min…scale_max) or free text (max_length); `required` answers are refused when missing;
 * - questionnaire_response: one answer per person (the HIS's certificate, so two accounts holding the same person
 *   cannot both answer) per questionnaire — the primary key is the invariant, so a second submit, also one racing the
 *   first, inserts nothing; it records which linked patient and account answered and about which visit or stay;
 * - questionnaire_answer: one row per answered question (choices, score or text), what the hospital's counts read.
 * Texts in the primary language; other languages are content_translation rows (kind 'questionnaire' and
 * 'questionnaire-question', migration 0027).
 * Frozen in time: never import application code here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('questionnaire')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('questionnaire_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('out', 'in')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('questionnaire_pk', ['hos_id', 'questionnaire_id'])
    .addForeignKeyConstraint('questionnaire_hospital_fk', ['hos_id'], 'hospital', ['hos_id'], (c) =>
      c.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createTable('questionnaire_question')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('questionnaire_id', 'text', (c) => c.notNull())
    .addColumn('question_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('single', 'multiple', 'scale', 'text')`),
    )
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('required', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('options', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('scale_min', 'integer')
    .addColumn('scale_max', 'integer')
    .addColumn('max_length', 'integer')
    .addPrimaryKeyConstraint('questionnaire_question_pk', [
      'hos_id',
      'questionnaire_id',
      'question_id',
    ])
    .addForeignKeyConstraint(
      'questionnaire_question_fk',
      ['hos_id', 'questionnaire_id'],
      'questionnaire',
      ['hos_id', 'questionnaire_id'],
      (c) => c.onDelete('cascade'),
    )
    .addCheckConstraint(
      'questionnaire_question_scale',
      sql`kind <> 'scale' or (scale_min is not null and scale_max > scale_min)`,
    )
    .execute();
  await db.schema
    .createTable('questionnaire_response')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('questionnaire_id', 'text', (c) => c.notNull())
    .addColumn('cert_type', 'integer', (c) => c.notNull())
    .addColumn('cert_no', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('patient_id', 'text', (c) => c.notNull())
    .addColumn('visit_id', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('questionnaire_response_pk', [
      'hos_id',
      'questionnaire_id',
      'cert_type',
      'cert_no',
    ])
    .addForeignKeyConstraint(
      'questionnaire_response_fk',
      ['hos_id', 'questionnaire_id'],
      'questionnaire',
      ['hos_id', 'questionnaire_id'],
      (c) => c.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createTable('questionnaire_answer')
    .addColumn('hos_id', 'text', (c) => c.notNull())
    .addColumn('questionnaire_id', 'text', (c) => c.notNull())
    .addColumn('cert_type', 'integer', (c) => c.notNull())
    .addColumn('cert_no', 'text', (c) => c.notNull())
    .addColumn('question_id', 'text', (c) => c.notNull())
    .addColumn('choices', sql`text[]`)
    .addColumn('score', 'integer')
    .addColumn('text', 'text')
    .addPrimaryKeyConstraint('questionnaire_answer_pk', [
      'hos_id',
      'questionnaire_id',
      'cert_type',
      'cert_no',
      'question_id',
    ])
    .addForeignKeyConstraint(
      'questionnaire_answer_response_fk',
      ['hos_id', 'questionnaire_id', 'cert_type', 'cert_no'],
      'questionnaire_response',
      ['hos_id', 'questionnaire_id', 'cert_type', 'cert_no'],
      (c) => c.onDelete('cascade'),
    )
    .addForeignKeyConstraint(
      'questionnaire_answer_question_fk',
      ['hos_id', 'questionnaire_id', 'question_id'],
      'questionnaire_question',
      ['hos_id', 'questionnaire_id', 'question_id'],
      (c) => c.onDelete('cascade'),
    )
    .addCheckConstraint(
      'questionnaire_answer_one_value',
      sql`num_nonnulls(choices, score, text) = 1`,
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'questionnaire_answer',
    'questionnaire_response',
    'questionnaire_question',
    'questionnaire',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
