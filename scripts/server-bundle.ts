import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { fingerprint } from '../apps/web/tooling/source-hash.ts';

/**
 * `npm start` runs the server as one JavaScript file built from its TypeScript (and the shared package's), in a plain
 * Node process: loading some 550 TypeScript modules through tsx's loader took longer than everything else a start
 * does (docs/benchmarks.md#npm-start). The file is rebuilt whenever its fingerprint — the sources, the settings that
 * shape the build, esbuild's version — differs from the one stored beside it; packages from node_modules are not
 * bundled but imported as usual.
 */
const repo = path.resolve(import.meta.dirname, '..');

/** What the bundle is built from, relative to the repository (folders are read whole: a new file counts). */
export const SERVER_INPUTS = [
  'apps/server/src',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'packages/shared',
  'tsconfig.base.json',
  'scripts/server-bundle.ts',
] as const;

export interface BundleOptions {
  /** The repository the inputs and the entry are relative to (tests use a small one). */
  root?: string;
  inputs?: readonly string[];
  entry?: string;
  outDir?: string;
}

const defaults = {
  root: repo,
  inputs: SERVER_INPUTS,
  entry: 'apps/server/src/server.ts',
  outDir: 'apps/server/dist',
};

/** Where the bundle's fingerprint is kept. */
const HASH_FILE = '.source-hash';

/**
 * The server bundle for the current sources: the stored one when its fingerprint matches, else a new build.
 * `built` says which.
 */
export async function serverBundle(
  options: BundleOptions = {},
): Promise<{ file: string; built: boolean }> {
  const { root, inputs, entry, outDir } = { ...defaults, ...options };
  const dir = path.resolve(root, outDir);
  const file = path.join(dir, 'server.mjs');
  const hash = fingerprint(inputs, root, [`esbuild ${esbuild.version}`]);
  const hashFile = path.join(dir, HASH_FILE);
  const stored = fs.existsSync(hashFile) ? fs.readFileSync(hashFile, 'utf8').trim() : '';
  if (stored === hash && fs.existsSync(file)) return { file, built: false };

  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node.split('.')[0]}`,
    sourcemap: 'linked',
    sourcesContent: false,
    keepNames: true,
    write: false,
    banner: { js: `import { fileURLToPath as ${TO_PATH} } from 'node:url';` },
    logLevel: 'warning',
    plugins: [externalPackages, sourceLocations(dir)],
  });
  // Written beside, then renamed: a second `npm start` never imports half a file; the fingerprint goes last.
  for (const output of result.outputFiles) writeAtomically(output.path, output.contents);
  writeAtomically(path.join(dir, HASH_FILE), `${hash}\n`);
  return { file, built: true };
}

function writeAtomically(file: string, contents: string | Uint8Array) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, contents);
  fs.renameSync(temporary, file);
}

/** Packages (but the workspace's own, which are TypeScript) are imported from node_modules at run time. */
const externalPackages: esbuild.Plugin = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** The bundle's own name for node:url's fileURLToPath (imported once, at its top). */
const TO_PATH = '__portalFileUrlToPath';

/**
 * A module that finds files next to itself (`import.meta.dirname`: the demo folder, the web build) must still find
 * them from inside the bundle: each `import.meta.dirname`, `.filename` and `.url` is rewritten to its source file's,
 * computed from the bundle's own location so the checkout can move.
 */
function sourceLocations(outDir: string): esbuild.Plugin {
  return {
    name: 'source-locations',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, (args) => {
        const source = fs.readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta.')) return undefined;
        const fromBundle = (to: string) =>
          `new URL(${JSON.stringify(path.relative(outDir, to).split(path.sep).join('/') || '.')}, import.meta.url)`;
        const contents = source.replace(
          /\bimport\.meta\.(dirname|filename|url)\b/g,
          (_, property: string) =>
            property === 'url'
              ? `${fromBundle(args.path)}.href`
              : `${TO_PATH}(${fromBundle(property === 'dirname' ? path.dirname(args.path) : args.path)})`,
        );
        return { contents, loader: 'ts' };
      });
    },
  };
}
