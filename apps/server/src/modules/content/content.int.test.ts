import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hosIdOf, lectureDetailSchema, lecturePageSchema, type HosId } from '@portal/shared';
import { LECTURE_POSTER_MAX_BYTES, type LectureDraft } from '@portal/shared/console';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { get } from '../../../test/auth-helpers.ts';
import {
  consoleInject,
  signInStaff,
  type StaffSession,
} from '../../../test/fixtures/staff.fixtures.ts';

/**
 * Over HTTP, on PGlite and PostgreSQL: an editor writes a lecture as a draft in both languages, which no patient sees
 * until it is published and none sees again once it is unpublished; the body is cleaned of scripts and handlers; the
 * lecture's video and poster are checked and served; the guide's sections are edited in place. Roles without
 * content.edit, other hospitals and bad input are refused with their message keys, and nothing changes.
 */
const H = hosIdOf('1001');
const OTHER_H = hosIdOf('1002');
const ZH = { 'accept-language': 'zh-CN' };
const WEBM = fs.readFileSync(
  path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../../demo/assets/lectures/handwashing.webm',
  ),
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
let editor: StaffSession;
beforeAll(async () => {
  t = await createTestApp();
  editor = await signInStaff(t.app, { role: 'editor', hosId: H });
});
afterAll(async () => t.close());

const draft = (over: Partial<LectureDraft> = {}): LectureDraft => ({
  kind: 'article',
  categoryId: 'heart',
  texts: {
    'en-US': {
      title: 'Salt and your heart',
      summary: 'Less salt, lower pressure.',
      author: 'Dr. Lin',
      body: '<p>Eat <strong>less</strong> salt.</p><script>alert(1)</script><img src="x" onerror="alert(1)">',
    },
    'zh-CN': {
      title: '盐与心脏',
      summary: '少盐，血压更低。',
      author: '林医生',
      body: '<p onclick="alert(1)">少吃盐。</p>',
    },
  },
  ...over,
});

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  as: StaffSession = editor,
) => consoleInject(t.app, as, { method, url: `/console/api/hospitals${url}`, payload });
const create = (body: object, as?: StaffSession, hosId: HosId = H) =>
  call('POST', `/${hosId}/lectures`, body, as);
const patientList = async (headers: Record<string, string> = {}) =>
  lecturePageSchema.parse(
    (await get(t.app, `/lecture/api/list?hosId=${H}&pageSize=50`, { headers })).json().data,
  ).items;
const patientLecture = (lectureId: string, headers: Record<string, string> = {}) =>
  get(t.app, `/lecture/api/info?hosId=${H}&lectureId=${lectureId}`, { headers });
const refusedWith = (
  res: { statusCode: number; json: () => { messageKey?: string } },
  status: number,
  key: string,
) => {
  expect(res.statusCode).toBe(status);
  expect(res.json().messageKey).toBe(key);
};
const auditOf = (target: string) =>
  t.db
    .selectFrom('audit_log')
    .select(['action'])
    .where('target', '=', target)
    .orderBy('id')
    .execute();

