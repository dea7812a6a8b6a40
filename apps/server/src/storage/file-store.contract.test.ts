import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore, StoredFile } from './file-store.ts';
import { createLocalFileStore } from './local-file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';
import { sourceFile, tempStore } from '../../test/fixtures/uploads/uploads.fixtures.ts';

/**
 * The contract every file store keeps, run against the local folder store and the S3 store. No S3
 * server exists here, so the S3 store talks to a minimal in-process stand-in that keeps objects in memory and checks
 * each request is SigV4-signed for the configured key and region; it lists objects as ListObjectsV2 does, two to a page
 * (S3 gives up to 1000), so paging by continuation token is exercised. What this does not prove: that a real S3/MinIO
 * accepts our signatures (aws4fetch's job), honours If-None-Match or words its listing exactly so.
 */
function fakeS3(): { server: Server; seen: string[] } {
  const objects = new Map<string, { body: Buffer; at: Date }>();
  const seen: string[] = [];
  const server = createServer((req, res) => {
    const auth = req.headers.authorization ?? '';
    seen.push(`${req.method} ${req.url}`);
    if (
      !/^AWS4-HMAC-SHA256 Credential=AKTEST\/\d{8}\/test-1\/s3\/aws4_request, SignedHeaders=[^,]+, Signature=[0-9a-f]{64}$/.test(
        auth,
      ) ||
      !req.headers['x-amz-date'] ||
      !req.headers['x-amz-content-sha256']
    ) {
      res.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>');
      return;
    }
    const key = req.url ?? '';
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'PUT') {
        if (req.headers['if-none-match'] === '*' && objects.has(key))
          return void res.writeHead(412).end('<Error><Code>PreconditionFailed</Code></Error>');
        objects.set(key, { body: Buffer.concat(chunks), at: new Date() });
        return void res.writeHead(200).end();
      }
      const url = new URL(key, 'http://s3');
      if (req.method === 'GET' && url.searchParams.get('list-type') === '2')
        return void res.writeHead(200).end(listPage(objects, url));
      if (req.method === 'GET') {
        const body = objects.get(key)?.body;
        return void (body
          ? res.writeHead(200, { 'content-length': body.length }).end(body)
          : res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>'));
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

/** A ListObjectsV2 answer for `GET /<bucket>?list-type=2&prefix=…&continuation-token=…`: keys in order, two a page. */
function listPage(objects: Map<string, { at: Date }>, url: URL): string {
  const bucket = `${url.pathname.replace(/\/$/, '')}/`;
  const prefix = url.searchParams.get('prefix') ?? '';
  const after = Buffer.from(
    url.searchParams.get('continuation-token') ?? '',
    'base64url',
  ).toString();
  const keys = [...objects.keys()]
    .filter((k) => k.startsWith(bucket))
    .map((k) => k.slice(bucket.length))
    .filter((k) => k.startsWith(prefix) && k > after)
    .sort();
  const page = keys.slice(0, 2);
  const next =
    keys.length > 2
      ? `<NextContinuationToken>${Buffer.from(page.at(-1)!).toString('base64url')}</NextContinuationToken>`
      : '';
  const contents = page
    .map(
      (k) =>
        `<Contents><Key>${k.replaceAll('&', '&amp;')}</Key><LastModified>${objects.get(bucket + k)!.at.toISOString()}</LastModified>` +
        '<ETag>&quot;x&quot;</ETag><Size>1</Size><StorageClass>STANDARD</StorageClass></Contents>',
    )
    .join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket.slice(1, -1)}</Name>` +
    `<Prefix>${prefix}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>2</MaxKeys><IsTruncated>${keys.length > 2}</IsTruncated>${contents}${next}</ListBucketResult>`
  );
}

async function listed(store: FileStore, prefix?: string): Promise<StoredFile[]> {
  const files: StoredFile[] = [];
  for await (const f of store.list(prefix)) files.push(f);
  return files;
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
  [
    'S3-compatible',
    () =>
      createS3FileStore({
        endpoint,
        bucket: 'portal-files',
        region: 'test-1',
        accessKeyId: 'AKTEST',
        secretAccessKey: 'secret-test-key',
      }),
  ],
];

describe.each(stores)('file store contract: %s', (_, make) => {
  it('gives back what was put, also once its source is gone, and nothing for a key never put', async () => {
    const store = make();
    const source = sourceFile('bytes of a photo');
    await store.put('feedback/0f8fad5b-d9cb-469f-a165-70867728950e.png', source, 'image/png');
    // The source is an upload's spooled copy, removed when the request ends: the store must hold its own.
    fs.rmSync(source);
    expect(
      await text((await store.open('feedback/0f8fad5b-d9cb-469f-a165-70867728950e.png'))!),
    ).toBe('bytes of a photo');
    expect(await store.open('feedback/11111111-d9cb-469f-a165-70867728950e.png')).toBeNull();
  });

  it('writes a key once: a second put of the same key fails and keeps the first', async () => {
    const store = make();
    const key = 'questionnaire/2f8fad5b-d9cb-469f-a165-70867728950e.jpg';
    await store.put(key, sourceFile('first'), 'image/jpeg');
    await expect(store.put(key, sourceFile('second'), 'image/jpeg')).rejects.toThrow();
    expect(await text((await store.open(key))!)).toBe('first');
  });

  it('deletes, and deleting again (or a key never put) is no error', async () => {
    const store = make();
    const key = 'case-opinion/3f8fad5b-d9cb-469f-a165-70867728950e.pdf';
    await store.put(key, sourceFile('%PDF-'), 'application/pdf');
    await store.delete(key);
    await store.delete(key);
    expect(await store.open(key)).toBeNull();
  });

  it('lists its keys under a prefix with their last-modified times, across pages, and no longer a deleted one', async () => {
    const store = make();
    // A kind of this test's own: the S3 stand-in is one bucket for every test.
    const kind = `list-${randomUUID().slice(0, 8)}`;
    const keys = Array.from({ length: 5 }, () => `${kind}/${randomUUID()}.png`).sort();
    const before = Date.now();
    for (const key of keys) await store.put(key, sourceFile(key), 'image/png');
    const lookalike = `${kind}x/${randomUUID()}.png`;
    await store.put(lookalike, sourceFile('x'), 'image/png');
    const after = Date.now();

    const mine = await listed(store, `${kind}/`);
    expect(mine.map((f) => f.key).sort()).toEqual(keys);
    for (const f of mine) {
      // Bounds, not timing: written between `before` and `after` (a file system may keep whole seconds only).
      expect(f.lastModified.getTime()).toBeGreaterThanOrEqual(before - 2000);
      expect(f.lastModified.getTime()).toBeLessThanOrEqual(after + 2000);
    }
    expect((await listed(store, kind)).map((f) => f.key).sort()).toEqual(
      [...keys, lookalike].sort(),
    );
    expect((await listed(store)).map((f) => f.key)).toEqual(
      expect.arrayContaining([...keys, lookalike]),
    );
    expect(
      await listed(store, `${kind}/${keys[2]!.slice(kind.length + 1, kind.length + 9)}`),
    ).toEqual([mine.find((f) => f.key === keys[2])]);
    expect(await listed(store, `${kind}-none/`)).toEqual([]);

    await store.delete(keys[0]!);
    expect((await listed(store, `${kind}/`)).map((f) => f.key).sort()).toEqual(keys.slice(1));
  });

  it('refuses any key that is not <kind>/<id>.<ext>, before touching storage', async () => {
    const store = make();
    for (const key of [
      '../etc/passwd',
      'feedback/../../x.png',
      'feedback/a/b.png',
      '/feedback/x.png',
      'feedback/x',
      'Feedback/x.png',
    ]) {
      await expect(store.put(key, sourceFile('x'), 'text/plain'), key).rejects.toThrow(
        'invalid file store key',
      );
      await expect(store.open(key), key).rejects.toThrow('invalid file store key');
    }
  });
});

it('the S3 store addresses objects path-style in its bucket, and reports a refusal as an error', async () => {
  const store = createS3FileStore({
    endpoint,
    bucket: 'portal-files',
    region: 'test-1',
    accessKeyId: 'AKTEST',
    secretAccessKey: 'secret-test-key',
  });
  await store.put(
    'feedback/4f8fad5b-d9cb-469f-a165-70867728950e.png',
    sourceFile('x'),
    'image/png',
  );
  expect(s3.seen).toContain('PUT /portal-files/feedback/4f8fad5b-d9cb-469f-a165-70867728950e.png');
  const wrongRegion = createS3FileStore({
    endpoint,
    bucket: 'portal-files',
    region: 'elsewhere',
    accessKeyId: 'AKTEST',
    secretAccessKey: 'secret-test-key',
  });
  await expect(
    wrongRegion.open('feedback/4f8fad5b-d9cb-469f-a165-70867728950e.png'),
  ).rejects.toThrow(/S3 GET answered 403/);
});

it('the S3 store pages its listing with continuation tokens', async () => {
  const store = createS3FileStore({
    endpoint,
    bucket: 'portal-files',
    region: 'test-1',
    accessKeyId: 'AKTEST',
    secretAccessKey: 'secret-test-key',
  });
  const kind = `page-${randomUUID().slice(0, 8)}`;
  for (let i = 0; i < 3; i++)
    await store.put(`${kind}/${randomUUID()}.png`, sourceFile('x'), 'image/png');
  s3.seen.length = 0;
  expect(await listed(store, `${kind}/`)).toHaveLength(3);
  expect(s3.seen).toEqual([
    `GET /portal-files?list-type=2&prefix=${kind}%2F`,
    expect.stringMatching(
      new RegExp(`^GET /portal-files\\?list-type=2&prefix=${kind}%2F&continuation-token=[\\w-]+$`),
    ),
  ]);
});

it('the local store lists only keys: not a `.tmp-*` left by an interrupted put, nor a file of another shape; nothing before its first put', async () => {
  const { store, root } = tempStore();
  await store.put(
    'feedback/5f8fad5b-d9cb-469f-a165-70867728950e.png',
    sourceFile('x'),
    'image/png',
  );
  fs.writeFileSync(
    path.join(root, 'feedback', '.tmp-5f8fad5b-d9cb-469f-a165-70867728950e'),
    'half',
  );
  fs.writeFileSync(path.join(root, 'feedback', 'notes.txt.bak'), 'x');
  fs.writeFileSync(path.join(root, 'stray.png'), 'x');
  fs.mkdirSync(path.join(root, 'feedback', 'nested.png'));
  expect((await listed(store)).map((f) => f.key)).toEqual([
    'feedback/5f8fad5b-d9cb-469f-a165-70867728950e.png',
  ]);
  expect(
    await listed(createLocalFileStore(path.join(os.tmpdir(), `portal-never-${randomUUID()}`))),
  ).toEqual([]);
});
