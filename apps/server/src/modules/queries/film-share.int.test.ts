import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filmShareCreatedSchema, filmSharedStudySchema, filmShareSchema } from '@portal/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { uniqueIp } from '../../../test/auth-helpers.ts';
import { filmFixtures, type FilmFixtures } from '../../../test/fixtures/queries/films.fixtures.ts';
import { MAX_CODE_FAILURES } from './film-share.service.ts';
import { at } from '../../../test/fixtures/queries/queries.fixtures.ts';

/**
 * Film share links over HTTP, on PGlite and PostgreSQL: the owner creates, lists and withdraws links; anyone
 * with a link and its extraction code opens the study and its images without signing in, until the link expires or
 * is withdrawn; wrong codes are limited per link; every opening is in the patient's access log.
 */
let t: TestApp;
let f: FilmFixtures;
let u: Awaited<ReturnType<FilmFixtures['reader']>>;
let studyId: string;

beforeAll(async () => {
  t = await createTestApp();
  f = filmFixtures(t);
  u = await f.reader();
  [studyId] = (await f.file([f.study(u, { studyAt: at(5) })])) as [string];
});
afterAll(async () => t.close());

const ok = (res: { json(): unknown }) => (res.json() as { data: never }).data;
const create = async (days = 3) =>
  filmShareCreatedSchema.strict().parse(ok(await f.share(u, studyId, days)));