describe('lectures', () => {
  it('a new lecture is a draft no patient sees; published it shows in both languages; unpublished it is gone', async () => {
    const created = await create(draft());
    expect(created.json(), created.body).toMatchObject({
      code: 0,
      data: {
        status: 'draft',
        publishedAt: null,
        title: 'Salt and your heart',
        otherTitle: '盐与心脏',
      },
    });
    const id = created.json().data.lectureId as string;

    expect((await patientList()).map((l) => l.lectureId)).not.toContain(id);
    refusedWith(await patientLecture(id), 404, 'LECTURE001');
    const read = await t.app.inject({
      method: 'POST',
      url: '/lecture/api/read',
      payload: { hosId: H, lectureId: id, viewerId: 'viewer-0001' },
    });
    refusedWith(read, 404, 'LECTURE001');

    const published = await call('POST', `/${H}/lectures/${id}/publish`);
    expect(published.json()).toMatchObject({ data: { status: 'published' } });
    expect(published.json().data.publishedAt).toEqual(expect.any(String));
    const en = (await patientList()).find((l) => l.lectureId === id);
    expect(en).toMatchObject({ title: 'Salt and your heart', author: 'Dr. Lin' });
    const zh = (await patientList(ZH)).find((l) => l.lectureId === id);
    expect(zh).toMatchObject({ title: '盐与心脏', author: '林医生' });
    const detail = lectureDetailSchema.parse((await patientLecture(id, ZH)).json().data);
    expect(detail.body).toBe('<p>少吃盐。</p>');

    await call('POST', `/${H}/lectures/${id}/unpublish`);
    expect((await patientList()).map((l) => l.lectureId)).not.toContain(id);
    expect((await patientList(ZH)).map((l) => l.lectureId)).not.toContain(id);
    refusedWith(await patientLecture(id), 404, 'LECTURE001');

    expect((await auditOf(id)).map((a) => a.action)).toEqual([
      'lecture.create',
      'lecture.publish',
      'lecture.unpublish',
    ]);
  });

  it('keeps existing lectures published and lists drafts and published ones to staff', async () => {
    const list = await call('GET', `/${H}/lectures`);
    expect(list.json().data.lectures.length).toBeGreaterThanOrEqual(8);
    const seeded = list
      .json()
      .data.lectures.find((l: { lectureId: string }) => l.lectureId === 'a-blood-pressure');
    expect(seeded).toMatchObject({ status: 'published', otherTitle: expect.any(String) });
    expect(list.json().data.categories).toContainEqual({
      categoryId: 'heart',
      name: { 'en-US': 'Heart and blood pressure', 'zh-CN': '心脏与血压' },
    });
  });

  it('stores the body cleaned of scripts and event handlers, in both languages', async () => {
    const id = (await create(draft())).json().data.lectureId as string;
    const saved = await call('GET', `/${H}/lectures/${id}`);
    const texts = saved.json().data.texts;
    expect(texts['en-US'].body).toBe('<p>Eat <strong>less</strong> salt.</p><img src="x" />');
    expect(texts['zh-CN'].body).toBe('<p>少吃盐。</p>');
    const row = await t.db
      .selectFrom('lecture')
      .select('body')
      .where('hos_id', '=', H)
      .where('lecture_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.body).not.toMatch(/script|onerror/i);
  });

  it('saves a published lecture in place and keeps it published; an empty other language falls back', async () => {
    const id = (await create(draft())).json().data.lectureId as string;
    await call('POST', `/${H}/lectures/${id}/publish`);
    const edited = draft({
      texts: {
        'en-US': { title: 'Salt, your heart and you', body: '<p>New.</p>' },
        'zh-CN': { title: '' },
      },
    });
    const saved = await call('PUT', `/${H}/lectures/${id}`, edited);
    expect(saved.json(), saved.body).toMatchObject({
      data: { status: 'published', title: 'Salt, your heart and you', otherTitle: '' },
    });
    expect((await patientList(ZH)).find((l) => l.lectureId === id)?.title).toBe(
      'Salt, your heart and you',
    );
    expect((await auditOf(id)).map((a) => a.action)).toContain('lecture.save');
  });

  it('refuses bad input with its message key and changes nothing', async () => {
    const before = (await call('GET', `/${H}/lectures`)).json().data.lectures.length;
    const noTitle = draft();
    noTitle.texts['en-US'].title = '';
    refusedWith(await create(noTitle), 400, 'C018');
    noTitle.texts['en-US'].title = '   ';
    refusedWith(await create(noTitle), 400, 'C019');
    const long = draft();
    long.texts['en-US'].body = 'x'.repeat(100_001);
    refusedWith(await create(long), 400, 'RICHTEXT001');
    refusedWith(await create(draft({ categoryId: 'nowhere' })), 400, 'LECTURE003');
    refusedWith(await create(draft({ kind: 'video' })), 400, 'C018');
    refusedWith(await create(draft({ posterUrl: 'javascript:alert(1)' })), 400, 'C019');
    expect((await call('GET', `/${H}/lectures`)).json().data.lectures).toHaveLength(before);
  });

  it("answers an unknown lecture and another hospital's lecture alike", async () => {
    refusedWith(await call('GET', `/${H}/lectures/no-such`), 404, 'LECTURE001');
    refusedWith(await call('POST', `/${H}/lectures/no-such/publish`), 404, 'LECTURE001');
    const other = await signInStaff(t.app, { role: 'editor', hosId: OTHER_H });
    const id = (await create(draft())).json().data.lectureId as string;
    refusedWith(
      await call('GET', `/${OTHER_H}/lectures/${id}`, undefined, other),
      404,
      'LECTURE001',
    );
    refusedWith(await call('PUT', `/${OTHER_H}/lectures/${id}`, draft(), other), 404, 'LECTURE001');
    refusedWith(await call('GET', `/${OTHER_H}/lectures/${id}`), 403, 'STAFF007');
  });

  it('refuses support and finance (STAFF006); the auditor reads but cannot write', async () => {
    for (const role of ['support', 'finance'] as const) {
      const s = await signInStaff(t.app, { role, hosId: H });
      refusedWith(await call('GET', `/${H}/lectures`, undefined, s), 403, 'STAFF006');
      refusedWith(await create(draft(), s), 403, 'STAFF006');
      refusedWith(await call('GET', `/${H}/guide`, undefined, s), 403, 'STAFF006');
    }
    const auditor = await signInStaff(t.app, { role: 'auditor', hosId: H });
    expect((await call('GET', `/${H}/lectures`, undefined, auditor)).statusCode).toBe(200);
    refusedWith(await create(draft(), auditor), 403, 'STAFF006');
  });
});

describe("a lecture's video and poster", () => {
  const multipart = (name: string, bytes: Buffer) => {
    const boundary = '----content-test-boundary';
    return {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    };
  };
  const upload = (use: string, name: string, bytes: Buffer, as: StaffSession = editor) => {
    const body = multipart(name, bytes);
    return consoleInject(t.app, as, {
      method: 'POST',
      url: `/console/api/hospitals/${H}/lecture-media?use=${use}`,
      payload: body.payload,
      headers: body.headers,
    });
  };

  it('stores a webm video and a poster, serves them to anyone, and a video lecture plays it', async () => {
    const video = await upload('video', 'hands.webm', WEBM);
    expect(video.json(), video.body).toMatchObject({ code: 0 });
    const videoPath = video.json().data.path as string;
    expect(videoPath).toMatch(/^\/lecture\/api\/media\/1001\/[0-9a-f-]{36}\.webm$/);
    const served = await t.app.inject({ method: 'GET', url: videoPath });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('video/webm');
    expect(served.rawPayload.equals(WEBM)).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: videoPath.replace('/1001/', '/1002/') }))
        .statusCode,
    ).toBe(404);

    const poster = await upload('poster', 'poster.png', PNG);
    const posterPath = poster.json().data.path as string;
    const created = await create(
      draft({ kind: 'video', videoUrl: videoPath, posterUrl: posterPath, durationSeconds: 12 }),
    );
    expect(created.json(), created.body).toMatchObject({
      data: { kind: 'video', videoUrl: videoPath, posterUrl: posterPath },
    });
    const files = await t.db
      .selectFrom('lecture_media')
      .select('file_id')
      .where('hos_id', '=', H)
      .execute();
    expect(files.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses another type, a file whose content is not what its name says, and a file too large', async () => {
    refusedWith(await upload('video', 'hands.mov', WEBM), 400, 'UPLOAD001');
    refusedWith(await upload('video', 'notes.txt', Buffer.from('hello')), 400, 'UPLOAD001');
    refusedWith(
      await upload('video', 'fake.mp4', Buffer.from('<script>1</script>')),
      400,
      'UPLOAD002',
    );
    refusedWith(await upload('poster', 'hands.webm', WEBM), 400, 'UPLOAD001');
    refusedWith(
      await upload(
        'poster',
        'big.png',
        Buffer.concat([PNG, Buffer.alloc(LECTURE_POSTER_MAX_BYTES)]),
      ),
      400,
      'C006',
    );
    refusedWith(await upload('song', 'hands.webm', WEBM), 400, 'C019');
    const finance = await signInStaff(t.app, { role: 'finance', hosId: H });
    refusedWith(await upload('video', 'hands.webm', WEBM, finance), 403, 'STAFF006');
  });
});

