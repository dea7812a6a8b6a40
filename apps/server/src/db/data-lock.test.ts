import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE, lockDataDir } from './data-lock.ts';

/** A dead owner's lock is taken over at once; a live owner's is refused. */
const dirs: string[] = [];
const freshDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

const writeLock = (dir: string, owner: object, ageMs = 0) => {
  const file = path.join(dir, LOCK_FILE);
  fs.writeFileSync(file, JSON.stringify(owner));
  const then = new Date(Date.now() - ageMs);
  fs.utimesSync(file, then, then);
};
/** The pid of a process that has already exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

describe('lockDataDir', () => {
  it('refuses a second lock while the first is held, and frees the folder on unlock', async () => {
    const dir = freshDir();
    const unlock = await lockDataDir(dir);
    const owner = JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8'));
    expect(owner).toMatchObject({ pid: process.pid, host: os.hostname() });
    await expect(lockDataDir(dir)).rejects.toThrow(
      /is in use by another portal server \(pid \d+ on /,
    );
    await unlock();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    await (
      await lockDataDir(dir)
    )();
  });

  it('takes over at once a fresh lock whose process is gone (kill -9)', async () => {
    const dir = freshDir();
    writeLock(dir, { pid: deadPid(), host: os.hostname(), startedAt: new Date().toISOString() });
    const unlock = await lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    await unlock();
  });

  it('refuses a lock whose process is alive, until that process ends', async () => {
    const dir = freshDir();
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], {
      stdio: 'ignore',
    });
    try {
      writeLock(dir, { pid: child.pid, host: os.hostname(), startedAt: new Date().toISOString() });
      await expect(lockDataDir(dir)).rejects.toThrow(`pid ${child.pid}`);
    } finally {
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await (
      await lockDataDir(dir)
    )();
  });

  it('judges a lock from another host, or a pid reused by another program, by its age', async () => {
    const dir = freshDir();
    writeLock(dir, { pid: 1, host: 'elsewhere', startedAt: new Date().toISOString() });
    await expect(lockDataDir(dir, { staleMs: 10_000 })).rejects.toThrow('pid 1 on elsewhere');
    // Our own parent is alive, but a lock nobody refreshed for longer than staleMs is not its.
    writeLock(
      dir,
      { pid: process.ppid, host: os.hostname(), startedAt: new Date().toISOString() },
      20_000,
    );
    await (
      await lockDataDir(dir, { staleMs: 10_000 })
    )();
  });

  it('takes over the directory lock of earlier versions once it is stale, and a half-written lock by its age', async () => {
    const dir = freshDir();
    fs.mkdirSync(path.join(dir, LOCK_FILE));
    const then = new Date(Date.now() - 20_000);
    fs.utimesSync(path.join(dir, LOCK_FILE), then, then);
    await (
      await lockDataDir(dir)
    )();
    fs.writeFileSync(path.join(dir, LOCK_FILE), '');
    await expect(lockDataDir(dir)).rejects.toThrow('is in use by another portal server.');
  });
});
