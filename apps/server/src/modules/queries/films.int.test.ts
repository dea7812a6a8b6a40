import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filmStudyDetailSchema, filmStudyPageSchema, hosIdOf } from '@portal/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, get, signIn } from '../../../test/auth-helpers.ts';
import { addPatientOk, idCard, UNMASKED } from '../../../test/patient-helpers.ts';
import { filmFixtures, type FilmFixtures } from '../../../test/fixtures/queries/films.fixtures.ts';
import { at, day } from '../../../test/fixtures/queries/queries.fixtures.ts';

/**
 * Cloud film over HTTP, on PGlite and PostgreSQL: a patient's imaging studies (list with modality and date
 * filters and paging, detail with the report and signed image addresses, the image bytes), only through a proven
 * link; refusals with clear keys; the access log; the closed function.
 */
let t: TestApp;
let f: FilmFixtures;
let u: Awaited<ReturnType<FilmFixtures['reader']>>;
const NAMES = ['today', 'mr', 'us', 'day200', 'startOf40', 'endOf40'] as const;
let s: Record<(typeof NAMES)[number], string>;

beforeAll(async () => {
  t = await createTestApp();
  f = filmFixtures(t);
  u = await f.reader();
  const ids = await f.file([
    f.study(u, { studyAt: at(0, '08:30') }),
    f.study(u, { studyAt: at(10), modality: 'MR', bodyPart: 'Knee', title: 'MRI right knee' }),
    f.study(u, {
      studyAt: at(20),
      modality: 'US',
      bodyPart: 'Abdomen',
      title: 'Ultrasound, upper abdomen',
    }),
    f.study(u, { studyAt: at(200) }),
    f.study(u, { studyAt: at(40, '00:00') }),
    f.study(u, { studyAt: new Date(at(40, '00:00').getTime() + 86_400_000 - 1000) }),
  ]);
  s = Object.fromEntries(NAMES.map((name, i) => [name, ids[i]!])) as typeof s;
});
afterAll(async () => t.close());

const ok = (res: { json(): unknown }) => (res.json() as { data: never }).data;
const ids = (res: { json(): unknown }) =>
  (ok(res) as { items: { studyId: string }[] }).items.map((i) => i.studyId);

