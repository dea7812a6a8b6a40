import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hosIdOf, questionnaireListSchema, type AnswerInput } from '@portal/shared';
import type { BuilderQuestionnaire, QuestionnaireDocument } from '@portal/shared/console';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, get, post, signIn } from '../../../test/auth-helpers.ts';
import {
  consoleInject,
  signInStaff,
  type StaffSession,
} from '../../../test/fixtures/staff.fixtures.ts';

/**
 * Over HTTP, on PGlite and PostgreSQL, at the demo hospital 1001 (docs/console-content.md): an editor drafts and
 * publishes notices, builds and publishes questionnaires, and hides or annotates the HIS's exam packages; patients see
 * only what is published. The auditor reads and changes nothing; other roles and other hospitals are refused.
 */
const H = hosIdOf('1001');
let t: TestApp;
let token: string;
let editor: StaffSession;
let auditor: StaffSession;
let finance: StaffSession;
let support: StaffSession;
let otherEditor: StaffSession;
beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t.app, H);
  editor = await signInStaff(t.app, { role: 'editor', hosId: H });
  auditor = await signInStaff(t.app, { role: 'auditor', hosId: H });
  finance = await signInStaff(t.app, { role: 'finance', hosId: H });
  support = await signInStaff(t.app, { role: 'support', hosId: H });
  otherEditor = await signInStaff(t.app, { role: 'editor', hosId: hosIdOf('1002') });
});
afterAll(async () => t.close());

const call = (as: StaffSession, method: string, path: string, payload?: unknown) =>
  consoleInject(t.app, as, {
    method: method as 'GET',
    url: `/console/api/hospitals/${H}${path}`,
    ...(payload !== undefined && { payload: payload as object }),
  });
const audits = (action: string) =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'target', 'actor'])
    .where('hos_id', '=', H)
    .where('action', '=', action)
    .execute();
const patientNotices = async (lang = 'en-US') =>
  (
    await get(t.app, `/platform/api/notice/list?hosId=${H}`, {
      headers: { ...bearer(token), 'accept-language': lang },
    })
  ).json().data as {
    docType: string;
    version: number;
    title: string;
    acceptedAt: string | null;
    previousAcceptedVersion: number | null;
  }[];

const TEXTS = {
  'en-US': { title: 'Terms of service (2027)', content: '<p>The new terms.</p>' },
  'zh-CN': { title: '用户服务协议（2027）', content: '<p>新的条款。</p>' },
};

