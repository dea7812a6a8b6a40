import { hosIdOf } from '@portal/shared';
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO, get, post, registerUser, signIn } from '../../../test/auth-helpers.ts';
import { buildTestApp, createTestApp, testEnv, type TestApp } from '../../../test/test-app.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { createUrlSigner } from './signed-url.ts';
import {
  pdfBytes,
  pngBytes,
  tempStore,
  textBytes,
  upload,
} from '../../../test/fixtures/uploads/uploads.fixtures.ts';

/**
 * Over HTTP, on PGlite and PostgreSQL: uploadOssFile under each bizType's count, size and type limits
 * with the content sniffed (code 400 with a templated message); a failed upload leaves neither file nor
 * row; getOssPrivateResourceUrl hands out short-lived signed URLs for the caller's own files only.
 */
const A = hosIdOf('1001');
const B = hosIdOf('1002');
let t: TestApp;
let tmp: ReturnType<typeof tempStore>;
let me: { token: string; userId: string };
let other: { token: string };
/** Where this app spools uploads as they arrive: empty whenever no request is in flight. */
const spoolRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-spool-'));
const spooled = () => fs.readdirSync(spoolRoot);
beforeAll(async () => {
  tmp = tempStore();
  t = await createTestApp({ UPLOAD_SPOOL_DIR: spoolRoot }, { adapters: { files: tmp.store } });
  me = await registerUser(t.app, A);
  other = await registerUser(t.app, A);
});
afterAll(async () => t.close());

const rows = () =>
  t.db
    .selectFrom('upload_file')
    .select(['file_id', 'user_id', 'biz_type', 'content_type', 'storage_key'])
    .execute();
const privateUrl = (token: string, paths: string[], bizType = 'feedback', hosId = A) =>
  post(
    t.app,
    `/platform/api/oss/private-url?hosId=${hosId}&bizType=${bizType}`,
    { urls: paths.map((url) => ({ url })) },
    { headers: bearer(token) },
  );
const refusal = (res: { statusCode: number; json(): unknown }) => ({
  status: res.statusCode,
  ...(res.json() as { code: number; messageKey: string; params?: object }),
});

