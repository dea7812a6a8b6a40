import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { functionExtension } from '@portal/shared';
import { FORM_FILES } from './route.ts';

/**
 * The zod schemas become JSON Schema; a form call (route.ts `form`) gets its multipart body described here, where it
 * only documents: a `body` on the route itself would have fastify validate a body the handler streams instead.
 */
const transform: typeof jsonSchemaTransform = (input) => {
  const out = withFunction(jsonSchemaTransform(input));
  const { [FORM_FILES]: files, ...schema } = out.schema as Record<string, unknown>;
  if (typeof files !== 'string') return out;
  const body = {
    type: 'object',
    required: [files],
    properties: { [files]: { type: 'array', items: { type: 'string', format: 'binary' } } },
  };
  return { ...out, schema: { ...schema, body } };
};

/**
 * `x-function`: the hospital function(s) a call belongs to and its page-ruled sign-in, from the one table in
 * packages/shared/src/hospital/function-access.ts (docs/function-access.md), so tests and readers see the rule.
 */
function withFunction(
  out: ReturnType<typeof jsonSchemaTransform>,
): ReturnType<typeof jsonSchemaTransform> {
  const schema = out.schema as Record<string, unknown>;
  const operationId = schema.operationId;
  const extension = typeof operationId === 'string' ? functionExtension(operationId) : undefined;
  if (!extension) return out;
  return { ...out, schema: { ...schema, 'x-function': extension } as typeof out.schema };
}

/** OpenAPI at /docs (UI) and /docs/json; operationIds are the call names. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Patient-services portal API',
        description:
          'Envelope: `code` 0 is success; errors carry `messageKey` (a key of the message catalogue, the same in every language) and `params`.',
        version: '1.0.0',
      },
      // Calls marked `auth` take the access_token of a session at the hospital the request names.
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'access_token from a sign-in at this hospital',
          },
        },
      },
    },
    transform,
    // Emits the schemas registered with an id (z.globalRegistry, `.meta({ id })`) as components, so every $ref resolves.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
