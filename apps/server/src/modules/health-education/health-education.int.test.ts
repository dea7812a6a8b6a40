import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  guideSchema,
  lectureDetailSchema,
  lecturePageSchema,
  noticeStatusSchema,
  symptomMatchSchema,
  hosIdOf,
} from '@portal/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, get, post, registerUser } from '../../../test/auth-helpers.ts';
import {
  consoleInject,
  signInStaff,
  type StaffSession,
} from '../../../test/fixtures/staff.fixtures.ts';
import { evictReads } from '../../lib/read-cache.ts';
import { pruneLectureViewsTick, VIEW_MEMORY_MS } from './lecture-views.jobs.ts';

/**
 * Health content on the seeded demo hospitals (apps/server/demo/<hosId>/health.json): lectures and the guide
 * without sign-in, the instructions with it; every refusal answers with its message key, and nothing of one hospital
 * shows at another.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const ZH = { 'accept-language': 'zh-CN' };
const ok = async (url: string, headers: Record<string, string> = {}) => {
  const res = await get(t.app, url, { headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as unknown;
};
const refused = async (
  res: { statusCode: number; json: () => { messageKey?: string } },
  status: number,
  key: string,
) => {
  expect(res.statusCode).toBe(status);
  expect(res.json().messageKey).toBe(key);
};
/** A staff member publishes the next version of a notice document in the console. */
const publishAs = (as: StaffSession, hosId: string, docType: string, body: object) =>
  consoleInject(t.app, as, {
    method: 'POST',
    url: `/console/api/hospitals/${hosId}/notices/${docType}`,
    payload: body,
  });

