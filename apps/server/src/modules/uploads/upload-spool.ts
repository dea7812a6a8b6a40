import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * A received file, written to disk as it arrived: a call may bring 90 MB (nine 10 MB photos) and many patients may
 * upload at once, so no upload is ever held whole in memory (a few dozen would exhaust the instance every hospital
 * shares).
 */
export interface ReceivedFile {
  name: string;
  /** Where its bytes are: inside the request's spool folder, which is removed when the request ends. */
  path: string;
  size: number;
  /** Valid UTF-8 without NUL, checked as the bytes passed: what a CSV must be (a binary renamed .csv fails both). */
  plainText: boolean;
}

/** Runs `use` with a new folder under `root` for one request's files, and removes the folder afterwards whatever happened. */
export async function withSpool<T>(root: string, use: (dir: string) => Promise<T>): Promise<T> {
  await fsp.mkdir(root, { recursive: true });
  const dir = await fsp.mkdtemp(path.join(root, 'portal-upload-'));
  try {
    return await use(dir);
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

/** Streams `stream` into a new file in `dir`, counting its bytes and checking whether they are plain text on the way. */
export async function spool(dir: string, name: string, stream: Readable): Promise<ReceivedFile> {
  const file = path.join(dir, randomUUID());
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  let size = 0;
  let plainText = true;
  const textCheck = (chunk?: Buffer) => {
    if (!plainText) return;
    if (chunk?.includes(0)) {
      plainText = false;
      return;
    }
    try {
      // `stream: true` keeps a character split across two chunks for the next; the last call (no chunk) flushes it.
      utf8.decode(chunk, { stream: chunk !== undefined });
    } catch {
      plainText = false;
    }
  };
  await pipeline(
    stream,
    async function* measure(chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        size += chunk.length;
        textCheck(chunk);
        yield chunk;
      }
      textCheck();
    },
    fs.createWriteStream(file, { flags: 'wx' }),
  );
  return { name, path: file, size, plainText };
}
