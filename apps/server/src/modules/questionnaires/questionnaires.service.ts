import {
  addDays,
  answerProblems,
  answersToStore,
  hospitalToday,
  QUESTIONNAIRE_VISIT_DAYS,
  type Language,
  type Question,
  type QuestionnaireDetail,
  type QuestionnaireKind,
  type QuestionnaireList,
  type QuestionnaireSubmitInput,
  type QuestionnaireSummary,
  type QuestionnaireVisit,
  type HosId,
} from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { HisAdapter, HisPerson } from '../../his/his.ts';
import { translations, type Translations } from '../translations/localize.ts';
import { getHospital, requireFunctionOpen } from '../hospital/hospital.service.ts';
import { logAccess, requirePatient } from '../patients/patients.service.ts';
import { hisPersonOf } from '../queries/query-period.ts';
import * as repo from './questionnaires.repository.ts';
import type { PatientContext } from '../../plugins/request-context.ts';

/**
 * A linked patient answers the
 * hospital's outpatient questionnaire about a recent visit, or its inpatient one about a recent stay. Visits and stays
 * are the HIS's (docs/architecture.md#the-his-is-an-adapter): an outpatient visit is a registration the HIS charged (not refunded), a stay one it
 * discharged. Only a patient whose link to the hospital's record was proven has any; one answer per person
 * and questionnaire (questionnaire_response's key).
 */
export const QUESTIONNAIRE_MODULES: Record<QuestionnaireKind, string> = {
  out: 'out-questionnaire',
  in: 'in-questionnaire',
};
const TEXT_MAX_DEFAULT = 500;

export interface QuestionnaireDeps {
  db: Db;
  his: HisAdapter;
}

type QuestionRow = Awaited<ReturnType<typeof repo.listQuestions>>[number];
type QuestionnaireRow = NonNullable<Awaited<ReturnType<typeof repo.findQuestionnaire>>>;

export function questionOf(row: QuestionRow, tr: Translations): Question {
  const ref = `${row.questionnaire_id}:${row.question_id}`;
  return {
    questionId: row.question_id,
    kind: row.kind,
    text: tr.text('questionnaire-question', ref, 'text', row.text),
    required: row.required,
    options: row.options.map((o) => ({
      value: o.value,
      label: tr.text('questionnaire-question', ref, `option:${o.value}`, o.label),
    })),
    scaleMin: row.kind === 'scale' ? row.scale_min : null,
    scaleMax: row.kind === 'scale' ? row.scale_max : null,
    maxLength: row.kind === 'text' ? (row.max_length ?? TEXT_MAX_DEFAULT) : null,
  };
}

/** The person's recent visits (outpatient) or discharged stays (inpatient), newest first. */
async function recentVisits(
  deps: QuestionnaireDeps,
  hosId: HosId,
  person: HisPerson,
  kind: QuestionnaireKind,
): Promise<QuestionnaireVisit[]> {
  const { timeZone } = await getHospital(deps.db, hosId);
  const today = hospitalToday(new Date(), timeZone);
  const from = addDays(today, -QUESTIONNAIRE_VISIT_DAYS[kind]);
  if (kind === 'out') {
    const { items } = await deps.his.fees.list(hosId, person, {
      paymentType: 'registration',
      period: { from, to: today, timeZone },
      offset: 0,
      limit: 20,
    });
    return items
      .filter((f) => f.refundedAt === null)
      .map((f) => ({
        visitId: f.feeId,
        date: hospitalToday(f.paidAt, timeZone),
        deptName: f.deptName,
        detail: f.doctorName,
      }))
      .sort((a, b) => b.date.localeCompare(a.date));
  }
  const stays = await deps.his.dailyBills.stays(hosId, person);
  return stays
    .filter(
      (s): s is typeof s & { dischargedOn: string } =>
        s.dischargedOn !== null && s.dischargedOn >= from && s.dischargedOn <= today,
    )
    .map((s) => ({ visitId: s.stayId, date: s.dischargedOn, deptName: s.deptName, detail: s.ward }))
    .sort((a, b) => b.date.localeCompare(a.date));
}

/** The caller's linked patient (PATIENT004 otherwise), the HIS person behind it (null: link not proven) and its visits. */
async function patientContext(
  deps: QuestionnaireDeps,
  actor: PatientContext,
  patientId: string,
  kind: QuestionnaireKind,
  action: 'questionnaires' | 'questionnaire' | 'questionnaire-answer',
) {
  await requireFunctionOpen(deps.db, actor.hosId, QUESTIONNAIRE_MODULES[kind]);
  const patient = await requirePatient(deps.db, actor, patientId);
  await logAccess(deps.db, actor, [patientId], action);
  const person = hisPersonOf(patient);
  const visits = person ? await recentVisits(deps, actor.hosId, person, kind) : [];
  return { person, visits };
}

