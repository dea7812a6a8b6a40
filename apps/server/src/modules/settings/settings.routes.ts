import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema, hosIdSchema } from '@portal/shared';
import {
  CONSOLE_CALL_ACCESS,
  LOGO_FIELD,
  LOGO_FILE_PATH,
  LOGO_MAX_BYTES,
  LOGO_UPLOAD_PATH,
  logoUploadResponse,
  platformCalls,
  settingsCalls as calls,
} from '@portal/shared/console';
import { AppError } from '../../errors/app-error.ts';
import { ok } from '../../plugins/route.ts';
import { receiveSingleFile } from '../uploads/single-file.ts';
import { withSpool } from '../uploads/upload-spool.ts';
import type { UploadDeps } from '../uploads/uploads.service.ts';
import {
  CONSOLE_ACCESS_EXTENSION,
  consoleGuard,
  registerConsoleCall,
} from '../staff/console-call.ts';
import { staffOf } from '../staff/staff-context.ts';
import { openLogo, uploadLogo } from './logo.service.ts';
import * as platform from './platform.service.ts';
import * as service from './settings.service.ts';

const logoParams = z.object({ hosId: hosIdSchema });
const logoFileParams = z.object({ hosId: hosIdSchema, file: z.string().max(80) });

/** The settings editors' and onboarding calls: parse → service → reply. Who may send each: CONSOLE_CALL_ACCESS. */
export function settingsRoutes(app: FastifyInstance, deps: UploadDeps) {
  const { db } = deps;
  registerConsoleCall(app, 'getSetting', calls.getSetting, ({ params }) =>
    service.getSetting(db, params.hosId, params.kind),
  );
  registerConsoleCall(app, 'saveSetting', calls.saveSetting, ({ params, body, request }) =>
    service.saveSetting(db, params.hosId, params.kind, body, staffOf(request)),
  );
  registerConsoleCall(app, 'listSettingVersions', calls.listSettingVersions, ({ params }) =>
    service.listVersions(db, params.hosId, params.kind),
  );
  registerConsoleCall(app, 'getSettingVersion', calls.getSettingVersion, ({ params }) =>
    service.getVersion(db, params.hosId, params.kind, params.version),
  );
  registerConsoleCall(
    app,
    'restoreSettingVersion',
    calls.restoreSettingVersion,
    ({ params, request }) =>
      service.restoreVersion(db, params.hosId, params.kind, params.version, staffOf(request)),
  );

  registerConsoleCall(
    app,
    'listConsoleHospitals',
    platformCalls.listConsoleHospitals,
    ({ request }) => platform.listConsoleHospitals(db, staffOf(request)),
  );
  registerConsoleCall(app, 'createHospital', platformCalls.createHospital, ({ body, request }) =>
    platform.createHospital(db, body, staffOf(request)),
  );
  registerConsoleCall(
    app,
    'setHospitalEnabled',
    platformCalls.setHospitalEnabled,
    ({ params, body, request }) =>
      platform.setHospitalEnabled(db, params.hosId, body.enabled, staffOf(request)),
  );

  // The logo: a multipart upload (not a JSON call), guarded like every console call.
  void app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true });
    scope.withTypeProvider<ZodTypeProvider>().post(
      LOGO_UPLOAD_PATH,
      {
        schema: {
          operationId: 'uploadLogo',
          tags: ['console'],
          [CONSOLE_ACCESS_EXTENSION]: CONSOLE_CALL_ACCESS.uploadLogo,
          params: logoParams,
          response: { 200: logoUploadResponse, '4xx': errorEnvelopeSchema },
        },
        preValidation: consoleGuard('uploadLogo'),
      },
      async (request) =>
        ok(
          await withSpool(deps.spoolDir, async (dir) =>
            uploadLogo(
              deps,
              request.params.hosId,
              staffOf(request),
              await receiveSingleFile(request, dir, {
                field: LOGO_FIELD,
                maxBytes: LOGO_MAX_BYTES,
              }),
            ),
          ),
        ),
    );
  });
  // Anyone may fetch a hospital's logo, as its name and theme; the content type is the one sniffed at upload.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      LOGO_FILE_PATH,
      { schema: { operationId: 'getHospitalLogo', tags: ['hospital'], params: logoFileParams } },
      async (request, reply) => {
        const opened = await openLogo(deps, request.params.hosId, request.params.file);
        if (!opened) throw new AppError('C002');
        return reply
          .header('content-type', opened.row.content_type)
          .header('content-length', String(opened.row.size_bytes))
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(opened.body);
      },
    );
}