describe('createFilmShare and openFilmShare', () => {
  it('creates a link with a code that opens the study and its images without signing in', async () => {
    const before = Date.now();
    const link = await create(7);
    expect(link.linkPath).toMatch(/^\/query\/cloud-film\/shared\?hosId=1001&token=[\w-]{32}$/);
    expect(link.code).toMatch(/^[A-HJ-NP-Z2-9]{4}$/);
    expect(Date.parse(link.expiresAt) - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    expect(Date.parse(link.expiresAt) - before).toBeLessThan(7 * 86_400_000 + 60_000);
    // Only hashes are stored.
    const row = await t.db
      .selectFrom('film_share')
      .selectAll()
      .where('share_id', '=', link.shareId)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(f.tokenOf(link.linkPath));
    expect(JSON.stringify(row)).not.toContain(link.code);

    const ip = uniqueIp();
    const res = await f.open(f.tokenOf(link.linkPath), link.code.toLowerCase(), ip);
    const shared = filmSharedStudySchema.strict().parse(ok(res));
    expect(shared).toMatchObject({
      studyId,
      modality: 'CT',
      patientName: 'T*********n',
      shareExpiresAt: link.expiresAt,
    });
    expect(shared.patientName).not.toContain('Test Person');
    expect(Date.parse(shared.imageUrlsExpireAt)).toBeLessThanOrEqual(Date.parse(link.expiresAt));
    const image = await f.image(shared.series[1]!.images[0]!.url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const log = await f.accessLog(u);
    expect(log[0]).toMatchObject({ action: 'film-shared-link' });
    // The opener's address, under the owner's account (the log belongs to the owner's patient).
    const entry = await t.db
      .selectFrom('patient_access_log')
      .select(['ip', 'user_id'])
      .where('patient_id', '=', u.patientId)
      .where('action', '=', 'film-shared-link')
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({ ip, user_id: u.userId });
    expect(log[1]).toMatchObject({ action: 'film-share' });
  });

  it('refuses a wrong code with the attempts left, and locks the link after too many wrong codes', async () => {
    const link = await create();
    const token = f.tokenOf(link.linkPath);
    const wrong = link.code === 'AAAA' ? 'BBBB' : 'AAAA';
    for (let left = MAX_CODE_FAILURES - 1; left >= 1; left--) {
      expect((await f.open(token, wrong)).json()).toMatchObject({
        code: 400,
        messageKey: 'FILM002',
        params: { remaining: left },
      });
    }
    expect((await f.open(token, wrong)).json()).toMatchObject({ code: 409, messageKey: 'FILM003' });
    // Locked: even the right code no longer opens it, and the owner sees it locked.
    expect((await f.open(token, link.code)).json()).toMatchObject({
      code: 409,
      messageKey: 'FILM003',
    });
    const listed = (ok(await f.shares(u, studyId)) as { shareId: string; locked: boolean }[]).find(
      (x) => x.shareId === link.shareId,
    );
    expect(listed).toMatchObject({ locked: true });
    const row = await t.db
      .selectFrom('film_share')
      .select('failed_attempts')
      .where('share_id', '=', link.shareId)
      .executeTakeFirstOrThrow();
    expect(row.failed_attempts).toBe(MAX_CODE_FAILURES);
  });

  it('answers an expired, a withdrawn and an unknown link the same FILM001', async () => {
    const expired = await create();
    await t.db
      .updateTable('film_share')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('share_id', '=', expired.shareId)
      .execute();
    const revoked = await create();
    expect(ok(await f.revoke(u, revoked.shareId))).toBeNull();
    const answers = [
      await f.open(f.tokenOf(expired.linkPath), expired.code),
      await f.open(f.tokenOf(revoked.linkPath), revoked.code),
      await f.open('Q'.repeat(32), 'ABCD'),
    ].map((r) => r.json());
    expect(answers[0]).toMatchObject({ code: 404, messageKey: 'FILM001' });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    // Neither is listed among the owner's links any more.
    const listed = (ok(await f.shares(u, studyId)) as { shareId: string }[]).map((x) => x.shareId);
    expect(listed).not.toContain(expired.shareId);
    expect(listed).not.toContain(revoked.shareId);
  });

  it('stops a link once the owner unbinds the patient', async () => {
    const p = await f.reader();
    const [id] = await f.file([f.study(p, { studyAt: at(2) })]);
    const link = filmShareCreatedSchema.parse(ok(await f.share(p, id!)));
    await t.db
      .updateTable('patient')
      .set({ unbound_at: new Date(), is_default: false })
      .where('patient_id', '=', p.patientId)
      .execute();
    expect((await f.open(f.tokenOf(link.linkPath), link.code)).json()).toMatchObject({
      code: 404,
      messageKey: 'FILM001',
    });
  });

  it('refuses bad input: days other than 1, 3 or 7, malformed token or code (C019)', async () => {
    for (const days of [0, 2, 30, '3'])
      expect((await f.share(u, studyId, days)).json(), `days ${days}`).toMatchObject({
        code: 400,
        messageKey: 'C019',
      });
    expect((await f.open('short', 'ABCD')).json()).toMatchObject({ code: 400, messageKey: 'C019' });
    expect((await f.open('Q'.repeat(32), 'AB')).json()).toMatchObject({
      code: 400,
      messageKey: 'C019',
    });
    expect((await f.open('Q'.repeat(32), 'AB#D')).json()).toMatchObject({
      code: 400,
      messageKey: 'C019',
    });
  });
});

describe('ownership of shares', () => {
  it('lets only the owner list and withdraw links: another user gets C002 like an unknown id', async () => {
    const link = await create();
    const other = await f.reader();
    expect((await f.share(other, studyId)).json()).toMatchObject({ code: 404, messageKey: 'C002' });
    expect((await f.shares(other, studyId)).json()).toMatchObject({
      code: 404,
      messageKey: 'C002',
    });
    const theirs = (await f.revoke(other, link.shareId)).json();
    expect(theirs).toEqual((await f.revoke(other, '00000000-0000-4000-8000-000000000000')).json());
    expect(theirs).toMatchObject({ code: 404, messageKey: 'C002' });
    expect((await f.open(f.tokenOf(link.linkPath), link.code)).statusCode).toBe(200);
    for (const res of [
      await f.share({ token: null }, studyId),
      await f.shares({ token: null }, studyId),
      await f.revoke({ token: null }, link.shareId),
    ]) {
      expect(res.json()).toMatchObject({ code: 401, messageKey: 'C024' });
    }
  });

  it("lists the owner's working links newest first and logs creating and withdrawing", async () => {
    const p = await f.reader();
    const [id] = await f.file([f.study(p, { studyAt: at(2) })]);
    const a = filmShareCreatedSchema.parse(ok(await f.share(p, id!, 1)));
    const b = filmShareCreatedSchema.parse(ok(await f.share(p, id!, 7)));
    const listed = (ok(await f.shares(p, id!)) as unknown[]).map((x) =>
      filmShareSchema.strict().parse(x),
    );
    expect(listed.map((x) => x.shareId)).toEqual([b.shareId, a.shareId]);
    expect(listed[0]).toMatchObject({ expiresAt: b.expiresAt, locked: false });
    await f.revoke(p, a.shareId);
    expect((ok(await f.shares(p, id!)) as { shareId: string }[]).map((x) => x.shareId)).toEqual([
      b.shareId,
    ]);
    expect((await f.accessLog(p)).map((e) => e.action).slice(0, 3)).toEqual([
      'film-share-revoke',
      'film-share',
      'film-share',
    ]);
  });
});
