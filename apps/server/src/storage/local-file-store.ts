import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { assertStoreKey, type FileStore } from './file-store.ts';

/**
 * The default file store: a folder (DATA_DIR/uploads). A file is written to a temporary name and renamed into place,
 * so a reader never sees half a file and a crash leaves only a `.tmp-*` file, never a partial one under a real key.
 */
export function createLocalFileStore(root: string): FileStore {
  const where = (key: string) => {
    assertStoreKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    kind: 'local',
    async put(key, body) {
      const target = where(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const tmp = path.join(path.dirname(target), `.tmp-${randomUUID()}`);
      try {
        await fsp.writeFile(tmp, body, { flag: 'wx' });
        // link + unlink instead of rename: link refuses to replace an existing key (written once).
        await fsp.link(tmp, target);
      } finally {
        await fsp.rm(tmp, { force: true });
      }
    },
    async open(key) {
      const file = where(key);
      try {
        const handle = await fsp.open(file, 'r');
        return handle.createReadStream();
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await fsp.rm(where(key), { force: true });
    },
  };
}

