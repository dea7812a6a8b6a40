import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sendError } from './error-handler.ts';

const demoAssets = path.resolve(import.meta.dirname, '../../demo/assets');

/** Paths that belong to the API or its files: never answered with the web app's index.html. */
export function isApiPath(url: string): boolean {
  return /^\/[\w-]+\/api\//.test(url) || /^\/(static|demo-assets|docs|healthz|readyz)(\/|$|\?)/.test(url);
}

/**
 * Serves the built single-page app (hashed assets cached for a year, index.html never cached) and the
 * demo hospitals' images; any other GET that is not an API path gets index.html so client routes load.
 */
export async function registerWeb(app: FastifyInstance, webDist: string) {
  await app.register(fastifyStatic, { root: demoAssets, prefix: '/demo-assets/', decorateReply: false, maxAge: '1h' });

  const indexHtml = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders: (reply, file) => {
        reply.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn(`No web build at ${webDist}: run "npm run build" (npm start does) to serve the portal.`);
  }

  app.setNotFoundHandler((request, reply) => {
    if (hasWeb && request.method === 'GET' && !isApiPath(request.url)) {
      return reply.header('cache-control', 'no-cache').type('text/html').send(fs.createReadStream(indexHtml));
    }
    return sendError(request, reply, 'C021', { path: request.url.split('?')[0] ?? '' });
  });
}
