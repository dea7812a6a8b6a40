import { openAsBlob } from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { assertStoreKey, isStoreKey, type FileStore, type StoredFile } from './file-store.ts';

export interface S3Settings {
  /** e.g. https://s3.eu-west-1.amazonaws.com or a MinIO / OSS address; path-style requests (`<endpoint>/<bucket>/<key>`). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * An S3-compatible file store (AWS S3, MinIO, Aliyun OSS's S3 API…), used when S3_BUCKET is configured. Requests are
 * signed with AWS Signature V4 by aws4fetch (no SDK: four calls are all we make). Private objects only: files are
 * read back through this server's signed URLs, never from the bucket directly.
 */
export function createS3FileStore(s: S3Settings, fetchImpl: typeof fetch = fetch): FileStore {
  const client = new AwsClient({
    accessKeyId: s.accessKeyId,
    secretAccessKey: s.secretAccessKey,
    region: s.region,
    service: 's3',
  });
  const base = `${s.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(s.bucket)}`;
  const url = (key: string) => {
    assertStoreKey(key);
    return `${base}/${key}`;
  };
  const send = async (key: string, init: RequestInit) => {
    const request = await client.sign(url(key), init);
    return fetchImpl(request);
  };
  const fail = async (res: Response, what: string) => {
    throw new Error(`S3 ${what} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  };
  return {
    kind: 's3',
    async put(key, source, contentType) {
      // A Blob backed by the file: fetch sends its length and streams it from disk (the signature does not cover the
      // payload: aws4fetch signs S3 bodies as UNSIGNED-PAYLOAD, which TLS protects in transit).
      const body = await openAsBlob(source);
      // If-None-Match: * — written once, like the local store (S3 and MinIO honour it; others ignore it).
      const res = await send(key, {
        method: 'PUT',
        body,
        headers: { 'content-type': contentType, 'if-none-match': '*' },
      });
      if (!res.ok) await fail(res, 'PUT');
    },
    async open(key) {
      const res = await send(key, { method: 'GET' });
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok || !res.body) return fail(res, 'GET');
      return Readable.fromWeb(res.body as WebReadableStream<Uint8Array>);
    },
    async delete(key) {
      const res = await send(key, { method: 'DELETE' });
      if (!res.ok && res.status !== 404) await fail(res, 'DELETE');
    },
    // ListObjectsV2 (`GET /<bucket>?list-type=2`), up to 1000 keys a page, each page asked for with the last one's token.
    async *list(prefix = '') {
      let token: string | undefined;
      do {
        const query = new URLSearchParams({ 'list-type': '2' });
        if (prefix) query.set('prefix', prefix);
        if (token) query.set('continuation-token', token);
        const res = await fetchImpl(await client.sign(`${base}?${query}`, { method: 'GET' }));
        if (!res.ok) await fail(res, 'LIST');
        const page = parseListPage(await res.text());
        for (const file of page.files) if (isStoreKey(file.key)) yield file;
        token = page.next;
      } while (token);
    },
  };
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Text of an XML element's content: the five named entities and character references decoded, nothing more. */
function xmlText(raw: string): string {
  return raw.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return XML_ENTITIES[name] ?? whole;
    return String.fromCodePoint(
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
    );
  });
}

/** The text of the first `<tag>` element in `xml` (the elements we read never nest one of the same name). */
function element(xml: string, tag: string): string | undefined {
  const m = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(xml);
  return m ? xmlText(m[1]!) : undefined;
}

/**
 * One ListBucketResult page, read minimally: each <Contents>' Key and LastModified, and the token of the next page when
 * IsTruncated. A truncated page without a token would loop forever, so it is an error instead.
 */
function parseListPage(xml: string): { files: StoredFile[]; next?: string } {
  const files: StoredFile[] = [];
  for (const [, contents] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
    const key = element(contents!, 'Key');
    const lastModified = new Date(element(contents!, 'LastModified') ?? '');
    if (key === undefined || Number.isNaN(lastModified.getTime()))
      throw new Error(
        `S3 LIST answered an entry without Key or LastModified: ${contents!.slice(0, 200)}`,
      );
    files.push({ key, lastModified });
  }
  if (element(xml, 'IsTruncated') !== 'true') return { files };
  const next = element(xml, 'NextContinuationToken');
  if (!next) throw new Error('S3 LIST answered a truncated page without a NextContinuationToken');
  return { files, next };
}