describe('lectures (no sign-in)', () => {
  it('lists articles and videos newest first, pages them and filters by kind and category', async () => {
    const all = lecturePageSchema.parse(await ok('/lecture/api/list?hosId=1001&pageSize=5'));
    expect(all.total).toBe(8);
    expect(all.items).toHaveLength(5);
    const dates = all.items.map((i) => i.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const page2 = lecturePageSchema.parse(
      await ok('/lecture/api/list?hosId=1001&pageSize=5&page=2'),
    );
    expect(page2.items.map((i) => i.lectureId)).not.toContain(all.items[0]!.lectureId);
    expect(page2.items).toHaveLength(3);

    const videos = lecturePageSchema.parse(await ok('/lecture/api/list?hosId=1001&kind=video'));
    expect(videos.items.map((v) => v.lectureId).sort()).toEqual(['v-handwashing', 'v-heartbeat']);
    expect(videos.items[0]?.posterUrl).toMatch(/^\/demo-assets\/lectures\/.+\.jpg$/);
    const heart = lecturePageSchema.parse(
      await ok('/lecture/api/list?hosId=1001&categoryId=heart&kind=article'),
    );
    expect(heart.items.map((i) => i.lectureId).sort()).toEqual([
      'a-blood-pressure',
      'a-chest-pain',
    ]);
    expect(heart.items[0]?.categoryName).toBe('Heart and blood pressure');
  });

  it('categories with counts per kind, in the reader’s language', async () => {
    const cats = (await ok('/lecture/api/category/list?hosId=1001&kind=video', ZH)) as {
      categoryId: string;
      name: string;
      count: number;
    }[];
    expect(cats).toEqual([
      { categoryId: 'heart', name: '心脏与血压', count: 1 },
      { categoryId: 'infection', name: '感染预防', count: 1 },
      { categoryId: 'family', name: '母婴健康', count: 0 },
    ]);
  });

  it('search finds a lecture by its English or Chinese words, whatever the page language; % is not a wildcard', async () => {
    const en = lecturePageSchema.parse(
      await ok(`/lecture/api/list?hosId=1001&keyword=${encodeURIComponent('blood pressure')}`),
    );
    expect(en.items.map((i) => i.lectureId).sort()).toEqual(['a-blood-pressure', 'v-heartbeat']);
    const zh = lecturePageSchema.parse(
      await ok(`/lecture/api/list?hosId=1001&keyword=${encodeURIComponent('洗手')}`),
    );
    expect(zh.items.map((i) => i.lectureId)).toEqual(['v-handwashing']);
    expect(zh.items[0]?.title, 'English page, English title').toBe(
      'Washing your hands in three steps',
    );
    const zhPage = lecturePageSchema.parse(
      await ok(`/lecture/api/list?hosId=1001&keyword=${encodeURIComponent('洗手')}`, ZH),
    );
    expect(zhPage.items[0]?.title).toBe('三步洗手法');
    expect(
      lecturePageSchema.parse(await ok('/lecture/api/list?hosId=1001&keyword=%25')).total,
    ).toBe(0);
  });

  it('an article in both languages; a video with its file, poster and captions in en-US and zh-CN', async () => {
    const article = lectureDetailSchema.parse(
      await ok('/lecture/api/info?hosId=1001&lectureId=a-blood-pressure', ZH),
    );
    expect(article).toMatchObject({
      kind: 'article',
      title: '在家测量血压',
      videoUrl: null,
      captions: [],
    });
    expect(article.body).toContain('<h3>测量之前</h3>');
    const video = lectureDetailSchema.parse(
      await ok('/lecture/api/info?hosId=1001&lectureId=v-handwashing'),
    );
    expect(video).toMatchObject({
      kind: 'video',
      videoUrl: '/demo-assets/lectures/handwashing.webm',
      durationSeconds: 8,
    });
    expect(video.captions.map((c) => c.lang)).toEqual(['en-US', 'zh-CN']);
    // The shipped files are served, small enough to ship.
    for (const url of [video.videoUrl!, video.posterUrl!, ...video.captions.map((c) => c.url)]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.rawPayload.length, url).toBeLessThan(300_000);
    }
    const vtt = await t.app.inject({ method: 'GET', url: video.captions[1]!.url });
    expect(vtt.body.startsWith('WEBVTT')).toBe(true);
    expect(vtt.headers['content-type']).toMatch(/^text\/vtt/);
  });

  it('unknown lecture → 404 LECTURE001; another hospital’s lecture is not visible; the closed module → FUNC001', async () => {
    await refused(
      await get(t.app, '/lecture/api/info?hosId=1001&lectureId=no-such'),
      404,
      'LECTURE001',
    );
    // 1003 has its own lectures; 1001's article does not exist there, and 1003's list holds only its own.
    await refused(
      await get(t.app, '/lecture/api/info?hosId=1003&lectureId=a-blood-pressure'),
      404,
      'LECTURE001',
    );
    const other = lecturePageSchema.parse(await ok('/lecture/api/list?hosId=1003&pageSize=50'));
    // 1003 publishes articles only (lectureTypes): its video is not listed and reads as unknown.
    expect(other.items.map((i) => i.lectureId).sort()).toEqual(['a-heart-failure', 'a-walking']);
    await refused(
      await get(t.app, '/lecture/api/info?hosId=1003&lectureId=v-heartbeat'),
      404,
      'LECTURE001',
    );
    // The same id at two hospitals is two lectures: 1001's own video, not 1003's.
    expect(
      lectureDetailSchema.parse(await ok('/lecture/api/info?hosId=1001&lectureId=v-heartbeat'))
        .title,
    ).toBe('Blood pressure in one minute');
    await refused(await get(t.app, '/lecture/api/list?hosId=1002'), 404, 'FUNC001');
    await refused(await get(t.app, '/lecture/api/list?hosId=9999'), 404, 'HOSPITAL001');
    await refused(await get(t.app, '/lecture/api/info?hosId=1001&lectureId=a%20b'), 400, 'C019');
    await refused(await get(t.app, '/lecture/api/list?hosId=1001&pageSize=500'), 400, 'C019');
  });

  it('a read counts once per viewer: a refresh of the same session adds nothing; another session adds one', async () => {
    const read = (viewerId: string, lectureId = 'a-chest-pain', hosId = hosIdOf('1001')) =>
      post(t.app, '/lecture/api/read', { hosId, lectureId, viewerId });
    const before = lectureDetailSchema.parse(
      await ok('/lecture/api/info?hosId=1001&lectureId=a-chest-pain'),
    ).readCount;
    const first = await read('session-aaaa-1');
    expect(first.json().data).toEqual({ readCount: before + 1, counted: true });
    expect((await read('session-aaaa-1')).json().data).toEqual({
      readCount: before + 1,
      counted: false,
    });
    expect((await read('session-bbbb-2')).json().data).toEqual({
      readCount: before + 2,
      counted: true,
    });
    expect(
      lectureDetailSchema.parse(await ok('/lecture/api/info?hosId=1001&lectureId=a-chest-pain'))
        .readCount,
    ).toBe(before + 2);
    await refused(await read('session-aaaa-1', 'no-such'), 404, 'LECTURE001');
    await refused(await read('session-aaaa-1', 'a-chest-pain', hosIdOf('1003')), 404, 'LECTURE001');
    await refused(await read('x'), 400, 'C019');
  });

  it("forgets a visit's views a week on (the job), keeping the counts; two passes at once delete each row once", async () => {
    const read = (viewerId: string) =>
      post(t.app, '/lecture/api/read', { hosId: '1001', lectureId: 'a-chest-pain', viewerId });
    const views = () =>
      t.db
        .selectFrom('lecture_view')
        .select('viewer_id')
        .where('viewer_id', 'like', 'prune-%')
        .orderBy('viewer_id')
        .execute();
    for (const v of ['prune-old-1', 'prune-old-2', 'prune-old-3', 'prune-new-1'])
      expect((await read(v)).json().data.counted).toBe(true);
    const aged = new Date(Date.now() - VIEW_MEMORY_MS - 60_000);
    await t.db
      .updateTable('lecture_view')
      .set({ viewed_at: aged })
      .where('viewer_id', 'like', 'prune-old-%')
      .execute();
    const count = lectureDetailSchema.parse(
      await ok('/lecture/api/info?hosId=1001&lectureId=a-chest-pain'),
    ).readCount;

    const [a, b] = await Promise.all([
      pruneLectureViewsTick(t.db, { batchSize: 1 }),
      pruneLectureViewsTick(t.db, { batchSize: 1 }),
    ]);
    expect(a + b).toBeGreaterThanOrEqual(3);
    expect(await views()).toEqual([{ viewer_id: 'prune-new-1' }]);
    expect(
      lectureDetailSchema.parse(await ok('/lecture/api/info?hosId=1001&lectureId=a-chest-pain'))
        .readCount,
    ).toBe(count);
    expect(await pruneLectureViewsTick(t.db)).toBe(0);
    // The visit still remembered counts no more; one forgotten would count again.
    expect((await read('prune-new-1')).json().data.counted).toBe(false);
  });
});

