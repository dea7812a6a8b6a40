import { spawnSync } from 'node:child_process';
import { buildIsCurrent } from '../apps/web/tooling/source-hash.ts';

/**
 * `npm start`: builds each browser app (the patient web, the staff console) only when its dist is not the build of the
 * current sources (a fresh clone, a changed file, another VITE_* value), then starts the server in this same process —
 * one Node start, not npm → npm run serve → tsx.
 */
for (const [app, workspace] of [
  ['web', '@portal/web'],
  ['console', '@portal/console'],
] as const) {
  if (buildIsCurrent(app)) continue;
  const build = spawnSync('npm', ['run', 'build', '-w', workspace], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
process.env.DEMO_MODE ||= 'true'; // npm start is the demo (README); DEMO_MODE=false npm start is not
await import('../apps/server/src/server.ts');