describe('notices and instructions', () => {
  it('saves a draft patients do not see, then publishes it as the next version patients accept again', async () => {
    const current = (await patientNotices()).find((n) => n.docType === 'USER_SERVICE')!;
    await post(
      t.app,
      '/platform/api/notice/accept',
      { hosId: H, docType: 'USER_SERVICE', version: current.version },
      { headers: bearer(token) },
    );
    const before = (await patientNotices()).find((n) => n.docType === 'USER_SERVICE')!;
    expect(before.acceptedAt).not.toBeNull();

    const saved = await call(editor, 'PUT', '/notice-editor/USER_SERVICE/draft', { texts: TEXTS });
    expect(saved.json()).toMatchObject({
      code: 0,
      data: {
        docType: 'USER_SERVICE',
        draft: { texts: TEXTS },
        current: { version: before.version },
      },
    });
    expect(saved.json().data.draft.savedBy).toBe(editor.staff.name);
    // Saving a draft changes nothing patients read.
    expect((await patientNotices()).find((n) => n.docType === 'USER_SERVICE')).toEqual(before);

    const published = await call(editor, 'POST', '/notice-editor/USER_SERVICE/draft/publish');
    expect(published.json()).toMatchObject({
      code: 0,
      data: { docType: 'USER_SERVICE', version: before.version + 1 },
    });
    const after = (await patientNotices()).find((n) => n.docType === 'USER_SERVICE')!;
    expect(after).toMatchObject({
      version: before.version + 1,
      title: TEXTS['en-US'].title,
      acceptedAt: null,
      previousAcceptedVersion: before.version,
    });
    const zh = (await patientNotices('zh-CN')).find((n) => n.docType === 'USER_SERVICE')!;
    expect(zh.title).toBe(TEXTS['zh-CN'].title);

    const entries = (await call(auditor, 'GET', '/notice-editor')).json().data;
    const entry = entries.find((e: { docType: string }) => e.docType === 'USER_SERVICE');
    expect(entry).toMatchObject({ draft: null, current: { version: after.version, texts: TEXTS } });
    expect(entry.versions.map((v: { version: number }) => v.version)).toEqual([
      after.version,
      before.version,
    ]);
    const old = await call(
      auditor,
      'GET',
      `/notice-editor/USER_SERVICE/versions/${before.version}`,
    );
    expect(old.json().data.texts['en-US'].title).toBe(before.title);
    expect(await audits('notice.draft.save')).toHaveLength(1);
    expect(await audits('notice.publish')).toEqual([
      expect.objectContaining({ target: `USER_SERVICE v${after.version}` }),
    ]);
  });

  it('refuses publishing or discarding without a draft, and a draft missing a language', async () => {
    for (const method of ['POST', 'DELETE'] as const) {
      const path = `/notice-editor/REFUND_NOTICE/draft${method === 'POST' ? '/publish' : ''}`;
      const res = await call(editor, method, path);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ messageKey: 'NOTICE003' });
    }
    const half = await call(editor, 'PUT', '/notice-editor/REFUND_NOTICE/draft', {
      texts: { 'en-US': TEXTS['en-US'], 'zh-CN': { title: ' ', content: 'x' } },
    });
    expect(half.statusCode).toBe(400);
    expect(half.json()).toMatchObject({ params: { field: 'texts.zh-CN.title' } });
    const unknown = await call(editor, 'PUT', '/notice-editor/NO_SUCH/draft', { texts: TEXTS });
    expect(unknown.statusCode).toBe(400);
    const entries = (await call(editor, 'GET', '/notice-editor')).json().data;
    expect(
      entries.find((e: { docType: string }) => e.docType === 'REFUND_NOTICE').draft,
    ).toBeNull();

    await call(editor, 'PUT', '/notice-editor/REFUND_NOTICE/draft', { texts: TEXTS });
    const discarded = await call(editor, 'DELETE', '/notice-editor/REFUND_NOTICE/draft');
    expect(discarded.json()).toMatchObject({ code: 0, data: { draft: null } });
    expect(await audits('notice.draft.discard')).toHaveLength(1);
  });
});

const text = (en: string, zh: string) => ({ 'en-US': en, 'zh-CN': zh });
const DOC: QuestionnaireDocument = {
  kind: 'out',
  title: text('Our new pharmacy', '新药房'),
  intro: text('Two minutes about the pharmacy.', '关于药房的两分钟问卷。'),
  questions: [
    {
      kind: 'single',
      text: text('Did you find it?', '您找到药房了吗？'),
      required: true,
      options: [
        { value: 'yes', label: text('Yes', '是') },
        { value: 'no', label: text('No', '否') },
      ],
    },
    {
      kind: 'multiple',
      text: text('What helped?', '哪些有帮助？'),
      required: false,
      options: [
        { value: 'signs', label: text('Signs', '指示牌') },
        { value: 'staff', label: text('Staff', '工作人员') },
      ],
    },
    {
      kind: 'scale',
      text: text('How long was the wait?', '等候时间如何？'),
      required: true,
      scaleMin: 1,
      scaleMax: 5,
    },
    { kind: 'text', text: text('Anything else?', '其他意见？'), required: false, maxLength: 300 },
  ],
};

/** The questions as the builder answered them, ready to send back. */
const asDoc = (q: BuilderQuestionnaire): QuestionnaireDocument => ({
  kind: q.kind,
  title: q.title,
  intro: q.intro,
  questions: q.questions,
});

