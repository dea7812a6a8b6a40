import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorEnvelopeSchema, filmCalls as calls, filmImageQuery } from '@portal/shared';
import { registerCall } from '../../plugins/route.ts';
import { FILM_IMAGE_PATH } from './film-image-url.ts';
import { createShare, listShares, openShare, revokeShare } from './film-share.service.ts';
import type { FilmDeps } from './films.deps.ts';
import { filmImage, getFilmStudy, listFilms } from './films.service.ts';

/** Cloud film: studies, their images at signed addresses, and share links (parse → service → reply). */
export function filmRoutes(app: FastifyInstance, deps: FilmDeps) {
  const tags = ['queries'];

  registerCall(
    app,
    'getFilmStudies',
    calls.getFilmStudies,
    ({ ctx, query }) => listFilms(deps, ctx, query, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'getFilmStudy',
    calls.getFilmStudy,
    ({ ctx, query }) => getFilmStudy(deps, ctx, query.studyId, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'createFilmShare',
    calls.createFilmShare,
    ({ ctx, body }) => createShare(deps, ctx, body),
    tags,
  );
  registerCall(
    app,
    'getFilmShares',
    calls.getFilmShares,
    ({ ctx, query }) => listShares(deps, ctx, query.studyId),
    tags,
  );
  registerCall(
    app,
    'revokeFilmShare',
    calls.revokeFilmShare,
    ({ ctx, body }) => revokeShare(deps, ctx, body.shareId),
    tags,
  );
  // Public on purpose: the link and its code are the credential (budgeted per address in rate-limit.ts).
  registerCall(
    app,
    'openFilmShare',
    calls.openFilmShare,
    ({ ctx, body }) => openShare(deps, { ...body, ip: ctx.ip }),
    tags,
  );

  // A file, not a JSON call: in the OpenAPI document (so the fuzz covers it) but not in the shared calls. No session:
  // the signed address is the capability (film-image-url.ts). Cached privately until the address expires — the
  // app-wide no-store hook runs first, this route's own onSend after it.
  app.route({
    method: 'GET',
    url: FILM_IMAGE_PATH,
    schema: {
      operationId: 'getFilmImage',
      tags,
      querystring: filmImageQuery,
      response: {
        200: {
          description: 'One image of a study (PNG)',
          content: { 'image/png': { schema: z.string().meta({ format: 'binary' }) } },
        },
        '4xx': errorEnvelopeSchema,
      },
    },
    onSend: async (request, reply, payload) => {
      const maxAge = (request as FastifyRequest & { filmMaxAge?: number }).filmMaxAge;
      if (reply.statusCode === 200 && maxAge !== undefined)
        reply.header('cache-control', `private, max-age=${maxAge}, immutable`);
      return payload;
    },
    handler: async (request, reply) => {
      const image = await filmImage(deps, request.query as z.output<typeof filmImageQuery>);
      (request as FastifyRequest & { filmMaxAge?: number }).filmMaxAge = image.maxAgeSeconds;
      return reply.type(image.contentType).send(image.bytes);
    },
  });
}
