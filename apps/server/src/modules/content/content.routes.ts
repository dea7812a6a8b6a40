import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema, hosIdSchema } from '@portal/shared';
import {
  CONSOLE_CALL_ACCESS,
  guideCalls,
  LECTURE_MEDIA_FIELD,
  LECTURE_MEDIA_PATH,
  LECTURE_MEDIA_UPLOAD_PATH,
  LECTURE_POSTER_MAX_BYTES,
  LECTURE_VIDEO_MAX_BYTES,
  lectureCalls as calls,
  lectureMediaQuery,
  lectureMediaResponse,
} from '@portal/shared/console';
import { AppError } from '../../errors/app-error.ts';
import { ok } from '../../plugins/route.ts';
import {
  CONSOLE_ACCESS_EXTENSION,
  consoleGuard,
  registerConsoleCall,
} from '../staff/console-call.ts';
import { staffOf } from '../staff/staff-context.ts';
import { receiveSingleFile } from '../uploads/single-file.ts';
import { withSpool } from '../uploads/upload-spool.ts';
import type { UploadDeps } from '../uploads/uploads.service.ts';
import * as service from './content.service.ts';

const mediaParams = z.object({ hosId: hosIdSchema });
const mediaFileParams = z.object({ hosId: hosIdSchema, file: z.string().max(80) });

/** Lectures and the medical guide in the console: parse → service → reply. Who may send each: CONSOLE_CALL_ACCESS. */
export function contentRoutes(app: FastifyInstance, deps: UploadDeps) {
  const { db } = deps;
  registerConsoleCall(app, 'listConsoleLectures', calls.listConsoleLectures, ({ params }) =>
    service.listLectures(db, params.hosId),
  );
  registerConsoleCall(app, 'getConsoleLecture', calls.getConsoleLecture, ({ params }) =>
    service.getLecture(db, params.hosId, params.lectureId),
  );
  registerConsoleCall(app, 'createLecture', calls.createLecture, ({ params, body, request }) =>
    service.createLecture(db, staffOf(request), params.hosId, body),
  );
  registerConsoleCall(app, 'saveLecture', calls.saveLecture, ({ params, body, request }) =>
    service.saveLecture(db, staffOf(request), params, body),
  );
  registerConsoleCall(app, 'publishLecture', calls.publishLecture, ({ params, request }) =>
    service.setLectureStatus(db, staffOf(request), params, 'published'),
  );
  registerConsoleCall(app, 'unpublishLecture', calls.unpublishLecture, ({ params, request }) =>
    service.setLectureStatus(db, staffOf(request), params, 'draft'),
  );
  registerConsoleCall(app, 'getConsoleGuide', guideCalls.getConsoleGuide, ({ params }) =>
    service.getGuide(db, params.hosId),
  );
  registerConsoleCall(
    app,
    'saveGuideSection',
    guideCalls.saveGuideSection,
    ({ params, body, request }) => service.saveGuideSection(db, staffOf(request), params, body),
  );

  // A lecture's video or poster: a multipart upload (not a JSON call), guarded like every console call.
  void app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true });
    scope.withTypeProvider<ZodTypeProvider>().post(
      LECTURE_MEDIA_UPLOAD_PATH,
      {
        schema: {
          operationId: 'uploadLectureMedia',
          tags: ['console'],
          [CONSOLE_ACCESS_EXTENSION]: CONSOLE_CALL_ACCESS.uploadLectureMedia,
          params: mediaParams,
          querystring: lectureMediaQuery,
          response: { 200: lectureMediaResponse, '4xx': errorEnvelopeSchema },
        },
        preValidation: consoleGuard('uploadLectureMedia'),
      },
      async (request) => {
        const { use } = request.query;
        const maxBytes = use === 'video' ? LECTURE_VIDEO_MAX_BYTES : LECTURE_POSTER_MAX_BYTES;
        return ok(
          await withSpool(deps.spoolDir, async (dir) =>
            service.uploadMedia(
              deps,
              staffOf(request),
              request.params.hosId,
              use,
              await receiveSingleFile(request, dir, { field: LECTURE_MEDIA_FIELD, maxBytes }),
            ),
          ),
        );
      },
    );
  });
  // Anyone may fetch a lecture's file, like the lectures that name it; the content type is the one sniffed at upload.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      LECTURE_MEDIA_PATH,
      { schema: { operationId: 'getLectureMedia', tags: ['lecture'], params: mediaFileParams } },
      async (request, reply) => {
        const opened = await service.openMedia(deps, request.params.hosId, request.params.file);
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
