import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The staff console's build at /console/, stood in for by a folder with index.html and one asset. */
let dist: string;
let t: TestApp;
let bare: TestApp;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'console-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>console</title>');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, 'assets/index-1a2b3c.js'), 'export {};\n');
  fs.writeFileSync(path.join(dist, '.vite/source-hash'), 'abc\n');
  t = await createTestApp({ CONSOLE_DIST: dist });
  bare = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await bare.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the staff console at /console/', () => {
  it.each([
    '/console/',
    '/console/sign-in',
    '/console/settings/theme',
    '/console/invitation/abc?x=1',
  ])('%s answers the console page, never cached', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>console</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('its hashed assets are cached for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/console/assets/index-1a2b3c.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('a missing asset, the build bookkeeping and an unknown console API call are 404s, not the page', async () => {
    for (const url of [
      '/console/assets/gone.js',
      '/console/.vite/source-hash',
      '/console/api/no-such-call',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<title>console</title>');
    }
  });

  it('/console leads to /console/', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/console' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/console/');
  });

  it('without a build, the console pages answer a 404 page that says how to build it', async () => {
    const res = await bare.app.inject({ method: 'GET', url: '/console/staff' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('npm run build');
  });
});