describe('medical guide (no sign-in)', () => {
  it('sections by guide_type with the dictionary’s labels in order, areas named, in both languages', async () => {
    const guide = guideSchema.parse(await ok('/platform/api/guide/list?hosId=1001'));
    expect(guide.types).toEqual([
      { value: 'departments', label: 'Finding departments' },
      { value: 'floors', label: 'Floors and buildings' },
      { value: 'visiting', label: 'Visiting hours' },
      { value: 'bring', label: 'What to bring' },
    ]);
    expect(
      guide.sections.filter((s) => s.guideType === 'floors').map((s) => [s.areaId, s.areaName]),
    ).toEqual([
      ['1', 'Main Campus'],
      ['2', 'East Campus'],
    ]);
    const zh = guideSchema.parse(await ok('/platform/api/guide/list?hosId=1001', ZH));
    expect(zh.types[0]).toEqual({ value: 'departments', label: '科室导航' });
    expect(zh.sections.find((s) => s.guideId === 'g-visiting')?.title).toBe('探视时间');
    expect(zh.sections.find((s) => s.guideId === 'g-floors-2')?.areaName).toBe('东院区');
  });

  it('the symptom helper: English, Chinese and pinyin initials find the department, named in the reader’s language', async () => {
    const search = async (
      keyword: string,
      headers: Record<string, string> = {},
      hosId = hosIdOf('1001'),
    ) =>
      (
        (await ok(
          `/platform/api/guide/symptom?hosId=${hosId}&keyword=${encodeURIComponent(keyword)}`,
          headers,
        )) as unknown[]
      ).map((m) => symptomMatchSchema.parse(m));
    expect(await search('Cough')).toEqual([
      {
        symptomId: 's-cough',
        name: 'Cough',
        deptId: '13',
        deptName: 'Respiratory Medicine',
        areaId: '1',
      },
    ]);
    expect(await search('咳嗽', ZH)).toEqual([
      { symptomId: 's-cough', name: '咳嗽', deptId: '13', deptName: '呼吸内科', areaId: '1' },
    ]);
    expect(
      (await search('ks')).map((m) => m.symptomId),
      'pinyin initials of 咳嗽',
    ).toEqual(['s-cough']);
    expect((await search('fever')).map((m) => m.symptomId)).toEqual(['s-fever', 's-child']);
    expect(await search('toothache')).toEqual([]);
    // Another hospital's symptoms stay there: 1003 maps chest pain to its own department.
    expect(await search('chest pain', {}, hosIdOf('1003'))).toEqual([
      {
        symptomId: 's-chest-pain',
        name: 'Chest pain',
        deptId: '11',
        deptName: 'Coronary Heart Disease',
        areaId: '1',
      },
    ]);
    expect(await search('cough', {}, hosIdOf('1003'))).toEqual([]);
    await refused(await get(t.app, '/platform/api/guide/symptom?hosId=1001&keyword='), 400, 'C018');
    await refused(
      await get(t.app, '/platform/api/guide/symptom?hosId=1004&keyword=fever'),
      404,
      'HOSPITAL002',
    );
  });

  it('a symptom whose department was withdrawn is left out, not offered', async () => {
    await t.db
      .insertInto('guide_symptom')
      .values({
        hos_id: hosIdOf('1001'),
        symptom_id: 's-gone',
        name: 'Gone',
        dept_id: '999',
        area_id: null,
        search_text: 'zzgone',
      })
      .execute();
    expect(await ok('/platform/api/guide/symptom?hosId=1001&keyword=zzgone')).toEqual([]);
  });
});

