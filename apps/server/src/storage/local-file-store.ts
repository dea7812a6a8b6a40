import { randomUUID } from 'node:crypto';
import { constants, type Dirent } from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { assertStoreKey, isStoreKey, type FileStore } from './file-store.ts';

/** A folder's entries by name; none when the folder is not there (nothing stored yet, or removed meanwhile). */
async function entries(dir: string): Promise<Dirent[]> {
  try {
    return (await fsp.readdir(dir, { withFileTypes: true })).sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
    );
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/** A file's modification time; null when it was deleted since its folder was read. */
async function modifiedAt(file: string): Promise<Date | null> {
  try {
    return (await fsp.stat(file)).mtime;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

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
    async put(key, source) {
      const target = where(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const tmp = path.join(path.dirname(target), `.tmp-${randomUUID()}`);
      try {
        await fsp.copyFile(source, tmp, constants.COPYFILE_EXCL);
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
    // Keys are <kind>/<name>: one folder per kind, read only when the prefix can reach into it.
    async *list(prefix = '') {
      for (const folder of await entries(root)) {
        const kind = `${folder.name}/`;
        if (!folder.isDirectory() || !(kind.startsWith(prefix) || prefix.startsWith(kind)))
          continue;
        for (const file of await entries(path.join(root, folder.name))) {
          const key: string = kind + file.name;
          if (!file.isFile() || !key.startsWith(prefix) || !isStoreKey(key)) continue;
          const lastModified: Date | null = await modifiedAt(
            path.join(root, folder.name, file.name),
          );
          if (lastModified) yield { key, lastModified };
        }
      }
    },
  };
}
