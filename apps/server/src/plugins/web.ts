import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sendError } from './error-handler.ts';

const demoAssets = path.resolve(import.meta.dirname, '../../demo/assets');

/** Paths that belong to the API or its files: never answered with the web app's index.html. */
export function isApiPath(url: string): boolean {
  return (
    /^\/[\w-]+\/api\//.test(url) || /^\/(static|demo-assets|docs|healthz|readyz)(\/|$|\?)/.test(url)
  );
}

/**
 * A request for a file rather than a page: a last path segment with an extension (robots.txt, favicon.ico, a missing
 * chunk) or anything under /.well-known/. Client routes never look like that, so such a request that no file answers
 * is a 404, not the app's HTML: crawlers and browsers would otherwise read index.html as the file they asked for.
 */
export function isFilePath(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  return (
    pathname.startsWith('/.well-known/') ||
    /\.[A-Za-z0-9]+$/.test(pathname.slice(pathname.lastIndexOf('/') + 1))
  );
}

/** The build's own bookkeeping (tooling/chunk-map.ts writes .vite/chunks.json for the bundle budget): not for browsers. */
const BUILD_INTERNALS = /^\/\.vite(\/|$)/;

/**
 * A build's brotli and gzip twins get no routes of their own: `preCompressed` finds each beside its file. A route per
 * twin tripled the routes registered at every start (~2,300 for both builds, a third of a second).
 */
export const PRECOMPRESSED_TWINS = ['**/*.br', '**/*.gz'];

/**
 * Serves the built single-page app (hashed assets cached for a year, index.html never cached) and the
 * demo hospitals' images; any other GET that is not an API path gets index.html so client routes load.
 * The build writes a brotli and a gzip twin of every text file (tooling/precompress.ts), and the files are
 * sent as the twin the browser accepts, with Content-Encoding and `Vary: Accept-Encoding`; no compression per request.
 */
export async function registerWeb(app: FastifyInstance, webDist: string) {
  await app.register(fastifyStatic, {
    root: demoAssets,
    prefix: '/demo-assets/',
    decorateReply: false,
    maxAge: '1h',
  });

  const indexHtml = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      globIgnore: PRECOMPRESSED_TWINS,
      allowedPath: (pathName) => !BUILD_INTERNALS.test(pathName),
      // /.well-known/security.txt (RFC 9116) lives in a dot folder of the build (apps/web/public).
      serveDotFiles: true,
      setHeaders: (reply, file) => {
        reply.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
    // Browsers ask for /favicon.ico whatever the page links; the portal's icon is an SVG.
    if (
      !fs.existsSync(path.join(webDist, 'favicon.ico')) &&
      fs.existsSync(path.join(webDist, 'favicon.svg'))
    ) {
      app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) =>
        reply.redirect('/favicon.svg', 301),
      );
    }
  } else {
    app.log.warn(
      `No web build at ${webDist}: run "npm run build" (npm start does) to serve the portal.`,
    );
  }

  app.setNotFoundHandler((request, reply) => {
    if (hasWeb && request.method === 'GET' && !isApiPath(request.url) && !isFilePath(request.url)) {
      // Through @fastify/static, so the page comes precompressed like the assets (no-cache set by setHeaders above).
      return reply.sendFile('index.html');
    }
    return sendError(request, reply, 'C021', { path: request.url.split('?')[0] ?? '' });
  });
}
