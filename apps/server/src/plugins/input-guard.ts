import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unsafeTextPath } from '@portal/shared';
import { AppError } from '../errors/app-error.ts';

/** Path, query and body of a request: the first field holding NUL or a lone surrogate, or null. */
function unsafeField(request: FastifyRequest): string | null {
  return (
    unsafeTextPath(request.params) ?? unsafeTextPath(request.query) ?? unsafeTextPath(request.body)
  );
}

/**
 * The one place NUL and lone surrogates are refused (400 C019 {field}), for every route and
 * before anything reads the request — the sign-in check (a route-level preValidation, which Fastify runs after
 * this instance-level one), schema validation, services and the database. Encrypted bodies are checked where
 * they are decrypted (packages/shared decryptBody), which answers C023.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const field = unsafeField(request);
    if (field !== null) throw new AppError('C019', { field: field || 'request' });
  });
}