describe('questionnaire builder', () => {
  let built: BuilderQuestionnaire;

  it('creates an unpublished questionnaire with a question of each kind, in both languages', async () => {
    const res = await call(editor, 'POST', '/questionnaire-editor', DOC);
    expect(res.json()).toMatchObject({ code: 0, data: { active: false, responseCount: 0 } });
    built = res.json().data;
    expect(built.questions.map((q) => [q.kind, q.text['zh-CN']])).toEqual([
      ['single', '您找到药房了吗？'],
      ['multiple', '哪些有帮助？'],
      ['scale', '等候时间如何？'],
      ['text', '其他意见？'],
    ]);
    const list = (await call(auditor, 'GET', '/questionnaire-editor')).json().data;
    expect(
      list.find((r: { questionnaireId: string }) => r.questionnaireId === built.questionnaireId),
    ).toMatchObject({ active: false, questionCount: 4, responseCount: 0 });
  });

  it('refuses questions that cannot be answered, and publishing without questions', async () => {
    const badScale = structuredClone(DOC);
    badScale.questions[2]!.scaleMax = 1;
    const one = await call(editor, 'POST', '/questionnaire-editor', badScale);
    expect(one.statusCode).toBe(400);
    expect(one.json()).toMatchObject({ messageKey: 'C019' });
    const oneOption = structuredClone(DOC);
    oneOption.questions[0]!.options = [{ value: 'yes', label: text('Yes', '是') }];
    expect((await call(editor, 'POST', '/questionnaire-editor', oneOption)).statusCode).toBe(400);

    const empty = (
      await call(editor, 'POST', '/questionnaire-editor', { ...DOC, questions: [] })
    ).json().data as BuilderQuestionnaire;
    const publish = await call(
      editor,
      'POST',
      `/questionnaire-editor/${empty.questionnaireId}/active`,
      {
        active: true,
      },
    );
    expect(publish.statusCode).toBe(400);
    expect(publish.json()).toMatchObject({ messageKey: 'QUESTIONNAIRE005' });
    const unknown = await call(editor, 'GET', '/questionnaire-editor/no-such');
    expect(unknown.statusCode).toBe(404);
  });

  it('publishes it: a patient with a recent visit is asked it, answers, and then its questions are fixed', async () => {
    const patients = (
      await get(t.app, `/patient/api/patient/list?hosId=${H}`, { headers: bearer(token) })
    ).json().data as { patientId: string }[];
    const asked = async (patientId: string) =>
      questionnaireListSchema.parse(
        (
          await get(t.app, `/questionnaires/api/list?hosId=${H}&patientId=${patientId}&kind=out`, {
            headers: bearer(token),
          })
        ).json().data,
      );
    let patient: { patientId: string; visitId: string } | undefined;
    for (const p of patients) {
      const l = await asked(p.patientId);
      if (l.visits[0]) patient = { patientId: p.patientId, visitId: l.visits[0].visitId };
    }
    expect(patient, 'a demo patient with a recent visit').toBeDefined();
    const ids = async () => (await asked(patient!.patientId)).items.map((i) => i.questionnaireId);
    expect(await ids()).not.toContain(built.questionnaireId);

    const published = await call(
      editor,
      'POST',
      `/questionnaire-editor/${built.questionnaireId}/active`,
      {
        active: true,
      },
    );
    expect(published.json()).toMatchObject({ code: 0, data: { active: true } });
    expect(await ids()).toContain(built.questionnaireId);

    // Before anyone answers, questions may change.
    const edited = structuredClone(asDoc(built));
    edited.questions[0]!.text = text('Did you find the pharmacy?', '您找到药房了吗？');
    const saved = await call(
      editor,
      'PUT',
      `/questionnaire-editor/${built.questionnaireId}`,
      edited,
    );
    expect(saved.json()).toMatchObject({ code: 0 });
    built = saved.json().data;
    expect(built.questions[0]!.text['en-US']).toBe('Did you find the pharmacy?');

    const [single, multiple, scale] = built.questions;
    const answers: AnswerInput[] = [
      { questionId: single!.questionId, choices: ['yes'] },
      { questionId: multiple!.questionId, choices: ['signs', 'staff'] },
      { questionId: scale!.questionId, score: 4 },
    ];
    const submitted = await post(
      t.app,
      '/questionnaires/api/submit',
      {
        hosId: H,
        patientId: patient!.patientId,
        questionnaireId: built.questionnaireId,
        visitId: patient!.visitId,
        answers,
      },
      { headers: bearer(token) },
    );
    expect(submitted.json()).toMatchObject({ code: 0 });

    const changed = structuredClone(asDoc(built));
    changed.questions[2]!.scaleMax = 10;
    const refused = await call(
      editor,
      'PUT',
      `/questionnaire-editor/${built.questionnaireId}`,
      changed,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ messageKey: 'QUESTIONNAIRE004' });
    const reworded = structuredClone(asDoc(built));
    reworded.questions[1]!.text['zh-CN'] = '什么有帮助？';
    expect(
      (await call(editor, 'PUT', `/questionnaire-editor/${built.questionnaireId}`, reworded))
        .statusCode,
    ).toBe(409);
    const added = structuredClone(asDoc(built));
    added.questions.push({ kind: 'text', text: text('More?', '还有吗？'), required: false });
    expect(
      (await call(editor, 'PUT', `/questionnaire-editor/${built.questionnaireId}`, added))
        .statusCode,
    ).toBe(409);
    const still = (
      await call(editor, 'GET', `/questionnaire-editor/${built.questionnaireId}`)
    ).json().data;
    expect(still.questions).toEqual(built.questions);
    expect(still.responseCount).toBe(1);

    // The title and intro still may change.
    const retitled = structuredClone(asDoc(built));
    retitled.title = text('The pharmacy', '药房');
    const ok = await call(
      editor,
      'PUT',
      `/questionnaire-editor/${built.questionnaireId}`,
      retitled,
    );
    expect(ok.json()).toMatchObject({ code: 0, data: { title: text('The pharmacy', '药房') } });

    // The results (the existing call) count the answer.
    const results = await call(auditor, 'GET', `/questionnaires/${built.questionnaireId}/results`);
    expect(results.json()).toMatchObject({ code: 0, data: { responses: 1 } });

    // A copy asks the same with no answers, unpublished, and its questions may change.
    const copy = (
      await call(editor, 'POST', `/questionnaire-editor/${built.questionnaireId}/copy`)
    ).json().data as BuilderQuestionnaire;
    expect(copy).toMatchObject({
      active: false,
      responseCount: 0,
      title: text('The pharmacy (copy)', '药房（副本）'),
    });
    expect(copy.questions.map((q) => q.text)).toEqual(built.questions.map((q) => q.text));
    expect(
      (
        await call(editor, 'PUT', `/questionnaire-editor/${copy.questionnaireId}`, {
          ...changed,
          questions: changed.questions.map(({ questionId: _, ...q }) => q),
        })
      ).json(),
    ).toMatchObject({ code: 0 });

    const unpublished = await call(
      editor,
      'POST',
      `/questionnaire-editor/${built.questionnaireId}/active`,
      {
        active: false,
      },
    );
    expect(unpublished.json()).toMatchObject({ data: { active: false } });
    expect(await ids()).not.toContain(built.questionnaireId);
    expect((await audits('questionnaire.publish')).length).toBeGreaterThanOrEqual(1);
    expect(await audits('questionnaire.unpublish')).toHaveLength(1);
    expect(await audits('questionnaire.copy')).toHaveLength(1);
  });
});

