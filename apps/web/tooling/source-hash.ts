import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * A fingerprint of everything the web build reads, so `npm start` can tell that apps/web/dist is
 * already the build of these sources and skip a rebuild. Stored beside the build by every `vite build`.
 */
const repo = path.resolve(import.meta.dirname, '../../..');
const WEB_DIST = path.join(repo, 'apps/web/dist');
/** Where in a build folder its fingerprint is kept (a dot folder the server never serves, plugins/web.ts). */
const HASH_FILE = '.vite/source-hash';

/** The web app (sources, index.html, public files, vite config), the shared package, dependency versions, TS settings. */
const INPUTS = ['apps/web', 'packages/shared', 'package-lock.json', 'tsconfig.base.json'];
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

export function sourceHash(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((input) => listInputs(path.join(repo, input))).sort()) {
    hash.update(path.relative(repo, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  // VITE_* variables are compiled into the bundle (VITE_ENCRYPT_KEY, README): another value is another build.
  for (const [name, value] of Object.entries(process.env)
    .filter(([name]) => name.startsWith('VITE_'))
    .sort())
    hash.update(`${name}=${value}\0`);
  return hash.digest('hex');
}

/** True when apps/web/dist was built from exactly the current sources. */
export function webBuildIsCurrent(): boolean {
  const file = path.join(WEB_DIST, HASH_FILE);
  const stored = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : '';
  return (
    stored !== '' && fs.existsSync(path.join(WEB_DIST, 'index.html')) && stored === sourceHash()
  );
}

/** Records the fingerprint of the sources a build started from, once the build has been written. */
export function recordSourceHash(): Plugin {
  let hash = '';
  let file = '';
  return {
    name: 'portal-source-hash',
    apply: 'build',
    configResolved(config) {
      file = path.join(path.resolve(config.root, config.build.outDir), HASH_FILE);
    },
    buildStart() {
      hash = sourceHash();
    },
    closeBundle() {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, `${hash}\n`);
    },
  };
}
