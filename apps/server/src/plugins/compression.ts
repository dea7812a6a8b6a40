import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/** Smaller answers are sent as they are: compressing a few hundred bytes costs more time than it saves on the wire. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * API answers (JSON, the week's schedule above all) are compressed on the fly, brotli or gzip as the
 * browser accepts. Brotli at quality 4, not zlib's default 11, which costs ~20× the time for a few percent on
 * per-request bodies; the web app's files are compressed once at build time at full quality instead (plugins/web.ts).
 * An answer that already carries a Content-Encoding (a precompressed file, a pre-serialized cached body) is left
 * alone by the plugin. Request bodies are never decompressed: the input guard and body limit see what was sent.
 * Registered before any route: the plugin attaches itself to the routes declared after it.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
