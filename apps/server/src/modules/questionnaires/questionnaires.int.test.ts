import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  questionnaireDetailSchema,
  questionnaireListSchema,
  questionnaireResultsSchema,
  type AnswerInput,
  type QuestionnaireVisit,
  hosIdOf,
} from '@portal/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, get, post, registerUser, signIn } from '../../../test/auth-helpers.ts';
import { addPatientOk } from '../../../test/patient-helpers.ts';
import {
  consoleInject,
  signInStaff,
  type StaffSession,
} from '../../../test/fixtures/staff.fixtures.ts';

/**
 * Over the API on PGlite and PostgreSQL, on the seeded demo hospital 1001 (demo/1001/questionnaires.json):
 * the demo account's linked patients answer the outpatient questionnaire about a recent visit and the inpatient one about
 * a recent stay (both from the sandbox HIS). Required answers, wrong kinds, a second (and a raced) submit, another
 * user's patient and another person's visit are refused with their message keys; the hospital's content staff read the counts in the console.
 */
let t: TestApp;
let token: string;
let patients: { patientId: string; patientName: string }[];
let editor: StaffSession;
beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t.app, hosIdOf('1001'));
  editor = await signInStaff(t.app, { role: 'editor', hosId: hosIdOf('1001') });
  patients = (
    await get(t.app, '/patient/api/patient/list?hosId=1001', { headers: bearer(token) })
  ).json().data;
});
afterAll(async () => t.close());

const H = hosIdOf('1001');
const list = (patientId: string, kind: 'out' | 'in', tok = token) =>
  get(t.app, `/questionnaires/api/list?hosId=${H}&patientId=${patientId}&kind=${kind}`, {
    headers: bearer(tok),
  });
const submit = (
  body: { patientId: string; questionnaireId: string; visitId: string; answers: AnswerInput[] },
  tok = token,
  headers: Record<string, string> = {},
) =>
  post(
    t.app,
    '/questionnaires/api/submit',
    { hosId: H, ...body },
    { headers: { ...bearer(tok), ...headers } },
  );
/** The results as the hospital's content staff read them in the console. */
const results = (questionnaireId: string, as: StaffSession = editor) =>
  consoleInject(t.app, as, {
    method: 'GET',
    url: `/console/api/hospitals/${as.staff.hosId ?? H}/questionnaires/${questionnaireId}/results`,
  });

/** A full, valid outpatient answer set (demo/1001/questionnaires.json 'out-visit'). */
const OUT_ANSWERS: AnswerInput[] = [
  { questionId: 'overall', score: 4 },
  { questionId: 'wait', choices: ['15-30'] },
  { questionId: 'went-well', choices: ['doctor', 'clean'] },
  { questionId: 'recommend', choices: ['yes'] },
  { questionId: 'comment', text: '  Friendly staff.  ' },
];
const IN_ANSWERS: AnswerInput[] = [
  { questionId: 'overall', score: 5 },
  { questionId: 'nurses', score: 3 },
  { questionId: 'medicine', choices: ['partly'] },
];

/** The demo patients with a recent visit (out) or stay (in), and that visit. */
async function withVisits(kind: 'out' | 'in') {
  const found: { patientId: string; visit: QuestionnaireVisit }[] = [];
  for (const p of patients) {
    const l = questionnaireListSchema.parse((await list(p.patientId, kind)).json().data);
    if (l.visits[0]) found.push({ patientId: p.patientId, visit: l.visits[0] });
  }
  return found;
}

