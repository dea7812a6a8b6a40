import type { FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

type Factories = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

/**
 * Every route's schemas are zod's, so Fastify is given zod's compilers as it is made: set afterwards, Fastify would
 * first load its default JSON Schema compilers (ajv, fast-json-stringify), some 0.1 s of every start, never used.
 * Fastify's types describe the factories for JSON Schema; zod's compilers take the same calls with zod schemas.
 */
export const zodSchemaController: FastifyServerOptions['schemaController'] = {
  compilersFactory: {
    buildValidator: (() => validatorCompiler) as unknown as Factories['buildValidator'],
    buildSerializer: (() => serializerCompiler) as unknown as Factories['buildSerializer'],
  },
};
