import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (docs/architecture.md#one-composition-root: built once by createAdapters). Keys are opaque, made by the
 * caller from ids it generates (`<bizType>/<uuid>.<ext>`), never from user input; a store refuses any other shape.
 * Callers own the bookkeeping (which row names which key); a store only keeps bytes.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  /**
   * Stores a copy of the local file `source` under `key`, replacing nothing: a key is written once. A path, not bytes:
   * an upload is spooled to disk as it arrives (modules/uploads/upload-spool.ts) and streamed from there.
   */
  put(key: string, source: string, contentType: string): Promise<void>;
  /** The bytes of `key` as a stream, or null when there is no such file. */
  open(key: string): Promise<Readable | null>;
  /** Removes `key`; removing a missing key is not an error (compensation may run twice). */
  delete(key: string): Promise<void>;
  /**
   * Every key starting with `prefix` (every key without one) and when it was last written, page by page as the store
   * hands them out: how the upload sweeper finds files that no row names (jobs/sweep-uploads.ts). What is not a key
   * (a local `.tmp-*` left by an interrupted put, a foreign object in a bucket) is never listed.
   */
  list(prefix?: string): AsyncIterable<StoredFile>;
}

/** A file as a listing shows it. */
export interface StoredFile {
  key: string;
  /** The file's modification time, or the object's LastModified: the sweeper's grace period counts from it. */
  lastModified: Date;
}

const KEY = /^[a-z0-9-]{1,40}\/[A-Za-z0-9-]{1,64}\.[a-z0-9]{1,5}$/;

export function isStoreKey(key: string): boolean {
  return KEY.test(key);
}

/** Every store checks keys the same way, so a bug upstream can never address a path outside its folder or bucket. */
export function assertStoreKey(key: string): void {
  if (!isStoreKey(key)) throw new Error(`invalid file store key: ${JSON.stringify(key)}`);
}