describe('instructions (sign-in required)', () => {
  it('needs sign-in; the registration accepted the user service agreement and privacy policy, not the other documents', async () => {
    await refused(await get(t.app, '/platform/api/notice/list?hosId=1003'), 401, 'C024');
    const u = await registerUser(t.app, hosIdOf('1003'));
    const list = (
      (await ok('/platform/api/notice/list?hosId=1003', bearer(u.token))) as unknown[]
    ).map((n) => noticeStatusSchema.parse(n));
    expect(list.map((n) => n.docType).sort()).toEqual([
      'APPOINTMENT_NOTICE',
      'LOG_OFF_PROTOCOL',
      'REFUND_NOTICE',
      'USER_PRIVACY',
      'USER_SERVICE',
    ]);
    const accepted = Object.fromEntries(list.map((n) => [n.docType, n.acceptedAt]));
    expect(accepted.USER_SERVICE).toEqual(expect.any(String));
    expect(accepted.USER_PRIVACY).toEqual(expect.any(String));
    expect(accepted.APPOINTMENT_NOTICE).toBeNull();
    expect(list.find((n) => n.docType === 'USER_SERVICE')?.title).toBe('User service agreement');
  });

  it('a new version asks again: the old acceptance is not the current one; accepting an outdated version is refused', async () => {
    const u = await registerUser(t.app, hosIdOf('1003'));
    const editor = await signInStaff(t.app, { role: 'editor', hosId: hosIdOf('1003') });
    const publish = await publishAs(editor, '1003', 'USER_PRIVACY', {
      title: 'Privacy policy (2027)',
      content: '<p>We now also keep your language choice.</p>',
      translations: {
        'zh-CN': { title: '隐私政策（2027版）', content: '<p>我们还会保存您的语言选择。</p>' },
      },
    });
    expect(publish.json(), publish.body).toMatchObject({
      code: 0,
      data: { docType: 'USER_PRIVACY', version: 2 },
    });

    const privacy = async () =>
      ((await ok('/platform/api/notice/list?hosId=1003', bearer(u.token))) as unknown[])
        .map((n) => noticeStatusSchema.parse(n))
        .find((n) => n.docType === 'USER_PRIVACY')!;
    expect(await privacy()).toMatchObject({
      version: 2,
      title: 'Privacy policy (2027)',
      acceptedAt: null,
      previousAcceptedVersion: 1,
    });

    const accept = (version: number, docType = 'USER_PRIVACY', token = u.token) =>
      post(
        t.app,
        '/platform/api/notice/accept',
        { hosId: '1003', docType, version },
        { headers: bearer(token) },
      );
    await refused(await accept(1), 409, 'NOTICE002');
    await refused(await accept(3), 409, 'NOTICE002');
    const yes = await accept(2);
    expect(yes.json().data).toMatchObject({
      docType: 'USER_PRIVACY',
      version: 2,
      acceptedAt: expect.any(String),
    });
    const again = await accept(2);
    expect(again.json().data.acceptedAt, 'accepting twice keeps the first date').toBe(
      yes.json().data.acceptedAt,
    );
    expect(await privacy()).toMatchObject({ version: 2, acceptedAt: yes.json().data.acceptedAt });

    // Public: the current text in the reader's language (the register page links it).
    expect(await ok('/platform/api/notice/info?hosId=1003&docType=USER_PRIVACY', ZH)).toMatchObject(
      { version: 2, title: '隐私政策（2027版）' },
    );
  });

  it('refusals: unknown type, a document another hospital published, the token of another hospital, publishing without the console permission', async () => {
    const u = await registerUser(t.app, hosIdOf('1003'));
    const accept = (body: object, token = u.token) =>
      post(t.app, '/platform/api/notice/accept', body, { headers: bearer(token) });
    await refused(await accept({ hosId: '1003', docType: 'NOPE', version: 1 }), 400, 'C019');
    // 1002 has published only the agreements registration accepts: NOTICE001 for the others, and 1003's do not show.
    const v = await registerUser(t.app, hosIdOf('1002'));
    await refused(
      await accept({ hosId: '1002', docType: 'LOG_OFF_PROTOCOL', version: 1 }, v.token),
      404,
      'NOTICE001',
    );
    expect(
      (
        (await ok('/platform/api/notice/list?hosId=1002', bearer(v.token))) as { docType: string }[]
      ).map((n) => n.docType),
    ).toEqual(['USER_PRIVACY', 'USER_SERVICE']);
    await refused(
      await get(t.app, '/platform/api/notice/info?hosId=1002&docType=LOG_OFF_PROTOCOL'),
      404,
      'NOTICE001',
    );
    // A 1003 token at 1001 is worthless.
    expect(
      (await get(t.app, '/platform/api/notice/list?hosId=1001', { headers: bearer(u.token) }))
        .statusCode,
    ).toBe(401);
    // Publishing is the console's: no staff session, a role without content, another hospital's editor are refused.
    const doc = { title: 'x', content: 'y' };
    await refused(
      await post(t.app, '/console/api/hospitals/1003/notices/USER_SERVICE', doc),
      401,
      'STAFF001',
    );
    const support = await signInStaff(t.app, { role: 'support', hosId: hosIdOf('1003') });
    await refused(await publishAs(support, '1003', 'USER_SERVICE', doc), 403, 'STAFF006');
    const elsewhere = await signInStaff(t.app, { role: 'editor', hosId: hosIdOf('1002') });
    await refused(await publishAs(elsewhere, '1003', 'USER_SERVICE', doc), 403, 'STAFF007');
    const platform = await signInStaff(t.app, { role: 'platformAdmin', hosId: null });
    await refused(await publishAs(platform, '9999', 'USER_SERVICE', doc), 404, 'HOSPITAL001');
    await refused(await publishAs(platform, '1003', 'NOPE', doc), 400, 'C019');
    // Each publication is in the audit log.
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('hos_id', '=', hosIdOf('1003'))
      .where('action', '=', 'notice.publish')
      .execute();
    expect(audit.map((a) => a.target)).toContain('USER_PRIVACY v2');
  });
});