describe('outpatient questionnaire', () => {
  it('lists the questionnaire for a patient with recent visits, in both languages, and the questions of each kind', async () => {
    const [first] = await withVisits('out');
    expect(first, 'a demo patient with a visit in the last 90 days').toBeDefined();
    const l = questionnaireListSchema.parse((await list(first!.patientId, 'out')).json().data);
    expect(l.items.map((i) => [i.questionnaireId, i.title, i.questionCount, i.answeredAt])).toEqual(
      [['out-visit', 'Your outpatient visit', 5, null]],
    );
    expect(l.items[0]!.visit).toEqual(l.visits[0]);
    const zh = await get(
      t.app,
      `/questionnaires/api/info?hosId=${H}&patientId=${first!.patientId}&questionnaireId=out-visit`,
      { headers: { ...bearer(token), 'accept-language': 'zh-CN' } },
    );
    const detail = questionnaireDetailSchema.parse(zh.json().data);
    expect(detail.title).toBe('门诊就诊满意度调查');
    expect(detail.questions.map((q) => [q.questionId, q.kind, q.required])).toEqual([
      ['overall', 'scale', true],
      ['wait', 'single', true],
      ['went-well', 'multiple', true],
      ['recommend', 'single', true],
      ['comment', 'text', false],
    ]);
    expect(detail.questions[1]!.options[0]).toEqual({ value: 'lt15', label: '15 分钟以内' });
    expect(detail.questions[0]).toMatchObject({ scaleMin: 1, scaleMax: 5 });
  });

  it('refuses a missing required answer (C018) and answers of the wrong kind (C019), naming the question', async () => {
    const [{ patientId, visit }] = (await withVisits('out')) as [
      { patientId: string; visit: QuestionnaireVisit },
    ];
    const base = { patientId, questionnaireId: 'out-visit', visitId: visit.visitId };
    const without = await submit({
      ...base,
      answers: OUT_ANSWERS.filter((a) => a.questionId !== 'wait'),
    });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({
      messageKey: 'C018',
      params: { questionId: 'wait', field: 'How long did you wait after your appointment time?' },
    });
    const blank = await submit({
      ...base,
      answers: OUT_ANSWERS.map((a) =>
        a.questionId === 'went-well' ? { questionId: 'went-well', choices: [] } : a,
      ),
    });
    expect(blank.json()).toMatchObject({ messageKey: 'C018', params: { questionId: 'went-well' } });
    const wrong: [string, AnswerInput][] = [
      ['a score for a choice question', { questionId: 'wait', score: 2 }],
      ['two choices for a single choice', { questionId: 'wait', choices: ['lt15', 'gt60'] }],
      ['a choice not offered', { questionId: 'wait', choices: ['forever'] }],
      ['a score outside the scale', { questionId: 'overall', score: 6 }],
      ['text for a scale', { questionId: 'overall', text: 'five' }],
      ['the same option twice', { questionId: 'went-well', choices: ['doctor', 'doctor'] }],
    ];
    for (const [why, answer] of wrong) {
      const res = await submit({
        ...base,
        answers: [...OUT_ANSWERS.filter((a) => a.questionId !== answer.questionId), answer],
      });
      expect(res.statusCode, why).toBe(400);
      expect(res.json(), why).toMatchObject({
        messageKey: 'C019',
        params: { questionId: answer.questionId },
      });
    }
    const stray = await submit({
      ...base,
      answers: [...OUT_ANSWERS, { questionId: 'no-such', score: 1 }],
    });
    expect(stray.json()).toMatchObject({ messageKey: 'C019', params: { questionId: 'no-such' } });
    const long = await submit({
      ...base,
      answers: [...OUT_ANSWERS.slice(0, 4), { questionId: 'comment', text: 'x'.repeat(501) }],
    });
    expect(long.json()).toMatchObject({ messageKey: 'C019', params: { questionId: 'comment' } });
    const shape = await submit({
      ...base,
      answers: [{ questionId: 'overall', score: 2.5 } as AnswerInput],
    });
    expect(shape.statusCode).toBe(400);
    // Nothing was stored by any refusal.
    expect(
      questionnaireListSchema.parse((await list(patientId, 'out')).json().data).items[0]!
        .answeredAt,
    ).toBeNull();
  });

  it('accepts one answer per patient; the second submit, and one racing another, is refused', async () => {
    const [a, b] = await withVisits('out');
    expect(b, 'two demo patients with recent visits').toBeDefined();
    const first = await submit({
      patientId: a!.patientId,
      questionnaireId: 'out-visit',
      visitId: a!.visit.visitId,
      answers: OUT_ANSWERS,
    });
    expect(first.json(), first.body).toMatchObject({
      code: 0,
      data: { questionnaireId: 'out-visit' },
    });
    const again = await submit({
      patientId: a!.patientId,
      questionnaireId: 'out-visit',
      visitId: a!.visit.visitId,
      answers: OUT_ANSWERS,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ messageKey: 'QUESTIONNAIRE003' });
    const l = questionnaireListSchema.parse((await list(a!.patientId, 'out')).json().data);
    expect(l.items[0]!.answeredAt).toBe(first.json().data.submittedAt);

    const race = await Promise.all(
      Array.from({ length: 4 }, () =>
        submit({
          patientId: b!.patientId,
          questionnaireId: 'out-visit',
          visitId: b!.visit.visitId,
          answers: OUT_ANSWERS,
        }),
      ),
    );
    expect(race.map((r) => r.json().code === 0).filter(Boolean)).toHaveLength(1);
    expect(race.filter((r) => r.json().messageKey === 'QUESTIONNAIRE003')).toHaveLength(3);
  });

  it("refuses another user's patient, a visit that is not the patient's, an unknown questionnaire and another hospital", async () => {
    const [{ patientId, visit }] = (await withVisits('out')) as [
      { patientId: string; visit: QuestionnaireVisit },
    ];
    const other = await registerUser(t.app, H);
    const foreign = await submit(
      { patientId, questionnaireId: 'out-visit', visitId: visit.visitId, answers: OUT_ANSWERS },
      other.token,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ messageKey: 'PATIENT004' });
    expect((await list(patientId, 'out', other.token)).json()).toMatchObject({
      messageKey: 'PATIENT004',
    });

    const noVisit = await submit({
      patientId,
      questionnaireId: 'out-visit',
      visitId: 'F1001-99-99999',
      answers: OUT_ANSWERS,
    });
    expect(noVisit.json()).toMatchObject({ messageKey: 'QUESTIONNAIRE002' });
    // An outpatient visit does not open the inpatient questionnaire.
    const inWithVisit = await submit({
      patientId,
      questionnaireId: 'in-stay',
      visitId: visit.visitId,
      answers: IN_ANSWERS,
    });
    expect(inWithVisit.json()).toMatchObject({ messageKey: 'QUESTIONNAIRE002' });
    const unknown = await submit({
      patientId,
      questionnaireId: 'no-such',
      visitId: visit.visitId,
      answers: [],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ messageKey: 'QUESTIONNAIRE001' });
    const elsewhere = await post(
      t.app,
      '/questionnaires/api/submit',
      {
        hosId: '1003',
        patientId,
        questionnaireId: 'out-visit',
        visitId: visit.visitId,
        answers: OUT_ANSWERS,
      },
      { headers: bearer(token) },
    );
    expect(elsewhere.json().code).not.toBe(0);
    expect(
      (await get(t.app, `/questionnaires/api/list?hosId=${H}&patientId=${patientId}&kind=out`))
        .statusCode,
    ).toBe(401);
  });

  it("a patient whose link to the hospital's record is not proven has no visits and nothing to answer", async () => {
    const other = await registerUser(t.app, H);
    const patientId = await addPatientOk(t.app, other.token, H);
    expect(
      questionnaireListSchema.parse((await list(patientId, 'out', other.token)).json().data),
    ).toEqual({ visits: [], items: [] });
    // The questions can be read; answering needs a visit.
    const info = await get(
      t.app,
      `/questionnaires/api/info?hosId=${H}&patientId=${patientId}&questionnaireId=out-visit`,
      { headers: bearer(other.token) },
    );
    expect(questionnaireDetailSchema.parse(info.json().data)).toMatchObject({
      visit: null,
      answeredAt: null,
      questionCount: 5,
    });
    expect(
      (
        await submit(
          {
            patientId,
            questionnaireId: 'out-visit',
            visitId: 'F1001-01-00001',
            answers: OUT_ANSWERS,
          },
          other.token,
        )
      ).json(),
    ).toMatchObject({ messageKey: 'QUESTIONNAIRE002' });
  });
});