describe('uploadOssFile', () => {
  it('stores a photo under its sniffed type and answers its path', async () => {
    const res = await upload(t.app, me.token, 'feedback', [
      { name: 'Photo.PNG', data: pngBytes() },
    ]);
    expect(res.json()).toMatchObject({ code: 0 });
    const [path] = res.json().data as string[];
    expect(path).toMatch(/^feedback\/[0-9a-f-]{36}\.png$/);
    expect(await rows()).toContainEqual(
      expect.objectContaining({ storage_key: path, user_id: me.userId, content_type: 'image/png' }),
    );
    expect(tmp.files()).toContain(path);
  });

  it('refuses by the rules with code 400 and templated messages, storing nothing', async () => {
    const before = { rows: (await rows()).length, files: tmp.files() };
    const png = { name: 'a.png', data: pngBytes() };
    expect(refusal(await upload(t.app, me.token, '', [png]))).toMatchObject({
      status: 400,
      code: 400,
      messageKey: 'C018',
      params: { field: 'bizType' },
    });
    expect(refusal(await upload(t.app, me.token, 'nonsense', [png]))).toMatchObject({
      status: 400,
      messageKey: 'C019',
      params: { field: 'bizType' },
    });
    expect(refusal(await upload(t.app, me.token, 'feedback', []))).toMatchObject({
      status: 400,
      messageKey: 'C018',
      params: { field: 'fileList' },
    });
    // feedback takes 3 photos; contact-person the default of 1.
    expect(refusal(await upload(t.app, me.token, 'feedback', [png, png, png, png]))).toMatchObject({
      status: 400,
      code: 400,
      messageKey: 'C005',
      params: { max: 3 },
    });
    expect(refusal(await upload(t.app, me.token, 'contact-person', [png, png]))).toMatchObject({
      status: 400,
      messageKey: 'C005',
      params: { max: 1 },
    });
    const big = Buffer.concat([pngBytes(), Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = refusal(
      await upload(t.app, me.token, 'feedback', [{ name: 'big.png', data: big }]),
    );
    expect(tooBig).toMatchObject({
      status: 400,
      code: 400,
      messageKey: 'C006',
      params: { size: 10 },
    });
    expect((tooBig as unknown as { msg: string }).msg).toBe('Each file must be at most 10 MB');
    expect(
      refusal(
        await upload(t.app, me.token, 'feedback', [{ name: 'report.pdf', data: pdfBytes() }]),
      ),
    ).toMatchObject({
      status: 400,
      messageKey: 'UPLOAD001',
      params: { name: 'report.pdf', types: 'jpg, jpeg, png, gif, bmp, webp' },
    });
    // Sniffed, not trusted from the name: a script and a PDF renamed as photos.
    expect(
      refusal(await upload(t.app, me.token, 'feedback', [{ name: 'x.png', data: textBytes() }])),
    ).toMatchObject({ status: 400, messageKey: 'UPLOAD002', params: { name: 'x.png' } });
    expect(
      refusal(
        await upload(t.app, me.token, 'feedback', [png, { name: 'y.jpg', data: pdfBytes() }]),
      ),
    ).toMatchObject({ status: 400, messageKey: 'UPLOAD002', params: { name: 'y.jpg' } });
    // A field other than fileList is refused, not ignored.
    expect(
      refusal(await upload(t.app, me.token, 'feedback', [{ ...png, field: 'other' }])),
    ).toMatchObject({ status: 400, messageKey: 'C019' });
    expect({ rows: (await rows()).length, files: tmp.files() }).toEqual(before);
    expect(spooled()).toEqual([]);
  });

  it('takes a video larger than any chunk through the spool: sniffed from disk, stored whole, and nothing left behind', async () => {
    // An MP4's first box (ftyp, brand mp42), then 12 MB: past the 10 MB photos may have, within the 50 MB of videos.
    const ftyp = Buffer.from(
      '00000018' + '66747970' + '6d703432' + '00000000' + '6d703432' + '69736f6d',
      'hex',
    );
    const video = Buffer.concat([ftyp, Buffer.alloc(12 * 1024 * 1024, 7)]);
    const res = await upload(t.app, me.token, 'mdt-consult-video', [
      { name: 'visit.mp4', data: video },
    ]);
    expect(res.json()).toMatchObject({
      code: 0,
      data: [expect.stringMatching(/^mdt-consult-video\/[0-9a-f-]{36}\.mp4$/)],
    });
    const key = (res.json().data as string[])[0]!;
    expect(fs.readFileSync(path.join(tmp.root, key)).equals(video)).toBe(true);
    expect(
      await t.db
        .selectFrom('upload_file')
        .select(['content_type', 'size_bytes'])
        .where('storage_key', '=', key)
        .executeTakeFirst(),
    ).toEqual({ content_type: 'video/mp4', size_bytes: video.length });
    expect(spooled()).toEqual([]);

    const before = { rows: (await rows()).length, files: tmp.files() };
    const tooBig = await upload(t.app, me.token, 'mdt-consult-video', [
      { name: 'long.mp4', data: Buffer.concat([video, Buffer.alloc(39 * 1024 * 1024)]) },
    ]);
    expect(refusal(tooBig)).toMatchObject({
      status: 400,
      messageKey: 'C006',
      params: { size: 50 },
    });
    expect({ rows: (await rows()).length, files: tmp.files(), spooled: spooled() }).toEqual({
      ...before,
      spooled: [],
    });
  });

  it('takes the kinds its bizType names: a PDF for a consult file, a CSV member list for a physical exam', async () => {
    expect(
      (
        await upload(t.app, me.token, 'mdt-consult-file', [{ name: 'r.pdf', data: pdfBytes() }])
      ).json(),
    ).toMatchObject({ code: 0, data: [expect.stringMatching(/\.pdf$/)] });
    expect(
      (
        await upload(t.app, me.token, 'physical-exam', [
          { name: 'm.csv', data: Buffer.from('name,phone\nZhang,13800000001\n') },
        ])
      ).json(),
    ).toMatchObject({ code: 0, data: [expect.stringMatching(/\.csv$/)] });
    expect(
      refusal(
        await upload(t.app, me.token, 'physical-exam', [{ name: 'm.csv', data: pngBytes() }]),
      ),
    ).toMatchObject({ messageKey: 'UPLOAD002' });
  });

  it('needs a session of the hospital it names', async () => {
    const png = [{ name: 'a.png', data: pngBytes() }];
    expect(refusal(await upload(t.app, 'x'.repeat(40), 'feedback', png))).toMatchObject({
      status: 401,
      messageKey: 'C024',
    });
    expect(refusal(await upload(t.app, me.token, 'feedback', png, B))).toMatchObject({
      status: 401,
      messageKey: 'C024',
    });
  });

  it('leaves no orphan when the store fails halfway: no file without its row, no row without its file', async () => {
    const broken = tempStore();
    let puts = 0;
    const failing: FileStore = {
      ...broken.store,
      put: async (key, body, type) => {
        if (++puts === 2) throw new Error('disk full');
        return broken.store.put(key, body, type);
      },
    };
    const app = await buildTestApp(t.db, testEnv(), { adapters: { files: failing } });
    const before = (await rows()).length;
    const png = { name: 'a.png', data: pngBytes() };
    const res = await upload(app, me.token, 'feedback', [png, png]);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ messageKey: 'C003' });
    expect(broken.files()).toEqual([]);
    expect((await rows()).length).toBe(before);
    await app.close();
  });
});

