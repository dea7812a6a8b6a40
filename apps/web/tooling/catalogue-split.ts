import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { FIRST_PAGE_MODULES } from '../src/app/first-pages.ts';
import { CHUNK_MAP_PATH, type ChunkInfo } from './chunk-map.ts';

/**
 * Each language's message catalogue is loaded in two parts (src/lib/i18n.ts): the first part before the app renders,
 * with every text the landing pages and the frame can show, and the rest with the first page that needs it (the
 * router's page loaders), so a patient's first page does not load the texts of forty pages they have not opened.
 *
 * The split is a list of the keys that wait (catalogue-rest-keys.json), written by this file from a build's chunk map
 * (`npm run build -w @portal/web && npx tsx apps/web/tooling/catalogue-split.ts`); the bundle test fails when a key in
 * it is one a first page names. A new key is first until the list is written again. A key waits only when it is a `ui.` text that only modules outside the first
 * routes name: a key named nowhere (made at run time, sent by the server) or by any first-route module stays first.
 */
const WEB = path.resolve(import.meta.dirname, '..');
export const REST_KEYS_FILE = path.join(import.meta.dirname, 'catalogue-rest-keys.json');
const CATALOGUE_FILE = /[\\/]packages[\\/]shared[\\/]src[\\/]messages[\\/][\w-]+\.json$/;
/** What `import('…/en-US.json?part=first')` asks for (the dev server adds queries of its own). */
const PART = /^(.*\.json)\?(?:.*&)?part=(first|rest)(?:&|$)/;

const ROUTE_MODULE = /^src\/app\/routes\//;

/**
 * The modules whose texts are first: the entry, the first pages (src/app/first-pages.ts) and whatever they load later
 * (dialogs, menus), but no other page.
 */
function firstModules(chunks: ChunkInfo[]): Set<string> {
  const byFile = new Map(chunks.map((c) => [c.file, c]));
  const isOtherPage = (c: ChunkInfo) =>
    c.modules.some((m) => ROUTE_MODULE.test(m)) &&
    !c.modules.some((m) => FIRST_PAGE_MODULES.includes(m));
  const seen = new Set<string>();
  const visit = (chunk: ChunkInfo) => {
    if (seen.has(chunk.file)) return;
    seen.add(chunk.file);
    chunk.imports.forEach((f) => visit(byFile.get(f)!));
    for (const f of chunk.dynamicImports) if (!isOtherPage(byFile.get(f)!)) visit(byFile.get(f)!);
  };
  const roots = chunks.filter(
    (c) => c.isEntry || c.modules.some((m) => FIRST_PAGE_MODULES.includes(m)),
  );
  roots.forEach(visit);
  return new Set([...seen].flatMap((f) => byFile.get(f)!.modules));
}

/** The catalogue keys a source file names: as a string, or as the start of a template (`ui.noon.${…}`). */
function keysNamedIn(source: string, keys: string[]): string[] {
  const strings = new Set([...source.matchAll(/['"`]([A-Za-z][\w.]*)['"`]/g)].map((m) => m[1]));
  const prefixes = [...source.matchAll(/`([A-Za-z][\w.]*)\$\{/g)].map((m) => m[1]!);
  return keys.filter((k) => strings.has(k) || prefixes.some((p) => k.startsWith(p)));
}

/** The keys that wait for a later page, from a build's chunk map and the sources it names. */
export function restKeysOf(chunks: ChunkInfo[], keys: string[]): string[] {
  const first = firstModules(chunks);
  const namedFirst = new Set<string>();
  const namedLater = new Set<string>();
  for (const module of new Set(chunks.flatMap((c) => c.modules))) {
    if (module.includes('.json')) continue;
    const named = keysNamedIn(fs.readFileSync(path.join(WEB, module), 'utf8'), keys);
    for (const key of named) (first.has(module) ? namedFirst : namedLater).add(key);
  }
  return keys.filter((k) => k.startsWith('ui.') && namedLater.has(k) && !namedFirst.has(k)).sort();
}

export function readRestKeys(): string[] {
  return JSON.parse(fs.readFileSync(REST_KEYS_FILE, 'utf8')) as string[];
}

/** Serves `<catalogue>.json?part=first|rest` as that part of the file (the build, the dev server, the web tests). */
export function catalogueParts(): Plugin {
  let rest = new Set<string>();
  return {
    name: 'portal-catalogue-parts',
    buildStart() {
      rest = new Set(readRestKeys());
    },
    load(id) {
      const [, file, part] = PART.exec(id) ?? [];
      if (!file || !CATALOGUE_FILE.test(file)) return null;
      const texts = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
      const kept = Object.entries(texts).filter(([key]) => rest.has(key) === (part === 'rest'));
      // As Vite serves a large JSON file: a string parsed at run time, which engines read faster than an object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(Object.fromEntries(kept)))});`;
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const chunks = JSON.parse(
    fs.readFileSync(path.join(WEB, 'dist', CHUNK_MAP_PATH), 'utf8'),
  ) as ChunkInfo[];
  const catalogue = path.resolve(WEB, '../../packages/shared/src/messages/en-US.json');
  const keys = Object.keys(JSON.parse(fs.readFileSync(catalogue, 'utf8')) as object);
  const rest = restKeysOf(chunks, keys);
  fs.writeFileSync(REST_KEYS_FILE, `${JSON.stringify(rest, null, 2)}\n`);
  console.log(`${rest.length} of ${keys.length} keys wait for a later page: ${REST_KEYS_FILE}`);
}