describe('lecture kinds the hospital publishes (lectureTypes)', () => {
  // 1003 publishes articles only from here on (the demo hospitals all publish both kinds).
  beforeAll(async () => {
    await t.db
      .insertInto('config_item')
      .values({
        hos_id: hosIdOf('1003'),
        config_type: 'LECTURE',
        config_key: 'lectureTypes',
        config_value: 'article',
      })
      .onConflict((oc) =>
        oc
          .columns(['hos_id', 'config_type', 'config_key'])
          .doUpdateSet({ config_value: 'article' }),
      )
      .execute();
    evictReads(t.db, 'config:1003');
  });

  it('lists only the published kinds, and refuses a kind the hospital does not publish (LECTURE002)', async () => {
    const all = lecturePageSchema.parse(await ok('/lecture/api/list?hosId=1003&pageSize=50'));
    expect(all.items.map((i) => i.kind)).toEqual(['article', 'article']);
    await refused(await get(t.app, '/lecture/api/list?hosId=1003&kind=video'), 409, 'LECTURE002');
    await refused(
      await get(t.app, '/lecture/api/category/list?hosId=1003&kind=video'),
      409,
      'LECTURE002',
    );
    await refused(
      await get(t.app, '/lecture/api/info?hosId=1003&lectureId=v-heartbeat'),
      404,
      'LECTURE001',
    );
    // 1001 publishes both: its videos are still listed.
    const videos = lecturePageSchema.parse(await ok('/lecture/api/list?hosId=1001&kind=video'));
    expect(videos.items).toHaveLength(2);
  });
});