function summaryOf<V extends QuestionnaireVisit | null>(
  row: QuestionnaireRow,
  tr: Translations,
  questionCount: number,
  visit: V,
  answeredAt: Date | undefined,
): Omit<QuestionnaireSummary, 'visit'> & { visit: V } {
  return {
    questionnaireId: row.questionnaire_id,
    kind: row.kind,
    title: tr.text('questionnaire', row.questionnaire_id, 'title', row.title),
    intro: tr.text('questionnaire', row.questionnaire_id, 'intro', row.intro),
    questionCount,
    visit,
    answeredAt: answeredAt?.toISOString() ?? null,
  };
}

/** The questionnaires of this kind the patient may answer (or has answered), about the latest recent visit. */
export async function listQuestionnaires(
  deps: QuestionnaireDeps,
  actor: PatientContext,
  patientId: string,
  kind: QuestionnaireKind,
  lang: Language,
): Promise<QuestionnaireList> {
  const { person, visits } = await patientContext(deps, actor, patientId, kind, 'questionnaires');
  const latest = visits[0];
  if (!person || !latest) return { visits, items: [] };
  const rows = await repo.listActive(deps.db, actor.hosId, kind);
  const ids = rows.map((r) => r.questionnaire_id);
  const [questions, responses, tr] = await Promise.all([
    repo.listQuestions(deps.db, actor.hosId, ids),
    repo.listResponses(deps.db, actor.hosId, person, ids),
    translations(deps.db, actor.hosId, lang),
  ]);
  return {
    visits,
    items: rows.map((r) =>
      summaryOf(
        r,
        tr,
        questions.filter((q) => q.questionnaire_id === r.questionnaire_id).length,
        latest,
        responses.find((x) => x.questionnaire_id === r.questionnaire_id)?.submitted_at,
      ),
    ),
  };
}

/** An active questionnaire of this hospital, of any kind; QUESTIONNAIRE001 otherwise (another hospital's answers the same). */
async function activeQuestionnaire(
  db: Db,
  hosId: HosId,
  questionnaireId: string,
): Promise<QuestionnaireRow> {
  const row = await repo.findQuestionnaire(db, hosId, questionnaireId);
  if (!row || !row.active) throw new AppError('QUESTIONNAIRE001');
  return row;
}

export async function getQuestionnaire(
  deps: QuestionnaireDeps,
  actor: PatientContext,
  patientId: string,
  questionnaireId: string,
  lang: Language,
): Promise<QuestionnaireDetail> {
  const row = await activeQuestionnaire(deps.db, actor.hosId, questionnaireId);
  const { person, visits } = await patientContext(
    deps,
    actor,
    patientId,
    row.kind,
    'questionnaire',
  );
  // Readable without a recent visit (the questions are the hospital's); only answering needs one (QUESTIONNAIRE002).
  const [questions, responses, tr] = await Promise.all([
    repo.listQuestions(deps.db, actor.hosId, [questionnaireId]),
    person ? repo.listResponses(deps.db, actor.hosId, person, [questionnaireId]) : [],
    translations(deps.db, actor.hosId, lang),
  ]);
  return {
    ...summaryOf(row, tr, questions.length, visits[0] ?? null, responses[0]?.submitted_at),
    questions: questions.map((q) => questionOf(q, tr)),
  };
}

/**
 * Stores the patient's answers about one of their recent visits (stays). The checks run in the order a patient would fix
 * them: the questionnaire, the patient and visit, then the answers (the shared rule, first problem; its question's text
 * is the message's field), and last the one-answer rule, which the database decides (QUESTIONNAIRE003).
 */
export async function submitQuestionnaire(
  deps: QuestionnaireDeps,
  actor: PatientContext,
  input: Omit<QuestionnaireSubmitInput, 'hosId'>,
  lang: Language,
) {
  const row = await activeQuestionnaire(deps.db, actor.hosId, input.questionnaireId);
  const { person, visits } = await patientContext(
    deps,
    actor,
    input.patientId,
    row.kind,
    'questionnaire-answer',
  );
  if (!person || !visits.some((v) => v.visitId === input.visitId))
    throw new AppError('QUESTIONNAIRE002');
  const tr = await translations(deps.db, actor.hosId, lang);
  const questions = (await repo.listQuestions(deps.db, actor.hosId, [row.questionnaire_id])).map(
    (q) => questionOf(q, tr),
  );
  const problem = answerProblems(questions, input.answers)[0];
  if (problem) {
    const question = questions.find((q) => q.questionId === problem.questionId);
    throw new AppError(problem.key, {
      field: question?.text ?? problem.questionId,
      questionId: problem.questionId,
    });
  }
  const submittedAt = await repo.insertResponse(
    deps.db,
    actor.hosId,
    {
      questionnaireId: row.questionnaire_id,
      person,
      userId: actor.userId,
      patientId: input.patientId,
      visitId: input.visitId,
    },
    answersToStore(questions, input.answers),
  );
  if (!submittedAt) throw new AppError('QUESTIONNAIRE003');
  return { questionnaireId: row.questionnaire_id, submittedAt: submittedAt.toISOString() };
}
