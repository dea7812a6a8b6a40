import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  decryptBody,
  encryptBody,
  encryptedPayloadSchema,
  errorEnvelopeSchema,
  hospitalCalls,
} from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { contextOf } from '../../plugins/request-context.ts';
import { ok, registerCall } from '../../plugins/route.ts';
import { listConfig } from '../hospital/hospital.service.ts';

export function platformRoutes(app: FastifyInstance, db: Db, encryptKey: string) {
  // getIp: the caller's address as the server sees it (behind a proxy only with TRUST_PROXY).
  registerCall(app, 'getIp', hospitalCalls.getIp, async ({ request }) => request.ip, ['platform']);

  // "URLs containing 'encrypt'": the request body and the success response are AES-GCM payloads.
  // Errors stay plain envelopes so a client can always read why it was refused.
  const call = hospitalCalls.getHospitalConfigInformationEncrypted;
  app.withTypeProvider<ZodTypeProvider>().post(
    call.path,
    {
      schema: {
        operationId: 'getHospitalConfigInformationEncrypted',
        tags: ['platform'],
        body: encryptedPayloadSchema,
        response: { 200: encryptedPayloadSchema, '4xx': errorEnvelopeSchema },
      },
    },
    async (request) => {
      const plain = await decryptBody(request.body.payload, encryptKey).catch(() => {
        throw new AppError('C023');
      });
      const parsed = call.body.safeParse(plain);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new AppError(
          issue?.code === 'invalid_type' && issue.input === undefined ? 'C018' : 'C019',
          { field: issue?.path.join('.') || 'body' },
        );
      }
      const items = await listConfig(
        db,
        parsed.data.hosId,
        parsed.data.configType,
        contextOf(request).lang,
      );
      return encryptBody(ok(items), encryptKey);
    },
  );
}
