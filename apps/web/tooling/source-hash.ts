import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * A fingerprint of everything a web app's build reads, so `npm start` can tell that apps/<app>/dist is
 * already the build of these sources and skip a rebuild. Stored beside the build by every `vite build`. Used by both
 * browser apps: the patient web and the staff console (apps/console).
 */
const repo = path.resolve(import.meta.dirname, '../../..');
/** Where in a build folder its fingerprint is kept (a dot folder the server never serves, plugins/web.ts). */
const HASH_FILE = '.vite/source-hash';

export type WebApp = 'web' | 'console';

/** The app (sources, index.html, public files, vite config), the shared package, dependency versions, TS settings. */
const inputsOf = (app: WebApp) => [
  `apps/${app}`,
  'packages/shared',
  'package-lock.json',
  'tsconfig.base.json',
];
const SKIPPED = new Set(['node_modules', 'dist']);

function listInputs(file: string): string[] {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return [];
  if (!stat.isDirectory()) return [file];
  return fs
    .readdirSync(file)
    .filter((name) => !SKIPPED.has(name))
    .flatMap((name) => listInputs(path.join(file, name)));
}

/**
 * Hashes the names and contents of the given files and of every file under the given folders (relative to `root`,
 * skipping node_modules and dist), with `extra` strings after them. The one fingerprint `npm start` compares builds by.
 */
export function fingerprint(inputs: readonly string[], root = repo, extra: readonly string[] = []) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => listInputs(path.join(root, input))).sort()) {
    hash.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  for (const value of extra) hash.update(`${value}\0`);
  return hash.digest('hex');
}

export function sourceHash(app: WebApp = 'web'): string {
  // VITE_* variables are compiled into the bundle (VITE_ENCRYPT_KEY, README): another value is another build.
  const viteVariables = Object.entries(process.env)
    .filter(([name]) => name.startsWith('VITE_'))
    .sort()
    .map(([name, value]) => `${name}=${value}`);
  return fingerprint(inputsOf(app), repo, viteVariables);
}

/** True when apps/<app>/dist was built from exactly the current sources. */
export function buildIsCurrent(app: WebApp = 'web'): boolean {
  const dist = path.join(repo, 'apps', app, 'dist');
  const file = path.join(dist, HASH_FILE);
  const stored = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : '';
  return (
    stored !== '' && fs.existsSync(path.join(dist, 'index.html')) && stored === sourceHash(app)
  );
}

/** Records the fingerprint of the sources a build started from, once the build has been written. */
export function recordSourceHash(app: WebApp = 'web'): Plugin {
  let hash = '';
  let file = '';
  return {
    name: 'portal-source-hash',
    apply: 'build',
    configResolved(config) {
      file = path.join(path.resolve(config.root, config.build.outDir), HASH_FILE);
    },
    buildStart() {
      hash = sourceHash(app);
    },
    closeBundle() {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, `${hash}\n`);
    },
  };
}
