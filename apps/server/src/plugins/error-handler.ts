import http from 'node:http';
import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  messageStatus,
  renderMessage,
  statusOf,
  type ErrorEnvelope,
  type MessageKey,
  type MessageParams,
} from '@portal/shared';
import { AppError } from '../errors/app-error.ts';
import { languageOf } from './request-context.ts';

/** Answers `key` as the error envelope, its `msg` in the caller's language (Accept-Language). */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  key: MessageKey,
  params: MessageParams = {},
) {
  const status = statusOf(key);
  const body: ErrorEnvelope = {
    code: status,
    msg: renderMessage(key, params, languageOf(request)),
    messageKey: key,
    params,
  };
  // A throttled client learns when to come back (RFC 9110 Retry-After), not only from the message.
  if (status === 429 && typeof params.seconds === 'number')
    reply.header('retry-after', String(params.seconds));
  // Sent as JSON text: the envelope is built right here from typed parts, so the route's response schema would only
  // check and serialize it again, on every refusal (a booking rush answers thousands of them a second).
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(body));
}

const contextSource = {
  body: 'body',
  querystring: 'query',
  params: 'params',
  headers: 'headers',
} as const;

/** A field is "missing" (C018) when the request has nothing at its path; anything else there is "invalid" (C019). */
function isMissing(request: FastifyRequest, context: string | undefined, path: string[]): boolean {
  const source = contextSource[context as keyof typeof contextSource];
  let value: unknown = source ? request[source] : undefined;
  for (const key of path)
    value =
      value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return value === undefined || value === '';
}

/**
 * A schema may name a domain refusal as its issue message (PATIENT001 for a card lookup without a patient,
 * RECHARGE010 for a negative amount): that key is the answer. The generic C-series keys stay the handler's choice
 * of C018 (missing) or C019 (invalid), so their messages in schemas change nothing.
 */
function domainKey(message: string | undefined): MessageKey | undefined {
  if (!message || message.startsWith('C') || !(message in messageStatus)) return undefined;
  return message as MessageKey;
}

/** Fastify's own client errors (bad JSON, wrong content type, oversized body…) by their error code. */
const fastifyClientErrors: Record<string, MessageKey> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'C020',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'C019',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'C019',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'C018',
  FST_ERR_CTP_INVALID_JSON_BODY: 'C019',
  FST_ERR_VALIDATION: 'C019',
};

/**
 * One error handler for the whole API (as in fastify/demo and medplum; docs/architecture.md#one-error-vocabulary). Client mistakes become 4xx with a
 * message key; anything else is logged in full and answered C003 without details, so no internals leak.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      // An outside service failed (a pay provider, the HIS): the patient gets the key, the log gets why.
      if (err.status >= 500 && err.cause !== undefined)
        request.log.error(
          { err: err.cause, messageKey: err.messageKey },
          'an outside service failed',
        );
      return sendError(request, reply, err.messageKey, err.params);
    }

    if (hasZodFastifySchemaValidationErrors(err)) {
      const issue = err.validation[0];
      const segments = issue?.instancePath.split('/').filter(Boolean) ?? [];
      const field = segments.join('.') || err.validationContext || 'request';
      const named = issue && domainKey(issue.message);
      if (named) return sendError(request, reply, named, { field });
      return sendError(
        request,
        reply,
        isMissing(request, err.validationContext, segments) ? 'C018' : 'C019',
        { field },
      );
    }

    const clientKey = err.code ? fastifyClientErrors[err.code] : undefined;
    if (clientKey) return sendError(request, reply, clientKey, { field: 'body' });
    // The per-IP ceiling (plugins/rate-limit.ts) has already set Retry-After on the reply.
    if (err.statusCode === 429) return sendError(request, reply, 'C022');
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      request.log.info({ err }, 'client error');
      const key: MessageKey =
        err.statusCode === 413 ? 'C020' : err.statusCode === 404 ? 'C021' : 'C019';
      return sendError(request, reply, key, { field: 'request' });
    }

    request.log.error({ err }, 'unhandled error');
    return sendError(request, reply, 'C003');
  });
}

/**
 * Answers Fastify produces before any route or hook runs, also in the envelope: a malformed
 * percent-escape in the path (FST_ERR_BAD_URL) and a path parameter longer than `maxParamLength`
 * (FST_ERR_MAX_PARAM_LENGTH, by default a bare 414 that echoes the URL) are an invalid path, 400 C019.
 */
const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  err,
  request,
  reply,
) => {
  request.log.info({ code: err.code }, 'client error');
  return sendError(request, reply, 'C019', { field: 'path' });
};

/** The raw HTTP answer to a request Node could not parse: there is no request object, so en-US. */
function rawErrorResponse(key: MessageKey, params: MessageParams): string {
  const status = statusOf(key);
  const body = JSON.stringify({
    code: status,
    msg: renderMessage(key, params, 'en-US'),
    messageKey: key,
    params,
  } satisfies ErrorEnvelope);
  return [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * Node's `clientError` (headers over the size limit → 431 C025, headers still incomplete after `headersTimeout` →
 * 408 C026, anything else unparsable → 400 C019), answered in the envelope instead of Fastify's own body.
 */
function clientErrorHandler(this: FastifyInstance, err: Error & { code?: string }, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.info({ code: err.code }, 'client error before routing');
  const answer =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? rawErrorResponse('C025', {})
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? rawErrorResponse('C026', {})
        : rawErrorResponse('C019', { field: 'request' });
  if (socket.writable) socket.end(answer);
  else socket.destroy(err);
}

/** Options for `Fastify(…)`: the answers given before routing, in the same envelope as the error handler's. */
export const envelopeServerOptions = { frameworkErrors, clientErrorHandler } satisfies Pick<
  FastifyServerOptions,
  'frameworkErrors' | 'clientErrorHandler'
>;
