import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sendError } from './error-handler.ts';
import { isApiPath, isFilePath, PRECOMPRESSED_TWINS } from './web.ts';

/** Where the staff console is served: its own build (apps/console, Vite `base: '/console/'`), never the patient bundle. */
export const CONSOLE_PREFIX = '/console/';

/** The build's own bookkeeping (.vite/source-hash): not for browsers. */
const BUILD_INTERNALS = /^\/\.vite(\/|$)/;

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en-US"><head><meta charset="utf-8"><title>Staff console not built</title></head>
<body><main><h1>The staff console is not built</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds it) to serve the console at /console/.</p>
</main></body></html>`;

/**
 * Serves the staff console's build at /console/: hashed assets cached for a year, index.html never cached, and
 * index.html for every other GET below /console/ that is neither an API path (`/console/api/…`) nor a file, so the
 * console's client routes load. Without a build, those pages answer a 404 page saying how to build it.
 */
export async function registerConsoleWeb(app: FastifyInstance, consoleDist: string) {
  const hasConsole = fs.existsSync(path.join(consoleDist, 'index.html'));
  app.get('/console', { schema: { hide: true } }, (_request, reply) =>
    reply.redirect(CONSOLE_PREFIX, 301),
  );

  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: consoleDist,
      prefix: CONSOLE_PREFIX,
      wildcard: false,
      index: false,
      preCompressed: true,
      globIgnore: PRECOMPRESSED_TWINS,
      // The patient web's registration decorates the reply with sendFile; without a web build, this one does.
      decorateReply: !app.hasReplyDecorator('sendFile'),
      allowedPath: (pathName) => !BUILD_INTERNALS.test(pathName),
      setHeaders: (reply, file) => {
        reply.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn(
      `No staff console build at ${consoleDist}: run "npm run build" (npm start does) to serve /console/.`,
    );
  }

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    if (
      isApiPath(request.url) ||
      isFilePath(request.url) ||
      BUILD_INTERNALS.test(request.url.slice(CONSOLE_PREFIX.length - 1))
    )
      return sendError(request, reply, 'C021', { path: request.url.split('?')[0] ?? '' });
    if (!hasConsole)
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(NOT_BUILT_PAGE);
    return reply.header('cache-control', 'no-cache').sendFile('index.html', consoleDist);
  };
  app.get(CONSOLE_PREFIX, { schema: { hide: true } }, page);
  app.get(`${CONSOLE_PREFIX}*`, { schema: { hide: true } }, page);
}
