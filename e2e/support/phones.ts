import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * A phone number no account on this worker's server holds, from the demo block 13800000050–13800000099 (the
 * demo SMS inbox shows codes only for demo phones). The journeys of one worker, and a journey's retry, register on
 * the same server: each number is taken once per worker, by creating its marker beside the worker's data folder (a
 * number picked from the clock was taken twice in one run, and 'send code' then answered LOGIN002).
 */
export function freshPhone(): string {
  const taken = `${inject('dataDir')}.phones`;
  fs.mkdirSync(taken, { recursive: true });
  for (let n = 50; n <= 99; n++) {
    const phone = `138000000${n}`;
    try {
      fs.closeSync(fs.openSync(path.join(taken, phone), 'wx'));
      return phone;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
  }
  throw new Error(`every number of the demo block is taken on this worker's server (${taken})`);
}
