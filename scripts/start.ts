import { spawn, spawnSync } from 'node:child_process';
import { buildIsCurrent } from '../apps/web/tooling/source-hash.ts';
import { serverBundle } from './server-bundle.ts';

/**
 * `npm start`: builds each browser app (the patient web, the staff console) only when its dist is not the build of the
 * current sources (a fresh clone, a changed file, another VITE_* value), likewise the server's bundle
 * (server-bundle.ts), then runs that bundle in a plain Node process — one without tsx's loader, which made a start
 * with nothing changed twice as slow (docs/benchmarks.md#npm-start).
 */
for (const [app, workspace] of [
  ['web', '@portal/web'],
  ['console', '@portal/console'],
] as const) {
  if (buildIsCurrent(app)) continue;
  const build = spawnSync('npm', ['run', 'build', '-w', workspace], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const bundling = performance.now();
const { file, built } = await serverBundle();
if (built)
  console.log(
    `server bundle built in ${((performance.now() - bundling) / 1000).toFixed(1)} s: ${file}`,
  );

// The server runs in a process group of its own, so a signal reaches it from here only, however it was sent: to this
// process or, as a terminal's Ctrl-C, to its whole group.
// Its IPC channel closes when this script ends however it ends, even killed outright: the server then shuts down too
// (apps/server/src/lib/end-with-parent.ts).
const server = spawn(process.execPath, ['--enable-source-maps', file], {
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  detached: true,
  // npm start is the demo (README); DEMO_MODE=false npm start is not
  env: { ...process.env, DEMO_MODE: process.env.DEMO_MODE || 'true' },
});
// One Ctrl-C arrives here twice (from the terminal, and passed on by npm), and a second signal would end the server
// in the middle of its shutdown: a signal within a second of the last is dropped. A later one still ends it at once.
let lastSignal = -Infinity;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => {
    if (performance.now() - lastSignal < 1000) return;
    lastSignal = performance.now();
    server.kill(signal);
  });
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
// Not left running (and holding the data folder) behind a start script that ends some other way.
process.on('exit', () => server.kill('SIGTERM'));
