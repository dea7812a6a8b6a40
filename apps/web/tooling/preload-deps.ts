import type { Plugin, Rollup } from 'vite';

/**
 * Vite gives each lazy `import()` the list of files to preload with it: the chunk and everything it imports. A list
 * also named the files its importer had already loaded (React, antd's core, the entry's own imports), which the browser
 * skips anyway, and the entry holds the lists of all sixty pages: 1 kB gzip of names on every first page. Here a list
 * keeps only the files its importer's own imports do not already load; what is loaded is the same.
 */
export function preloadOnlyWhatIsMissing() {
  let bundle: Rollup.OutputBundle = {};
  const loadedBy = new Map<string, Set<string>>();

  /** The chunk and every chunk it imports statically, transitively: loaded before its code runs. */
  const staticClosure = (file: string): Set<string> => {
    const known = loadedBy.get(file);
    if (known) return known;
    const seen = new Set<string>();
    const visit = (name: string) => {
      const chunk = bundle[name];
      if (seen.has(name) || chunk?.type !== 'chunk') return;
      seen.add(name);
      chunk.imports.forEach(visit);
    };
    visit(file);
    loadedBy.set(file, seen);
    return seen;
  };

  const plugin: Plugin = {
    name: 'portal-preload-only-what-is-missing',
    apply: 'build',
    // Before Vite's own generateBundle writes the lists, so that resolveDependencies can read the chunk graph.
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
        loadedBy.clear();
      },
    },
  };

  const resolveDependencies = (_file: string, deps: string[], { hostId }: { hostId: string }) => {
    const loaded = staticClosure(hostId);
    return deps.filter((dep) => !loaded.has(dep));
  };

  return { plugin, resolveDependencies };
}
