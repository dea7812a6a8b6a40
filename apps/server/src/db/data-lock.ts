import fs from 'node:fs';
import lockfile from 'proper-lockfile';

/**
 * PGlite has no lock on its folder and two processes writing it corrupt it (ARCHITECTURE decision 2),
 * so the server holds an exclusive lock file in the data folder for as long as it runs.
 * proper-lockfile refreshes the lock's mtime; a lock left by a killed process goes stale after 10 s.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, { lockfilePath: `${dataDir}/.portal.lock`, stale: 10_000, update: 2_000 });
  } catch (err) {
    if ((err as { code?: string }).code === 'ELOCKED') {
      throw new Error(
        `The data folder ${dataDir} is in use by another portal server. ` +
          'Stop that server first, or start this one with another DATA_DIR (or a DATABASE_URL).',
      );
    }
    throw err;
  }
}
