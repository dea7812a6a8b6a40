import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { bearer } from '../../../test/auth-helpers.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { createLocalFileStore } from '../../storage/local-file-store.ts';

/** Test files with real content: a 1×1 PNG, a PDF header, and text. */
export const pngBytes = () =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
export const pdfBytes = () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const textBytes = () => Buffer.from('<script>alert(1)</script>\n');

export interface Part {
  name: string;
  data: Buffer;
  field?: string;
}

/** A multipart/form-data body as a browser sends it (files under `fileList`). */
export function multipart(parts: readonly Part[]): { body: Buffer; contentType: string } {
  const boundary = `----portal${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? 'fileList'}"; filename="${p.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      p.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function upload(
  app: FastifyInstance,
  token: string,
  bizType: string,
  parts: readonly Part[],
  hosId = '1001',
) {
  const { body, contentType } = multipart(parts);
  return app.inject({
    method: 'POST',
    url: `/platform/api/oss/upload?hosId=${hosId}${bizType ? `&bizType=${bizType}` : ''}`,
    headers: { ...bearer(token), 'content-type': contentType },
    payload: body,
  });
}

/** A file holding `bytes` in a fresh temporary folder, as FileStore.put takes its source (an upload's spooled copy). */
export function sourceFile(bytes: Buffer | string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-source-')), 'upload');
  fs.writeFileSync(file, bytes);
  return file;
}

/** A local store in a fresh temporary folder, and what it holds (relative paths of real files, temporaries included). */
export function tempStore(): { store: FileStore; root: string; files(): string[] } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-uploads-'));
  return {
    store: createLocalFileStore(root),
    root,
    files: () =>
      (fs.readdirSync(root, { recursive: true }) as string[])
        .filter((f) => fs.statSync(path.join(root, f)).isFile())
        .sort(),
  };
}