describe('physical-exam packages', () => {
  it("hides a package of the HIS from booking and adds a note in both languages; prices stay the HIS's", async () => {
    const packages = (await call(auditor, 'GET', '/physical-packages')).json().data as {
      packageId: string;
      price: number;
      hidden: boolean;
    }[];
    expect(packages.length).toBeGreaterThan(0);
    const first = packages[0]!;
    expect(first.hidden).toBe(false);
    const patientList = async (lang = 'en-US') =>
      (
        await get(t.app, `/physicalexamination/api/packages?hosId=${H}`, {
          headers: { ...bearer(token), 'accept-language': lang },
        })
      ).json().data as { packageId: string; note: string; price: number }[];
    expect((await patientList()).find((p) => p.packageId === first.packageId)?.price).toBe(
      first.price,
    );

    const note = text('Fast from midnight.', '前一晚零点后禁食。');
    const saved = await call(editor, 'PUT', `/physical-packages/${first.packageId}`, {
      hidden: false,
      note,
    });
    expect(saved.json()).toMatchObject({
      code: 0,
      data: { note, hidden: false, price: first.price },
    });
    expect((await patientList('zh-CN')).find((p) => p.packageId === first.packageId)?.note).toBe(
      note['zh-CN'],
    );

    await call(editor, 'PUT', `/physical-packages/${first.packageId}`, { hidden: true, note });
    expect((await patientList()).map((p) => p.packageId)).not.toContain(first.packageId);
    const dates = await get(
      t.app,
      `/physicalexamination/api/packages/${first.packageId}/dates?hosId=${H}`,
      { headers: bearer(token) },
    );
    expect(dates.json()).toMatchObject({ messageKey: 'C002' });
    await call(editor, 'PUT', `/physical-packages/${first.packageId}`, { hidden: false, note });
    expect(
      (await call(editor, 'PUT', '/physical-packages/NO-SUCH', { hidden: true, note })).statusCode,
    ).toBe(404);
    expect(await audits('physicalPackage.save')).toHaveLength(3);
  });
});