describe('getFilmStudies', () => {
  it("lists the patient's studies of the last year by default, newest first, with series and image counts", async () => {
    const res = await f.list(u, { patientId: u.patientId });
    const page = filmStudyPageSchema.strict().parse(ok(res));
    expect(page.items.map((i) => i.studyId)).toEqual([
      s.today,
      s.mr,
      s.us,
      s.endOf40,
      s.startOf40,
      s.day200,
    ]);
    expect(page).toMatchObject({ total: 6, pageSize: 10 });
    expect(page.items[0]).toEqual({
      studyId: s.today,
      accessionNo: `ACC-${s.today}`,
      modality: 'CT',
      bodyPart: 'Chest',
      title: 'CT study',
      deptName: 'Radiology',
      doctorName: 'Contract Doctor',
      studyAt: at(0, '08:30').toISOString(),
      seriesCount: 2,
      imageCount: 5,
    });
    expect(res.body).not.toMatch(UNMASKED);
  });

  it("filters by modality and by whole days of the hospital's calendar", async () => {
    expect(ids(await f.list(u, { patientId: u.patientId, modality: 'MR' }))).toEqual([s.mr]);
    expect(ids(await f.list(u, { patientId: u.patientId, modality: 'MG' }))).toEqual([]);
    expect(ids(await f.list(u, { patientId: u.patientId, modality: '' }))).toHaveLength(6);
    expect((await f.list(u, { patientId: u.patientId, modality: 'XR' })).json()).toMatchObject({
      code: 400,
      messageKey: 'C019',
    });
    expect(ids(await f.list(u, { patientId: u.patientId, from: day(40), to: day(40) }))).toEqual([
      s.endOf40,
      s.startOf40,
    ]);
    expect(ids(await f.list(u, { patientId: u.patientId, from: day(39), to: day(39) }))).toEqual(
      [],
    );
    expect(ids(await f.list(u, { patientId: u.patientId, to: day(100) }))).toEqual([s.day200]);
  });

  it('pages by 10: a page past the end is empty and keeps the total', async () => {
    const p = await f.reader();
    const filed = await f.file(
      Array.from({ length: 13 }, (_, i) => f.study(p, { studyAt: at(1 + i) })),
    );
    const page = async (n: number) =>
      ok(await f.list(p, { patientId: p.patientId, page: n })) as {
        items: { studyId: string }[];
        total: number;
      };
    const [one, two, three] = [await page(1), await page(2), await page(3)];
    expect([one.items.length, two.items.length, three.items.length]).toEqual([10, 3, 0]);
    expect([one.total, two.total, three.total]).toEqual([13, 13, 13]);
    expect([...one.items, ...two.items].map((i) => i.studyId)).toEqual(filed);
    for (const bad of [0, 10_001, 'x'])
      expect((await f.list(p, { patientId: p.patientId, page: bad })).json()).toMatchObject({
        code: 400,
        messageKey: 'C019',
      });
  });

  it('refuses reversed or too long ranges (QUERY001) and impossible dates (C019)', async () => {
    expect(
      (await f.list(u, { patientId: u.patientId, from: day(1), to: day(2) })).json(),
    ).toMatchObject({ code: 400, messageKey: 'QUERY001' });
    expect(
      (await f.list(u, { patientId: u.patientId, from: day(1200), to: day(0) })).json(),
    ).toMatchObject({ code: 400, messageKey: 'QUERY001' });
    expect((await f.list(u, { patientId: u.patientId, from: '2026-02-30' })).json()).toMatchObject({
      code: 400,
      messageKey: 'C019',
    });
  });

  it("is empty for a patient without studies and for one not proven-linked to the hospital's record", async () => {
    const p = await f.reader();
    expect(ok(await f.list(p, { patientId: p.patientId }))).toEqual({
      items: [],
      total: 0,
      pageSize: 10,
    });
    const certNo = idCard('19790303');
    const unlinked = await addPatientOk(t.app, p.token!, hosIdOf('1001'), {
      patientName: 'Not Proven',
      certNo,
    });
    const [filed] = await f.file([f.study({ certNo }, { studyAt: at(2) })]);
    expect(ok(await f.list(p, { patientId: unlinked }))).toEqual({
      items: [],
      total: 0,
      pageSize: 10,
    });
    expect((await f.detail(p, filed!)).json()).toMatchObject({ code: 404, messageKey: 'C002' });
  });

  it("answers another user's patient PATIENT004 like an unknown one; signed out C024", async () => {
    const other = await f.reader();
    expect((await f.list(other, { patientId: u.patientId })).json()).toMatchObject({
      code: 404,
      messageKey: 'PATIENT004',
    });
    expect((await f.list(other, { patientId: 'no-such-patient' })).json()).toMatchObject({
      code: 404,
      messageKey: 'PATIENT004',
    });
    expect((await f.list({ token: null }, { patientId: u.patientId })).json()).toMatchObject({
      code: 401,
      messageKey: 'C024',
    });
  });
});

