import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the build writes its chunk map; a dot folder the server never serves (plugins/web.ts). */
export const CHUNK_MAP_PATH = '.vite/chunks.json';

/** One JavaScript chunk of the build: its file, the chunks it imports before running, the ones it loads later, its sources. */
export interface ChunkInfo {
  file: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  /**
   * The workspace's source files bundled into it (the app's and packages/shared's, such as the message catalogues),
   * relative to apps/web; library modules are left out.
   */
  modules: string[];
}

/**
 * Writes dist/.vite/chunks.json: which chunk holds which source module. Vite's own manifest names only a chunk's
 * first module, and the bundler merges a page into a shared chunk when another page imports it, so the budget test
 * (bundle-budget.ts) could not find every route's chunk from it.
 */
export function chunkMap(): Plugin {
  let root = '';
  let workspace = '';
  return {
    name: 'portal-chunk-map',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      workspace = path.resolve(root, '../..');
    },
    generateBundle(_options, bundle) {
      const chunks: ChunkInfo[] = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                file: output.fileName,
                isEntry: output.isEntry,
                imports: output.imports,
                dynamicImports: output.dynamicImports,
                modules: output.moduleIds
                  .filter((id) => id.startsWith(workspace) && !id.includes('node_modules'))
                  .map((id) => path.relative(root, id))
                  .sort(),
              },
            ]
          : [],
      );
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_MAP_PATH,
        source: JSON.stringify(chunks, null, 1),
      });
    },
  };
}
