import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES, registerCompression } from './compression.ts';

/** API answers compressed on the fly above the threshold, already-encoded answers left alone. */
const app = Fastify();
const large = {
  code: 200,
  data: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `department ${i}` })),
};
const precompressed = zlib.gzipSync(JSON.stringify(large));
beforeAll(async () => {
  await registerCompression(app);
  app.get('/x/api/large', () => large);
  app.get('/x/api/small', () => ({ code: 200, data: 'ok' }));
  app.get('/x/api/cached', (_request, reply) =>
    reply.header('content-encoding', 'gzip').type('application/json').send(precompressed),
  );
  app.post('/x/api/echo', (request) => request.body);
  await app.ready();
});
afterAll(() => app.close());

describe('API compression', () => {
  it.each([
    ['br', zlib.brotliDecompressSync],
    ['gzip', zlib.gunzipSync],
  ] as const)(
    'a large JSON answer is sent with %s when the browser accepts it',
    async (encoding, decode) => {
      const res = await app.inject({
        method: 'GET',
        url: '/x/api/large',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(JSON.stringify(large).length / 2);
      expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(large);
    },
  );

  it('an answer below the threshold, or to a client that accepts no encoding, is sent as it is', async () => {
    const small = await app.inject({
      method: 'GET',
      url: '/x/api/small',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    const plain = await app.inject({ method: 'GET', url: '/x/api/large' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(large);
  });

  it('an answer that already carries a Content-Encoding (a pre-serialized cached body) is not compressed again', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/x/api/cached',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(Buffer.compare(res.rawPayload, precompressed)).toBe(0);
  });

  it('a compressed request body is not inflated: the body limit and input guard see what was sent', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/x/api/echo',
      payload: zlib.gzipSync('{"a":1}'),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(400);
  });
});