describe('getFilmStudy and the images', () => {
  it('shows the study with its report and series, each image at a signed address that answers the PNG', async () => {
    const study = filmStudyDetailSchema.strict().parse(ok(await f.detail(u, s.today)));
    expect(study).toMatchObject({
      studyId: s.today,
      patientId: u.patientId,
      patientName: 'Test Person',
      modality: 'CT',
      findings: `Findings of a-1.`,
      impression: 'Impression of a-1.',
      radiologist: 'Contract Radiologist',
      reportedAt: new Date(at(0, '08:30').getTime() + 3_600_000).toISOString(),
    });
    expect(study.series.map((x) => [x.seriesNo, x.description, x.images.length])).toEqual([
      [1, 'Series 1', 3],
      [2, 'Series 2', 2],
    ]);
    const expires = Date.parse(study.imageUrlsExpireAt);
    expect(expires - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(20 * 60_000);
    const res = await f.image(study.series[0]!.images[0]!.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
    expect(res.rawPayload.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    // Read again within the same 5-minute step: the same addresses, so the browser's cache serves them.
    const again = filmStudyDetailSchema.parse(ok(await f.detail(u, s.today)));
    if (again.imageUrlsExpireAt === study.imageUrlsExpireAt)
      expect(again.series).toEqual(study.series);
  });

  it("refuses an image without a valid address: forged or moved signature, expired, another study's image (C002 alike)", async () => {
    const study = filmStudyDetailSchema.parse(ok(await f.detail(u, s.today)));
    const other = filmStudyDetailSchema.parse(ok(await f.detail(u, s.mr)));
    const url = new URL(study.series[0]!.images[0]!.url, 'http://x');
    const variant = (change: (q: URLSearchParams) => void) => {
      const q = new URLSearchParams(url.searchParams);
      change(q);
      return `${url.pathname}?${q.toString()}`;
    };
    const otherImage = new URL(other.series[0]!.images[0]!.url, 'http://x').searchParams.get(
      'imageId',
    )!;
    for (const bad of [
      variant((q) => q.set('sig', 'A'.repeat(43))),
      variant((q) => q.set('imageId', otherImage)),
      variant((q) => q.set('studyId', s.mr)),
      variant((q) => q.set('exp', String(Number(q.get('exp')) + 300))),
      variant((q) => q.set('exp', String(Math.floor(Date.now() / 1000) - 1))),
    ]) {
      const res = await f.image(bad, u.token);
      expect(res.json(), bad).toMatchObject({ code: 404, messageKey: 'C002' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // The bearer header alone opens nothing: the address is the capability.
    expect(
      (
        await f.image(
          variant((q) => q.delete('sig')),
          u.token,
        )
      ).json(),
    ).toMatchObject({ code: 400, messageKey: 'C018' });
  });

  it("answers another person's study and an unknown one C002 alike, and another hospital's study too", async () => {
    const other = await f.reader();
    const theirs = await f.detail(other, s.today);
    expect(theirs.json()).toEqual((await f.detail(other, 'FT-no-such-study')).json());
    expect(theirs.json()).toMatchObject({ code: 404, messageKey: 'C002' });
    // The same person's study filed at another hospital is not found at this one.
    const [elsewhere] = await f.file([f.study(u, { studyAt: at(3) })], hosIdOf('1003'));
    expect((await f.detail(u, elsewhere!)).json()).toMatchObject({ code: 404, messageKey: 'C002' });
    const demo1002 = await signIn(t.app, hosIdOf('1002'));
    expect(
      (
        await get(t.app, `/feature/api/film/info?hosId=1001&studyId=${s.today}`, {
          headers: bearer(demo1002),
        })
      ).json(),
    ).toMatchObject({ messageKey: 'C024' });
  });
});

describe('the access log and the closed function', () => {
  it('records the list and each study read', async () => {
    const p = await f.reader();
    const [id] = await f.file([f.study(p, { studyAt: at(3) })]);
    await f.list(p, { patientId: p.patientId });
    await f.detail(p, id!);
    expect((await f.accessLog(p)).map((e) => e.action).slice(0, 2)).toEqual(['film', 'films']);
  });

  it('answers FUNC001 for every film call and the images where the hospital closed cloud film', async () => {
    const study = filmStudyDetailSchema.parse(ok(await f.detail(u, s.today)));
    await f.setFilmModule(false);
    try {
      for (const res of [
        await f.list(u, { patientId: u.patientId }),
        await f.detail(u, s.today),
        await f.share(u, s.today),
        await f.shares(u, s.today),
        await f.image(study.series[0]!.images[0]!.url),
        await f.open('x'.repeat(32), 'ABCD'),
      ])
        expect(res.json()).toMatchObject({ code: 404, messageKey: 'FUNC001' });
    } finally {
      await f.setFilmModule(true);
    }
    expect((await f.list(u, { patientId: u.patientId })).statusCode).toBe(200);
  });
});

describe('the demo account at 1001', () => {
  it('has generated studies with images and reports', async () => {
    const token = await signIn(t.app, hosIdOf('1001'));
    const patients = (
      await get(t.app, `/patient/api/patient/list?hosId=1001`, { headers: bearer(token) })
    ).json().data as { patientId: string; patientName: string }[];
    const wang = patients.find((p) => p.patientName === 'Wang Jianguo')!.patientId;
    const all = filmStudyPageSchema.parse(
      ok(await f.list({ token }, { patientId: wang, from: day(1097), to: day(0) })),
    );
    expect(all.total).toBeGreaterThanOrEqual(3);
    const study = filmStudyDetailSchema.parse(ok(await f.detail({ token }, all.items[0]!.studyId)));
    expect(study.findings.length).toBeGreaterThan(20);
    expect(study.series.flatMap((x) => x.images).length).toBe(all.items[0]!.imageCount);
    expect((await f.image(study.series[0]!.images[0]!.url)).statusCode).toBe(200);
  });
});
