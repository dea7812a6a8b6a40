import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const fixture = fileURLToPath(new URL('../../test/fixtures/ends-with-parent.ts', import.meta.url));
/** Stands in for scripts/start.ts: forks the fixture with an IPC channel in a group of its own, prints its pid. */
const startScript = `
  const { fork } = require('node:child_process');
  const child = fork(${JSON.stringify(fixture)}, [], { execArgv: ['--import', 'tsx'], detached: true, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  child.once('message', () => console.log(child.pid));
  setInterval(() => undefined, 1000);
`;

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let left: number | undefined;
afterEach(() => {
  if (left !== undefined && isAlive(left)) process.kill(left, 'SIGKILL');
});

describe('endWithParent', () => {
  it('ends the server when the start script is killed outright', async () => {
    const parent = spawn(process.execPath, ['-e', startScript], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const [line] = (await once(parent.stdout, 'data')) as [Buffer];
    const child = Number(line.toString().trim());
    left = child;
    expect(isAlive(child)).toBe(true);

    parent.kill('SIGKILL');
    await once(parent, 'exit');
    // Waits (no time limit of its own beyond the test's) until the child is gone.
    while (isAlive(child)) await new Promise((r) => setTimeout(r, 50));
    expect(isAlive(child)).toBe(false);
  });
});
