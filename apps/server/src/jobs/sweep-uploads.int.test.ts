import { hosIdOf } from '@portal/shared';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post, registerUser } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  pngBytes,
  sourceFile,
  tempStore,
  upload,
} from '../../test/fixtures/uploads/uploads.fixtures.ts';
import type { FileStore } from '../storage/file-store.ts';
import { ATTACHING_TABLES, sweepUploadsTick, UPLOAD_GRACE_MS } from './sweep-uploads.ts';

/**
 * Sweeper, on PGlite and PostgreSQL, called directly with an injected `now` (buildApp never starts
 * the job): uploads never attached and files no row names go once past the grace period; attached and young ones stay.
 */
const A = hosIdOf('1001');
let t: TestApp;
let tmp: ReturnType<typeof tempStore>;
let me: { token: string; userId: string };
beforeAll(async () => {
  tmp = tempStore();
  t = await createTestApp({}, { adapters: { files: tmp.store } });
  me = await registerUser(t.app, A);
});
afterAll(async () => t.close());

const HOUR = 3600_000;
/** Past the grace period, and an hour short of it. */
const OLD = (now: Date) => new Date(now.getTime() - UPLOAD_GRACE_MS - HOUR);
const YOUNG = (now: Date) => new Date(now.getTime() - UPLOAD_GRACE_MS + HOUR);

/** A feedback photo uploaded over HTTP: its path (= storage key). */
const photo = async () =>
  (
    (await upload(t.app, me.token, 'feedback', [{ name: 'p.png', data: pngBytes() }])).json()
      .data as string[]
  )[0]!;
/** Makes an upload, or a bare file, look written at `at`: its row's created_at and its file's modification time. */
async function writtenAt(key: string, at: Date) {
  await t.db
    .updateTable('upload_file')
    .set({ created_at: at })
    .where('storage_key', '=', key)
    .execute();
  fs.utimesSync(path.join(tmp.root, key), at, at);
}
/** A file in the store with no row, as a crash between storing and committing leaves it. */
async function stray(at: Date, kind = 'feedback') {
  const key = `${kind}/${randomUUID()}.png`;
  await tmp.store.put(key, sourceFile(pngBytes()), 'image/png');
  fs.utimesSync(path.join(tmp.root, key), at, at);
  return key;
}
const hasRow = async (key: string) =>
  Boolean(
    await t.db
      .selectFrom('upload_file')
      .select('file_id')
      .where('storage_key', '=', key)
      .executeTakeFirst(),
  );
const hasFile = (key: string) => tmp.files().includes(key);
const attach = (photos: string[]) =>
  post(
    t.app,
    '/feature/api/complaint/create',
    {
      hosId: A,
      kind: 'complaint',
      category: 'service',
      content: 'The photo shows the broken chair.',
      contactName: 'Li Na',
      contactPhone: '13912345678',
      photos,
    },
    { headers: { ...bearer(me.token), 'idempotency-key': randomUUID() } },
  );

