import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { startServer } from '../support/server.ts';

describe('starting the server', () => {
  it('refuses a second server on the same data folder, with a clear message', async () => {
    const second = await startServer({ DATA_DIR: inject('dataDir') }, { waitReady: false });
    const code = await new Promise<number | null>((resolve) =>
      second.process.once('exit', resolve),
    );
    expect(code).not.toBe(0);
    expect(second.output()).toContain('is in use by another portal server');
  });

  // The lock names its owner, so a crashed server's lock is no obstacle to an immediate restart.
  // A fresh folder is created, migrated and seeded first: slow on a busy machine.
  it(
    'starts at once on a folder whose server was killed with kill -9',
    { timeout: 180_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-kill9-'));
      try {
        const first = await startServer({ DATA_DIR: dataDir });
        first.process.kill('SIGKILL');
        await first.stop();
        expect(fs.existsSync(path.join(dataDir, '.portal.lock'))).toBe(true);
        const second = await startServer({ DATA_DIR: dataDir });
        try {
          const res = await fetch(`${second.baseUrl}/hospital/api/hospital/list`);
          expect(res.status).toBe(200);
          expect(second.output()).not.toContain('in use by another portal server');
        } finally {
          await second.stop();
        }
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  it('the first start created, migrated and seeded the embedded database', async () => {
    const res = await fetch(`${inject('baseUrl')}/hospital/api/hospital/list`);
    const ids = ((await res.json()) as { data: { hosId: string }[] }).data.map((h) => h.hosId);
    expect(ids).toEqual(['1001', '1002', '1003']);
  });

  const pgUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!pgUrl)(
    'runs the same on PostgreSQL with DATABASE_URL, applying migrations on start',
    async () => {
      const name = `portal_e2e_${process.pid}`;
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
      const url = new URL(pgUrl!);
      url.pathname = `/${name}`;
      const server = await startServer({ DATABASE_URL: url.toString() });
      try {
        const res = await fetch(`${server.baseUrl}/hospital/api/hospital/info/1002`);
        expect(((await res.json()) as { data: { hosName: string } }).data.hosName).toMatch(
          /Children/,
        );
        const direct = new pg.Client({ connectionString: url.toString() });
        await direct.connect();
        const { rows } = await direct.query(
          'select (select count(*) from kysely_migration)::int as migrations, (select count(*) from hospital)::int as hospitals',
        );
        await direct.end();
        expect(rows[0].hospitals).toBe(4);
        expect(rows[0].migrations).toBeGreaterThan(0);
      } finally {
        await server.stop();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  );
});
