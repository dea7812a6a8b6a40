import fs from 'node:fs';
import type { Plugin } from 'vite';

/** zod's JSON Schema modules, which every classic schema refers to (its `toJSONSchema` and `~standard.jsonSchema`). */
const JSON_SCHEMA_MODULE =
  /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/](json-schema-processors|to-json-schema)\.js$/;
const STUB = '\0zod-json-schema-stub:';

/**
 * The web app parses answers with the shared contract's classic zod schemas, and each of them refers to zod's JSON
 * Schema code, so every page loaded it (~5 kB gzip) though only the server turns schemas into JSON Schema (its
 * OpenAPI). In the web build those two modules are stand-ins with the same exports, each of which throws if it is ever
 * called; parsing never calls them. The exports are read from zod's own files, so an upgrade that adds one keeps
 * building, and a name zod imports that the stand-in lacks fails the build rather than a page.
 */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'portal-zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer?.includes('zod') || !/json-schema/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && JSON_SCHEMA_MODULE.test(resolved.id) ? STUB + resolved.id : null;
    },
    load(id) {
      if (!id.startsWith(STUB)) return null;
      const source = fs.readFileSync(id.slice(STUB.length), 'utf8');
      const names = [
        ...[...source.matchAll(/^export (?:const|function|class) (\w+)/gm)].map((m) => m[1]),
        ...[...source.matchAll(/^export \{([^}]*)\}/gm)].flatMap((m) =>
          m[1]!.split(',').map((part) =>
            part
              .trim()
              .split(/\s+as\s+/)
              .pop()!,
          ),
        ),
      ].filter(Boolean);
      // The `create…Method` factories run when a schema's `~standard` is read: only the methods they make may throw.
      return [
        `function unavailable() { throw new Error("zod's JSON Schema code is not in the web build (apps/web/tooling/zod-without-json-schema.ts)"); }`,
        ...names.map(
          (name) =>
            `export const ${name} = ${name!.startsWith('create') ? '() => unavailable' : 'unavailable'};`,
        ),
      ].join('\n');
    },
  };
}
