import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { assertStoreKey, type FileStore } from './file-store.ts';

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
 * signed with AWS Signature V4 by aws4fetch (no SDK: three calls are all we make). Private objects only: files are
 * read back through this server's signed URLs, never from the bucket directly.
 */
export function createS3FileStore(s: S3Settings, fetchImpl: typeof fetch = fetch): FileStore {
  const client = new AwsClient({ accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey, region: s.region, service: 's3' });
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
    async put(key, body, contentType) {
      // If-None-Match: * — written once, like the local store (S3 and MinIO honour it; others ignore it).
      const res = await send(key, { method: 'PUT', body, headers: { 'content-type': contentType, 'if-none-match': '*' } });
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
  };
}
