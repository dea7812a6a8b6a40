import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from './file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';
import { tempStore } from '../modules/uploads/uploads.fixtures.ts';

/**
 * The contract every file store keeps (issue 17 item 6), run against the local folder store and the S3 store. No S3
 * server exists here, so the S3 store talks to a minimal in-process stand-in that keeps objects in memory and checks
 * each request is SigV4-signed for the configured key and region. What this does not prove: that a real S3/MinIO
 * accepts our signatures (aws4fetch's job) or honours If-None-Match.
 */
function fakeS3(): { server: Server; seen: string[] } {
  const objects = new Map<string, Buffer>();
  const seen: string[] = [];
  const server = createServer((req, res) => {
    const auth = req.headers.authorization ?? '';
    seen.push(`${req.method} ${req.url}`);
    if (!/^AWS4-HMAC-SHA256 Credential=AKTEST\/\d{8}\/test-1\/s3\/aws4_request, SignedHeaders=[^,]+, Signature=[0-9a-f]{64}$/.test(auth)
      || !req.headers['x-amz-date'] || !req.headers['x-amz-content-sha256']) {
      res.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>');
      return;
    }
    const key = req.url ?? '';
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'PUT') {
        if (req.headers['if-none-match'] === '*' && objects.has(key)) return void res.writeHead(412).end('<Error><Code>PreconditionFailed</Code></Error>');
        objects.set(key, Buffer.concat(chunks));
        return void res.writeHead(200).end();
      }
      if (req.method === 'GET') {
        const body = objects.get(key);
        return void (body ? res.writeHead(200, { 'content-length': body.length }).end(body) : res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>'));
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        return void res.writeHead(204).end();
      }
      res.writeHead(405).end();
    });
  });
  return { server, seen };
}

const s3 = fakeS3();
let endpoint = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => s3.server.close(() => resolve())));

const stores: [string, () => FileStore][] = [
  ['local folder', () => tempStore().store],
  ['S3-compatible', () => createS3FileStore({ endpoint, bucket: 'portal-files', region: 'test-1', accessKeyId: 'AKTEST', secretAccessKey: 'secret-test-key' })],
];

describe.each(stores)('file store contract: %s', (_, make) => {
  it('gives back what was put, and nothing for a key never put', async () => {
    const store = make();
    await store.put('feedback/0f8fad5b-d9cb-469f-a165-70867728950e.png', Buffer.from('bytes of a photo'), 'image/png');
    expect(await text((await store.open('feedback/0f8fad5b-d9cb-469f-a165-70867728950e.png'))!)).toBe('bytes of a photo');
    expect(await store.open('feedback/11111111-d9cb-469f-a165-70867728950e.png')).toBeNull();
  });

  it('writes a key once: a second put of the same key fails and keeps the first', async () => {
    const store = make();
    const key = 'questionnaire/2f8fad5b-d9cb-469f-a165-70867728950e.jpg';
    await store.put(key, Buffer.from('first'), 'image/jpeg');
    await expect(store.put(key, Buffer.from('second'), 'image/jpeg')).rejects.toThrow();
    expect(await text((await store.open(key))!)).toBe('first');
  });

  it('deletes, and deleting again (or a key never put) is no error', async () => {
    const store = make();
    const key = 'case-opinion/3f8fad5b-d9cb-469f-a165-70867728950e.pdf';
    await store.put(key, Buffer.from('%PDF-'), 'application/pdf');
    await store.delete(key);
    await store.delete(key);
    expect(await store.open(key)).toBeNull();
  });

  it('refuses any key that is not <kind>/<id>.<ext>, before touching storage', async () => {
    const store = make();
    for (const key of ['../etc/passwd', 'feedback/../../x.png', 'feedback/a/b.png', '/feedback/x.png', 'feedback/x', 'Feedback/x.png']) {
      await expect(store.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow('invalid file store key');
      await expect(store.open(key), key).rejects.toThrow('invalid file store key');
    }
  });
});

it('the S3 store addresses objects path-style in its bucket, and reports a refusal as an error', async () => {
  const store = createS3FileStore({ endpoint, bucket: 'portal-files', region: 'test-1', accessKeyId: 'AKTEST', secretAccessKey: 'secret-test-key' });
  await store.put('feedback/4f8fad5b-d9cb-469f-a165-70867728950e.png', Buffer.from('x'), 'image/png');
  expect(s3.seen).toContain('PUT /portal-files/feedback/4f8fad5b-d9cb-469f-a165-70867728950e.png');
  const wrongRegion = createS3FileStore({ endpoint, bucket: 'portal-files', region: 'elsewhere', accessKeyId: 'AKTEST', secretAccessKey: 'secret-test-key' });
  await expect(wrongRegion.open('feedback/4f8fad5b-d9cb-469f-a165-70867728950e.png')).rejects.toThrow(/S3 GET answered 403/);
});
