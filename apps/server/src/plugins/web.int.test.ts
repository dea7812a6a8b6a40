import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Issue 10: well-known files answer as themselves, not as the app's index.html. The web build is stood in for by a
 * folder holding index.html and the real files of apps/web/public (what `vite build` copies into the build).
 */
const publicDir = path.resolve(import.meta.dirname, '../../../web/public');
let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.cpSync(publicDir, dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>portal</title>');
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('well-known files', () => {
  it('/robots.txt is plain text that keeps crawlers out of signed-in pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toMatch(/^Disallow: \/appointment\/confirm$/m);
    expect(res.body).not.toContain('<!doctype html>');
  });

  it('/.well-known/security.txt names a contact and an expiry', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.well-known/security.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^Contact: \S+$/m);
    expect(res.body).toMatch(/^Expires: \d{4}-\d{2}-\d{2}T/m);
  });

  it('/favicon.ico leads to the portal icon', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/favicon.svg');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it.each(['/.well-known/change-password', '/sitemap.xml', '/assets/missing-chunk.js', '/apple-touch-icon.png?v=2'])('a missing file (%s) is a 404, not the app', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<!doctype html>');
    expect(res.json()).toMatchObject({ messageKey: 'C021' });
  });

  it.each(['/appointment/depart?areaId=1&week=1', '/appointment/record-info?id=x', '/'])('a client route (%s) still gets the app', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<!doctype html>');
  });
});
