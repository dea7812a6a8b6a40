import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * PGlite has no lock on its folder and two processes writing it corrupt it (docs/architecture.md#one-sql-dialect), so the
 * server holds an exclusive lock file in the data folder for as long as it runs.
 *
 * A lock judged only by its age kept a crashed server's folder closed for ~10 s. The lock now
 * names its owner (pid + host), so a lock whose process is gone is recognised at once; the owner refreshes the
 * file's mtime, so a lock whose pid was reused by another program, or one written by another host (whose
 * processes we cannot see), is still taken over once it has not been refreshed for `staleMs`.
 */
export const LOCK_FILE = '.portal.lock';

export interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}
export interface LockOptions {
  refreshMs?: number;
  staleMs?: number;
}

/** Locks held by this process: a lock naming our own pid is ours only if it is in here (else a previous life's). */
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): { owner: LockOwner | null; ageMs: number } | null {
  try {
    const ageMs = Date.now() - fs.statSync(file).mtimeMs;
    let owner: LockOwner | null = null;
    try {
      owner = JSON.parse(fs.readFileSync(file, 'utf8')) as LockOwner;
    } catch {
      owner = null; // half-written by a process killed between create and write: judged by its age alone
    }
    return { owner, ageMs };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** Why a lock may be taken over, or null while its owner may still be running. */
function staleReason(
  file: string,
  found: { owner: LockOwner | null; ageMs: number },
  staleMs: number,
): string | null {
  const { owner, ageMs } = found;
  if (owner && owner.host === os.hostname() && Number.isInteger(owner.pid)) {
    if (owner.pid === process.pid)
      return held.has(file) ? null : 'left by an earlier run with our pid';
    if (!isAlive(owner.pid)) return `process ${owner.pid} is gone`;
  }
  return ageMs > staleMs ? `not refreshed for ${Math.round(ageMs / 1000)} s` : null;
}

function inUse(dataDir: string, owner: LockOwner | null): Error {
  const who = owner ? ` (pid ${owner.pid} on ${owner.host})` : '';
  return new Error(
    `The data folder ${dataDir} is in use by another portal server${who}. ` +
      'Stop that server first, or start this one with another DATA_DIR (or a DATABASE_URL).',
  );
}

export async function lockDataDir(
  dataDir: string,
  opts: LockOptions = {},
): Promise<() => Promise<void>> {
  const { refreshMs = 2_000, staleMs = 10_000 } = opts;
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(path.resolve(dataDir), LOCK_FILE);
  const me: LockOwner = {
    pid: process.pid,
    host: os.hostname(),
    startedAt: new Date().toISOString(),
  };

  for (let attempt = 0; ; attempt++) {
    try {
      // 'wx' creates the file only if it does not exist: the one atomic step two starting servers race on.
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const found = readOwner(file);
      if (found === null) continue; // removed between our create and our read: try again
      if (attempt > 0 || staleReason(file, found, staleMs) === null)
        throw inUse(dataDir, found.owner);
      // recursive: the lock of older versions was a directory (proper-lockfile).
      fs.rmSync(file, { force: true, recursive: true });
    }
  }
  held.add(file);

  const timer = setInterval(() => {
    const now = new Date();
    try {
      fs.utimesSync(file, now, now);
    } catch {
      // The folder vanished under us; the database will report its own error.
    }
  }, refreshMs);
  timer.unref();

  return async () => {
    clearInterval(timer);
    held.delete(file);
    const found = readOwner(file);
    // Remove only our own lock: never one another server took over after we were judged stale.
    if (found?.owner?.pid === me.pid && found.owner.startedAt === me.startedAt)
      fs.rmSync(file, { force: true });
  };
}