describe('who may', () => {
  const writes: [string, string, unknown][] = [
    ['PUT', '/notice-editor/APPOINTMENT_NOTICE/draft', { texts: TEXTS }],
    ['POST', '/notice-editor/APPOINTMENT_NOTICE/draft/publish', undefined],
    ['POST', '/questionnaire-editor', DOC],
    ['POST', '/questionnaire-editor/out-visit/active', { active: false }],
    ['PUT', '/questionnaire-editor/out-visit', DOC],
    ['PUT', '/physical-packages/ANY', { hidden: true, note: text('', '') }],
  ];

  it('the auditor reads but changes nothing; finance and support neither read nor change', async () => {
    for (const path of ['/notice-editor', '/questionnaire-editor', '/physical-packages'])
      expect((await call(auditor, 'GET', path)).statusCode, path).toBe(200);
    for (const [who, reads] of [
      [auditor, false],
      [finance, true],
      [support, true],
    ] as const) {
      for (const [method, path, body] of writes) {
        const res = await call(who, method, path, body);
        expect(res.statusCode, `${who.staff.role} ${method} ${path}`).toBe(403);
        expect(res.json()).toMatchObject({ messageKey: 'STAFF006' });
      }
      if (reads)
        expect((await call(who, 'GET', '/questionnaire-editor')).json()).toMatchObject({
          messageKey: 'STAFF006',
        });
    }
    const out = (await call(editor, 'GET', '/questionnaire-editor/out-visit')).json().data;
    expect(out.active).toBe(true);
  });

  it('refuses an editor of another hospital', async () => {
    for (const [method, path, body] of [['GET', '/notice-editor', undefined], ...writes] as const) {
      const res = await call(otherEditor, method, path, body);
      expect(res.statusCode, `${method} ${path}`).toBe(403);
      expect(res.json()).toMatchObject({ messageKey: 'STAFF007' });
    }
  });
});
