import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SIGNED_FILE_PATH,
  signedFileParams,
  signedFileQuery,
  UPLOAD_LIMITS,
  uploadCalls as calls,
  type UploadType,
} from '@portal/shared';
import { AppError } from '../../errors/app-error.ts';
import { registerCall } from '../../plugins/route.ts';
import { spool, withSpool, type ReceivedFile } from './upload-spool.ts';
import * as service from './uploads.service.ts';

/** The multipart field of uploadOssFile's files. */
const FILE_FIELD = calls.uploadOssFile.form.files;
const BYTES_PER_MB = 1024 * 1024;

/**
 * Reads the request's files into `dir` under the bizType's count and size limits as they stream in: one file over the
 * count or one byte over the size stops the read (C005 / C006).
 */
async function receiveFiles(
  request: FastifyRequest,
  bizType: UploadType,
  dir: string,
): Promise<ReceivedFile[]> {
  const { maxCount, maxSize } = UPLOAD_LIMITS[bizType];
  const received: ReceivedFile[] = [];
  const tooLarge = () =>
    new AppError('C006', { size: Math.round((maxSize / BYTES_PER_MB) * 100) / 100 });
  try {
    for await (const part of request.parts({
      limits: {
        files: maxCount,
        fileSize: maxSize,
        fields: 10,
        fieldSize: 1024,
        parts: maxCount + 10,
      },
    })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== FILE_FIELD) {
        part.file.resume();
        throw new AppError('C019', { field: part.fieldname.slice(0, 40) || 'file' });
      }
      const file = await spool(dir, part.filename, part.file);
      // A file cut off at the size limit ends its stream early: it must not pass for a complete one.
      if (part.file.truncated) throw tooLarge();
      received.push(file);
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw new AppError('C005', { max: maxCount });
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new AppError('C018', { field: FILE_FIELD });
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError('C019', { field: 'body' });
    if (err instanceof AppError) throw err;
    // A body that is not well-formed multipart (cut off, bad boundary) is the client's: 400, never 500.
    if (err instanceof Error && /multipart|boundary|terminated|Unexpected end/i.test(err.message))
      throw new AppError('C019', { field: 'body' });
    throw err;
  }
  return received;
}

/** Uploads: parse → service → reply. Multipart is accepted on the upload call only. */
export function uploadRoutes(app: FastifyInstance, deps: service.UploadDeps) {
  const tags = ['uploads'];
  void app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true });
    registerCall(
      scope,
      'uploadOssFile',
      calls.uploadOssFile,
      ({ ctx, query, request }) =>
        withSpool(deps.spoolDir, async (dir) => {
          const files = await receiveFiles(request, query.bizType, dir);
          return service.storeUploads(deps, ctx, query.bizType, files);
        }),
      tags,
    );
  });
  registerCall(
    app,
    'getOssPrivateResourceUrl',
    calls.getOssPrivateResourceUrl,
    ({ ctx, query, body }) =>
      service.privateUrls(
        deps,
        ctx,
        query.bizType,
        body.urls.map((u) => u.url),
      ),
    tags,
  );
  // The signed URL itself: the file's bytes with the content type sniffed at upload, never something the client said.
  app.withTypeProvider<ZodTypeProvider>().get(
    SIGNED_FILE_PATH,
    {
      schema: {
        operationId: 'getOssFile',
        tags,
        params: signedFileParams,
        querystring: signedFileQuery,
      },
    },
    async (request, reply) => {
      const { row, body } = await service.openSigned(
        deps,
        request.query.hosId,
        request.params.fileId,
        request.query.expires,
        request.query.sig,
      );
      return (
        reply
          .header('content-type', row.content_type)
          .header('content-length', String(row.size_bytes))
          .header('content-disposition', `inline; filename="${row.storage_key.split('/')[1]}"`)
          // Even if a browser were to render an uploaded file as a page, it could run nothing.
          .header(
            'content-security-policy',
            "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
          )
          .send(body)
      );
    },
  );
}
