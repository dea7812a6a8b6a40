import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Well-known files answer as themselves, not as the app's index.html. The web build is stood in for by a
 * folder holding index.html and the real files of apps/web/public (what `vite build` copies into the build).
 */
const publicDir = path.resolve(import.meta.dirname, '../../../web/public');
const ASSET = `export const words = ${JSON.stringify('compressible '.repeat(400))};\n`;
let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.cpSync(publicDir, dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>portal</title>');
  // The build's precompressed twins (tooling/precompress.ts) and its chunk map, stood in for the same way.
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, 'assets/app-1a2b3c.js'), ASSET);
  fs.writeFileSync(path.join(dist, '.vite/chunks.json'), '[]');
  for (const file of ['index.html', 'assets/app-1a2b3c.js']) {
    const source = fs.readFileSync(path.join(dist, file));
    fs.writeFileSync(path.join(dist, `${file}.br`), zlib.brotliCompressSync(source));
    fs.writeFileSync(path.join(dist, `${file}.gz`), zlib.gzipSync(source));
  }
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

  it.each([
    '/.well-known/change-password',
    '/sitemap.xml',
    '/assets/missing-chunk.js',
    '/apple-touch-icon.png?v=2',
  ])('a missing file (%s) is a 404, not the app', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<!doctype html>');
    expect(res.json()).toMatchObject({ messageKey: 'C021' });
  });

  it.each(['/appointment/depart?areaId=1&week=1', '/appointment/record-info?id=x', '/'])(
    'a client route (%s) still gets the app',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<!doctype html>');
    },
  );
});

describe('precompressed files', () => {
  const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync } as const;

  it.each(['br', 'gzip'] as const)(
    'an asset asked for with %s comes as its %s twin, cached for a year',
    async (encoding) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/assets/app-1a2b3c.js',
        headers: { 'accept-encoding': `${encoding}, identity` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(decode[encoding](res.rawPayload).toString()).toBe(ASSET);
    },
  );

  it('brotli is preferred when both are accepted; a client that accepts neither gets the file itself', async () => {
    const both = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(both.headers['content-encoding']).toBe('br');
    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(ASSET);
  });

  it.each(['/', '/appointment/area'])(
    'the app page (%s) comes precompressed and is never cached',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('<!doctype html>');
    },
  );

  it('the twins are found beside their file, not registered as routes of their own', () => {
    expect(t.app.hasRoute({ method: 'GET', url: '/assets/app-1a2b3c.js' })).toBe(true);
    expect(t.app.hasRoute({ method: 'GET', url: '/assets/app-1a2b3c.js.br' })).toBe(false);
    expect(t.app.hasRoute({ method: 'GET', url: '/assets/app-1a2b3c.js.gz' })).toBe(false);
  });

  it("the build's chunk map is not served", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.vite/chunks.json' });
    expect(res.statusCode).toBe(404);
  });
});
