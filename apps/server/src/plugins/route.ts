import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorEnvelopeSchema, SUCCESS_CODE } from '@portal/shared';

/** The shape of one call in packages/shared (`hospitalCalls` and friends). */
export interface CallDefinition {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;
type DataOf<C extends CallDefinition> = z.output<C['response']> extends { data: infer D } ? D : never;

export interface CallRequest<C extends CallDefinition> {
  params: Out<C['params']>;
  query: Out<C['query']>;
  body: Out<C['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The success envelope of SPEC §7 (code 0). */
export function ok<T>(data: T) {
  return { code: SUCCESS_CODE, msg: 'success', data } as const;
}

/**
 * Registers one shared call: its zod schemas validate the request and serialize the response (so nothing
 * outside the schema leaks), and its name becomes the OpenAPI operationId (ARCHITECTURE decision 7).
 * The handler returns only the `data` part; the envelope is added here, the one place it is built.
 */
export function registerCall<C extends CallDefinition>(
  app: FastifyInstance,
  operationId: string,
  call: C,
  handler: (req: CallRequest<C>) => Promise<DataOf<C>>,
  tags: string[] = [],
) {
  const route: RouteHandlerMethod = async (request, reply) => {
    const data = await handler({
      params: request.params as Out<C['params']>,
      query: request.query as Out<C['query']>,
      body: request.body as Out<C['body']>,
      request,
      reply,
    });
    return ok(data);
  };
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    schema: {
      operationId,
      tags,
      ...(call.params && { params: call.params }),
      ...(call.query && { querystring: call.query }),
      ...(call.body && { body: call.body }),
      response: { 200: call.response, '4xx': errorEnvelopeSchema },
    },
    handler: route,
  });
}