describe('sweepUploadsTick', () => {
  it('removes an old unattached upload, row and file; an attached one and a young one stay', async () => {
    const now = new Date();
    const [unattached, attached, young] = [await photo(), await photo(), await photo()];
    expect((await attach([attached])).json()).toMatchObject({ code: 0 });
    await writtenAt(unattached, OLD(now));
    await writtenAt(attached, OLD(now));
    await writtenAt(young, YOUNG(now));

    expect(await sweepUploadsTick(t.db, { files: tmp.store, now })).toEqual({
      uploads: 1,
      strays: 0,
    });
    expect({ row: await hasRow(unattached), file: hasFile(unattached) }).toEqual({
      row: false,
      file: false,
    });
    for (const kept of [attached, young])
      expect({ row: await hasRow(kept), file: hasFile(kept) }).toEqual({ row: true, file: true });
    // A second sweep finds nothing more; a day later the young one is old, and goes.
    expect(await sweepUploadsTick(t.db, { files: tmp.store, now })).toEqual({
      uploads: 0,
      strays: 0,
    });
    expect(
      await sweepUploadsTick(t.db, { files: tmp.store, now: new Date(now.getTime() + 2 * HOUR) }),
    ).toEqual({ uploads: 1, strays: 0 });
    expect({ row: await hasRow(young), file: hasFile(young) }).toEqual({ row: false, file: false });
    expect({ row: await hasRow(attached), file: hasFile(attached) }).toEqual({
      row: true,
      file: true,
    });
  });

  it('removes an old file no row names; a young one, and files outside the upload kinds, stay', async () => {
    const now = new Date();
    const old = await stray(OLD(now));
    const young = await stray(YOUNG(now));
    // Not an upload kind: something else's in a shared bucket is never the sweeper's to remove.
    const foreign = await stray(OLD(now), 'not-an-upload-kind');
    const interrupted = path.join(tmp.root, 'feedback', `.tmp-${randomUUID()}`);
    fs.writeFileSync(interrupted, 'half');

    expect(await sweepUploadsTick(t.db, { files: tmp.store, now })).toEqual({
      uploads: 0,
      strays: 1,
    });
    expect(hasFile(old)).toBe(false);
    expect([hasFile(young), hasFile(foreign), fs.existsSync(interrupted)]).toEqual([
      true,
      true,
      true,
    ]);
    fs.rmSync(interrupted);
  });

  it('deletes the row before the file: a store failing then leaves a file without a row, which the next sweep removes', async () => {
    const now = new Date();
    const key = await photo();
    await writtenAt(key, OLD(now));
    const errors: { key: string }[] = [];
    const log = { error: (obj: unknown) => errors.push(obj as { key: string }), info: () => {} };
    const failing: FileStore = {
      ...tmp.store,
      delete: () => Promise.reject(new Error('store unavailable')),
    };

    expect(await sweepUploadsTick(t.db, { files: failing, now, log })).toEqual({
      uploads: 1,
      strays: 0,
    });
    expect({ row: await hasRow(key), file: hasFile(key) }).toEqual({ row: false, file: true });
    expect(errors.map((e) => e.key)).toContain(key);
    expect(await sweepUploadsTick(t.db, { files: tmp.store, now })).toEqual({
      uploads: 0,
      strays: 1,
    });
    expect(hasFile(key)).toBe(false);
  });

  it('two sweeps at once delete each upload once, in small batches, touch nothing kept, and never throw', async () => {
    const now = new Date();
    const doomed = [];
    for (let i = 0; i < 5; i++) doomed.push(await photo());
    for (const key of doomed) await writtenAt(key, OLD(now));
    const strays = [await stray(OLD(now)), await stray(OLD(now))];
    const attached = await photo();
    expect((await attach([attached])).json()).toMatchObject({ code: 0 });
    await writtenAt(attached, OLD(now));
    const young = await photo();
    // Every delete the sweeps ask of the store.
    const deleted: string[] = [];
    const spy: FileStore = {
      ...tmp.store,
      delete: (key) => {
        deleted.push(key);
        return tmp.store.delete(key);
      },
    };
    const errors: unknown[] = [];
    const log = { error: (obj: unknown) => errors.push(obj), info: () => {} };

    const [a, b] = await Promise.all([
      sweepUploadsTick(t.db, { files: spy, now, batchSize: 2, log }),
      sweepUploadsTick(t.db, { files: spy, now, batchSize: 2, log }),
    ]);
    expect(a.uploads + b.uploads).toBe(5);
    // A stray has no row to lock: both sweeps may remove it (deleting a missing key is no error), so no exact sum.
    expect(a.strays + b.strays).toBeGreaterThanOrEqual(2);
    expect(errors).toEqual([]);
    for (const key of [...doomed, ...strays])
      expect({ row: await hasRow(key), file: hasFile(key) }).toEqual({ row: false, file: false });
    for (const key of [attached, young])
      expect({
        row: await hasRow(key),
        file: hasFile(key),
        deleted: deleted.includes(key),
      }).toEqual({ row: true, file: true, deleted: false });
  });

  it('knows every table that attaches uploads: the foreign keys to upload_file are exactly ATTACHING_TABLES’, by (hos_id, file_id)', async () => {
    const { rows } = await sql<{ tbl: string; cols: string }>`
      select c.conrelid::regclass::text as tbl,
             (select string_agg(a.attname::text, ',' order by k.n) from unnest(c.conkey) with ordinality k(attnum, n)
                join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum) as cols
        from pg_constraint c
       where c.contype = 'f' and c.confrelid = 'upload_file'::regclass
       order by 1`.execute(t.db);
    expect(rows).toEqual(ATTACHING_TABLES.map((tbl) => ({ tbl, cols: 'hos_id,file_id' })));
  });

  // Two transactions at once need two connections: PostgreSQL only (PGlite runs one at a time).
  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'a complaint sent while a sweep deletes its photo answers C019 photos, not a 5xx',
    async () => {
      const key = await photo();
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      // What a sweep's batch does: lock the row, then delete it and commit.
      const sweeping = t.db.transaction().execute(async (trx) => {
        await sql`select 1 from upload_file where storage_key = ${key} for update`.execute(trx);
        locked();
        await released;
        await trx.deleteFrom('upload_file').where('storage_key', '=', key).execute();
      });
      await isLocked;
      const sending = attach([key]);
      // The complaint's insert waits on the sweep's row lock (its foreign key check) before the sweep goes on.
      while (
        Number(
          (
            await sql<{ n: string }>`select count(*) as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db)
          ).rows[0]!.n,
        ) === 0
      ) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      release();
      await sweeping;
      const res = await sending;
      expect({ status: res.statusCode, ...res.json() }).toMatchObject({
        status: 400,
        messageKey: 'C019',
        params: { field: 'photos' },
      });
    },
  );
});
