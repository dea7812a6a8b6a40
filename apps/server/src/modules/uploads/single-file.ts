import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { spool, type ReceivedFile } from './upload-spool.ts';

/**
 * The one file of a console upload (a logo, a lecture's video or poster), read into `dir` under the size limit as it
 * streams in: C005 for a second file, C006 one byte over the limit, C018 none, C019 another field or a broken body.
 */
export async function receiveSingleFile(
  request: FastifyRequest,
  dir: string,
  { field, maxBytes }: { field: string; maxBytes: number },
): Promise<ReceivedFile> {
  const tooLarge = () =>
    new AppError('C006', { size: Math.round((maxBytes / 1024 / 1024) * 100) / 100 });
  let file: ReceivedFile | undefined;
  try {
    for await (const part of request.parts({
      limits: { files: 1, fileSize: maxBytes, fields: 0, parts: 1 },
    })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== field) {
        part.file.resume();
        throw new AppError('C019', { field: part.fieldname.slice(0, 40) || field });
      }
      file = await spool(dir, part.filename, part.file);
      // A file cut off at the size limit ends its stream early: it must not pass for a complete one.
      if (part.file.truncated) throw tooLarge();
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new AppError('C005', { max: 1 });
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError('C018', { field });
    if (err instanceof AppError) throw err;
    // A body that is not well-formed multipart (cut off, bad boundary) is the client's: 400, never 500.
    if (err instanceof Error && /multipart|boundary|terminated|Unexpected end/i.test(err.message))
      throw new AppError('C019', { field: 'body' });
    throw err;
  }
  if (!file) throw new AppError('C018', { field });
  return file;
}
