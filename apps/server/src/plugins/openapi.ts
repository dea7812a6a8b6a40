import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI at /docs (UI) and /docs/json; operationIds are the SPEC §7 call names. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Patient-services portal API',
        description: 'Envelope: `code` 0 is success; errors carry `messageKey` (SPEC §8) and `params`.',
        version: '1.0.0',
      },
      // Issue 3: calls marked `auth` take the access_token of a session at the hospital the request names.
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'access_token from a sign-in at this hospital' } } },
    },
    transform: jsonSchemaTransform,
    // Emits the schemas registered with an id (z.globalRegistry, `.meta({ id })`) as components, so every $ref resolves.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