describe('the medical guide', () => {
  it('saves a section in both languages, cleaned, and patients read it at once', async () => {
    const sections = (await call('GET', `/${H}/guide`)).json().data as {
      guideId: string;
      title: Record<string, string>;
      sort: number;
    }[];
    const first = sections.find((s) => s.guideId === 'g-departments')!;
    expect(first.title['zh-CN']).toBe('如何找到合适的科室');
    const saved = await call('PUT', `/${H}/guide/g-departments`, {
      title: { 'en-US': 'Which department?', 'zh-CN': '去哪个科室？' },
      content: {
        'en-US': '<p>Ask at the desk.</p><script>alert(1)</script>',
        'zh-CN': '<p onmouseover="x()">请到服务台咨询。</p>',
      },
      sort: first.sort,
    });
    expect(saved.json(), saved.body).toMatchObject({
      data: {
        title: { 'en-US': 'Which department?', 'zh-CN': '去哪个科室？' },
        content: { 'en-US': '<p>Ask at the desk.</p>', 'zh-CN': '<p>请到服务台咨询。</p>' },
      },
    });
    const guide = (lang: Record<string, string>) =>
      get(t.app, `/platform/api/guide/list?hosId=${H}`, { headers: lang });
    const en = (await guide({}))
      .json()
      .data.sections.find((s: { guideId: string }) => s.guideId === 'g-departments');
    expect(en).toMatchObject({ title: 'Which department?', content: '<p>Ask at the desk.</p>' });
    const zh = (await guide(ZH))
      .json()
      .data.sections.find((s: { guideId: string }) => s.guideId === 'g-departments');
    expect(zh).toMatchObject({ title: '去哪个科室？', content: '<p>请到服务台咨询。</p>' });
    expect((await auditOf('g-departments')).map((a) => a.action)).toEqual(['guide.save']);
  });

  it('refuses an unknown section, an empty title and the roles without content.edit', async () => {
    const body = { title: { 'en-US': 'x' }, content: { 'en-US': '<p>x</p>' }, sort: 1 };
    refusedWith(await call('PUT', `/${H}/guide/no-such`, body), 404, 'C002');
    refusedWith(
      await call('PUT', `/${H}/guide/g-departments`, { ...body, title: { 'en-US': '' } }),
      400,
      'C018',
    );
    const support = await signInStaff(t.app, { role: 'support', hosId: H });
    refusedWith(await call('PUT', `/${H}/guide/g-departments`, body, support), 403, 'STAFF006');
  });
});
