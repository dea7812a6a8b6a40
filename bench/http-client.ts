/**
 * The load generator's client for the benches that share the machine's two cores with what they measure: `node:http`
 * with a keep-alive agent, as bench:booking uses. `fetch` (undici) cost the release-time bench's load generator about
 * as much CPU per request as the server spent answering it (docs/benchmarks.md), time taken from the server and
 * PostgreSQL on the same cores and counted in every latency. Sends what a browser sends (Accept-Encoding) and
 * decompresses only the bodies it reads.
 */
import http from 'node:http';
import zlib from 'node:zlib';

export interface Answer<T> {
  status: number;
  code: number | null;
  messageKey?: string;
  data: T;
}

export interface CallOptions {
  ip: string;
  token?: string;
  key?: string;
  body?: unknown;
  /** Parse the envelope (decompressing it); otherwise only the status is read and the body discarded. */
  read?: boolean;
}

/** A browser's Accept-Encoding: the answers come compressed as a patient's phone would get them. */
const ACCEPT_ENCODING = 'gzip, deflate, br';

function decode(encoding: string | undefined, bytes: Buffer): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(bytes).toString();
  if (encoding === 'deflate') return zlib.inflateSync(bytes).toString();
  return bytes.toString();
}

export function keepAliveClient(baseUrl: string, sockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const call = <T>(method: string, path: string, o: CallOptions): Promise<Answer<T>> =>
    new Promise((resolve) => {
      const body = o.body === undefined ? undefined : JSON.stringify(o.body);
      const req = http.request(
        `${baseUrl}${path}`,
        {
          method,
          agent,
          headers: {
            'accept-encoding': ACCEPT_ENCODING,
            'x-forwarded-for': o.ip,
            ...(o.token && { authorization: `Bearer ${o.token}` }),
            ...(o.key && { 'idempotency-key': o.key }),
            ...(body !== undefined && {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
            }),
          },
        },
        (res) => {
          const status = res.statusCode ?? 0;
          if (!o.read) {
            res.resume();
            res.on('end', () => resolve({ status, code: null, data: undefined as T }));
            return;
          }
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            let envelope: { code?: number; data?: T; messageKey?: string } = {};
            try {
              envelope = JSON.parse(
                decode(res.headers['content-encoding'], Buffer.concat(chunks)),
              ) as typeof envelope;
            } catch {
              // HAProxy's own error pages are HTML: no envelope.
            }
            resolve({
              status,
              code: envelope.code ?? null,
              messageKey: envelope.messageKey,
              data: envelope.data as T,
            });
          });
        },
      );
      // No answer at all (the connection closed): status 0, as e2e/support/balanced-client.ts reports it.
      req.on('error', () => resolve({ status: 0, code: null, data: undefined as T }));
      req.end(body);
    });
  return { call, close: () => agent.destroy() };
}