describe("inpatient questionnaire and the hospital's counts", () => {
  it('answers about a recent stay with an optional question left out', async () => {
    const [stay] = await withVisits('in');
    expect(stay, 'a demo patient discharged in the last 365 days').toBeDefined();
    const l = questionnaireListSchema.parse((await list(stay!.patientId, 'in')).json().data);
    expect(l.items.map((i) => i.questionnaireId)).toEqual(['in-stay']);
    const res = await submit({
      patientId: stay!.patientId,
      questionnaireId: 'in-stay',
      visitId: stay!.visit.visitId,
      answers: IN_ANSWERS,
    });
    expect(res.json(), res.body).toMatchObject({ code: 0 });
  });

  it('counts per question for the hospital content staff: choices, scale averages and spread, the latest texts', async () => {
    const r = questionnaireResultsSchema.parse((await results('out-visit')).json().data);
    // The answered-twice test stored two responses (one per patient), both with OUT_ANSWERS.
    expect(r.responses).toBe(2);
    const q = Object.fromEntries(r.questions.map((x) => [x.questionId, x]));
    expect(q.overall).toMatchObject({ answered: 2, average: 4 });
    expect(q.overall!.scores).toEqual(
      [1, 2, 3, 4, 5].map((score) => ({ score, count: score === 4 ? 2 : 0 })),
    );
    expect(q.wait!.choices.map((c) => [c.value, c.count])).toEqual([
      ['lt15', 0],
      ['15-30', 2],
      ['30-60', 0],
      ['gt60', 0],
    ]);
    expect(q['went-well']!.choices.filter((c) => c.count > 0).map((c) => c.value)).toEqual([
      'doctor',
      'clean',
    ]);
    expect(q.comment).toMatchObject({
      answered: 2,
      texts: ['Friendly staff.', 'Friendly staff.'],
      average: null,
    });

    const inR = questionnaireResultsSchema.parse((await results('in-stay')).json().data);
    expect(inR.responses).toBe(1);
    const iq = Object.fromEntries(inR.questions.map((x) => [x.questionId, x]));
    expect(iq.nurses).toMatchObject({ answered: 1, average: 3 });
    expect(iq.improve).toMatchObject({ answered: 0 });

    // A patient's token is no staff session; a role without the content, or another hospital's, reads nothing here.
    expect(
      (
        await get(t.app, `/console/api/hospitals/${H}/questionnaires/out-visit/results`, {
          headers: bearer(token),
        })
      ).json(),
    ).toMatchObject({ messageKey: 'STAFF001' });
    const finance = await signInStaff(t.app, { role: 'finance', hosId: H });
    expect((await results('out-visit', finance)).json()).toMatchObject({ messageKey: 'STAFF006' });
    const elsewhere = await signInStaff(t.app, { role: 'editor', hosId: hosIdOf('1002') });
    expect(
      (
        await consoleInject(t.app, elsewhere, {
          method: 'GET',
          url: `/console/api/hospitals/${H}/questionnaires/out-visit/results`,
        })
      ).json(),
    ).toMatchObject({ messageKey: 'STAFF007' });
    expect((await results('no-such')).json()).toMatchObject({ messageKey: 'QUESTIONNAIRE001' });
  });
});
