import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An API answer kept serialized — the JSON text validated once by the call's schema when it was made,
 * its ETag, and compressed copies made on first demand — so a cached answer costs no serialization, no hashing and no
 * compression per request. Conditional requests (If-None-Match) are answered 304 without a body.
 */
export interface SerializedAnswer {
  body: string;
  /** Weak: one tag for the identity and the compressed forms of the same JSON (RFC 9110 §8.8.1). */
  etag: string;
  compressed: Map<Encoding, Promise<Buffer>>;
}

type Encoding = 'br' | 'gzip';

/** Below this, compression costs more than it saves (the threshold @fastify/compress uses too). */
const COMPRESS_FROM_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export function serializedAnswer(body: string): SerializedAnswer {
  // The tag depends only on the JSON, so every instance behind the load balancer gives the same one for the same answer.
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, etag, compressed: new Map() };
}

/** RFC 9110 §13.1.2: weak comparison; '*' matches any current answer. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === opaque;
  });
}

/** The client's preferred encoding we have: brotli, then gzip; none when it accepts neither (q=0 refuses). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

function compressedCopy(answer: SerializedAnswer, encoding: Encoding): Promise<Buffer> {
  let copy = answer.compressed.get(encoding);
  if (!copy) {
    // Made once per answer and encoding, off the event loop; brotli at a quality meant for dynamic content.
    copy =
      encoding === 'br'
        ? brotli(answer.body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            },
          })
        : gzip(answer.body, { level: 6 });
    answer.compressed.set(encoding, copy);
  }
  return copy;
}

/**
 * Sends `answer` (200 JSON, or 304 when the client holds it already). `vary` lists the request headers the answer
 * depends on besides Accept-Encoding. The Content-Encoding it sets tells a compression plugin to leave it alone.
 */
export async function sendSerialized(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: SerializedAnswer,
  vary: string[] = [],
): Promise<FastifyReply> {
  reply.header('etag', answer.etag).header('vary', [...vary, 'accept-encoding'].join(', '));
  if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding =
    answer.body.length >= COMPRESS_FROM_BYTES
      ? preferredEncoding(request.headers['accept-encoding'])
      : undefined;
  if (!encoding) return reply.send(answer.body);
  const bytes = await compressedCopy(answer, encoding);
  return reply.header('content-encoding', encoding).send(bytes);
}