it('is described in the OpenAPI document as the form it is: multipart/form-data, the files under fileList', async () => {
  const doc = (await get(t.app, '/docs/json')).json() as {
    paths: Record<string, { post?: { requestBody?: unknown } }>;
  };
  expect(doc.paths['/platform/api/oss/upload']?.post?.requestBody).toEqual({
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: ['fileList'],
          properties: { fileList: { type: 'array', items: { type: 'string', format: 'binary' } } },
        },
      },
    },
  });
});

describe('getOssPrivateResourceUrl and the signed read', () => {
  it('lets the owner read their file for a few minutes, through a URL that cannot be bent to another file or hospital', async () => {
    const [path] = (
      await upload(t.app, me.token, 'feedback', [{ name: 'a.png', data: pngBytes() }])
    ).json().data as string[];
    const res = await privateUrl(me.token, [path!]);
    expect(res.json()).toMatchObject({
      code: 0,
      data: [{ url: expect.stringMatching(/^\/platform\/api\/oss\/file\//) }],
    });
    const url = res.json().data[0].url as string;
    const file = await get(t.app, url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(pngBytes())).toBe(true);
    expect(refusal(await get(t.app, url.replace(/sig=[\w-]{4}/, 'sig=AAAA')))).toMatchObject({
      status: 404,
      messageKey: 'FILE001',
    });
    expect(refusal(await get(t.app, url.replace(`hosId=${A}`, `hosId=${B}`)))).toMatchObject({
      status: 404,
      messageKey: 'FILE001',
    });
    expect(
      refusal(
        await get(
          t.app,
          url.replace(/expires=(\d+)/, (_, e: string) => `expires=${Number(e) + 3600}`),
        ),
      ),
    ).toMatchObject({ status: 404, messageKey: 'FILE001' });
  });

  it('expires: a URL signed more than five minutes ago reads nothing', async () => {
    const [path] = (
      await upload(t.app, me.token, 'feedback', [{ name: 'a.png', data: pngBytes() }])
    ).json().data as string[];
    const fileId = /\/([0-9a-f-]{36})\./.exec(path!)![1]!;
    // The app's own key (app.ts), so only the time differs.
    const signer = createUrlSigner(
      createHmac('sha256', testEnv().SMS_CODE_SECRET!).update('portal/upload-url').digest(),
    );
    expect(
      (await get(t.app, signer.sign(A, fileId, new Date(Date.now() - 290_000)))).statusCode,
    ).toBe(200);
    expect(
      refusal(await get(t.app, signer.sign(A, fileId, new Date(Date.now() - 301_000)))),
    ).toMatchObject({ status: 404, messageKey: 'FILE001' });
  });

  it("refuses another user's, another hospital's, another kind's and unknown paths alike (C002)", async () => {
    const [mine] = (
      await upload(t.app, me.token, 'feedback', [{ name: 'a.png', data: pngBytes() }])
    ).json().data as string[];
    expect(refusal(await privateUrl(other.token, [mine!]))).toMatchObject({
      status: 404,
      messageKey: 'C002',
    });
    expect(refusal(await privateUrl(me.token, [mine!], 'questionnaire'))).toMatchObject({
      status: 404,
      messageKey: 'C002',
    });
    expect(
      refusal(await privateUrl(me.token, [mine!.replace(/[0-9a-f]{12}\./, '000000000000.')])),
    ).toMatchObject({ status: 404, messageKey: 'C002' });
    const atB = await signIn(t.app, B, DEMO.phone, DEMO.password);
    expect(refusal(await privateUrl(atB, [mine!], 'feedback', B))).toMatchObject({
      status: 404,
      messageKey: 'C002',
    });
    expect(refusal(await privateUrl(me.token, ['../../etc/passwd']))).toMatchObject({
      status: 400,
      messageKey: 'C019',
    });
    expect(refusal(await privateUrl(me.token, []))).toMatchObject({
      status: 400,
      messageKey: 'C019',
      params: { field: 'urls' },
    });
  });
});
