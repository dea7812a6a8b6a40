import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  configProblems,
  hospitalConfigFields,
  hospitalConfigMeaning,
  type ConfigKey,
  type ConfigField,
} from '../packages/shared/src/index.ts';
import { BARE_ROUTES, FRAME_ROUTES } from '../apps/web/src/app/route-table.ts';
import { demoHospitals } from './demo-hospitals.ts';

/**
 * The hospital configuration registry (`hospitalConfigFields`, docs/configuration.md) is the one list of keys: every
 * key in it is read by the code and obeyed by the pages and calls it names, every key a demo hospital sets is in it,
 * and no code looks a key up by its name outside it.
 */
const root = path.resolve(import.meta.dirname, '..');
const fields: Record<string, ConfigField> = hospitalConfigFields;
const keys = Object.keys(fields);

/** Production source: the three workspaces' src, without tests, test helpers and the registry module itself. */
const SOURCE_DIRS = ['apps/server/src', 'apps/web/src', 'packages/shared/src'];
const NOT_PRODUCTION = /\.test\.tsx?$|\/testing\/|^packages\/shared\/src\/config\//;
/**
 * Demo tooling stores and translates the demo hospitals' rows without acting on any key: naming a key there (a
 * translated value) is not obeying it.
 */
const DEMO_TOOLING = /^apps\/server\/src\/demo\//;

function sourceFiles(): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${e.name}`;
      if (e.isDirectory()) walk(rel);
      else if (/\.tsx?$/.test(e.name) && !NOT_PRODUCTION.test(rel))
        out.push({ file: rel, text: fs.readFileSync(path.join(root, rel), 'utf8') });
    }
  };
  for (const d of SOURCE_DIRS) walk(d);
  return out;
}

/** Comments name keys without reading them. A `//` after a colon is a URL's, not a comment. */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

const production = sourceFiles().map((f) => ({ ...f, code: withoutComments(f.text) }));

/**
 * A read of `key`: a property access (`config.key`, `ctx.config.key`), a destructured name (`{ key }`, `{ a, key }`,
 * `{ key: alias }`), or the key as a typed name in quotes (`Pick<HospitalConfig, 'key'>`, a route's
 * `{ config: 'key' }`). A key that only appears in comments, in demo tooling or in tests is not read.
 */
const readOf = (key: string) => new RegExp(`\\.${key}\\b|[{,]\\s*${key}\\s*[,}:]|'${key}'`);

const readersOf = (key: string) =>
  production
    .filter((f) => !DEMO_TOOLING.test(f.file) && readOf(key).test(f.code))
    .map((f) => f.file);

describe('every registry key is read by production code', () => {
  it.each(keys)('%s', (key) => {
    expect(
      readersOf(key),
      `${key} is in hospitalConfigFields but no production file reads it (config.${key}, { ${key} } or '${key}'): make the code obey it or remove it`,
    ).not.toEqual([]);
  });
});

describe('what obeys each key exists', () => {
  const routes = new Set(['/', ...[...FRAME_ROUTES, ...BARE_ROUTES].map((r) => r.path)]);
  const snapshot = JSON.parse(
    fs.readFileSync(path.join(root, 'apps/server/src/contract/openapi.snapshot.json'), 'utf8'),
  ) as { paths: Record<string, Record<string, { operationId?: string }>> };
  const operationIds = new Set(
    Object.values(snapshot.paths).flatMap((p) => Object.values(p).map((o) => o.operationId)),
  );

  it.each(keys)('%s names only routes of the web route table and registered calls', (key) => {
    const { pages, calls } = hospitalConfigMeaning[key as ConfigKey].obeyedBy;
    expect(
      pages.filter((p) => !routes.has(p)),
      `${key}: pages not in apps/web/src/app/route-table.ts`,
    ).toEqual([]);
    expect(
      calls.filter((c) => !operationIds.has(c)),
      `${key}: calls not among the registered operationIds (openapi.snapshot.json)`,
    ).toEqual([]);
  });
});

describe.each(demoHospitals())('demo hospital $hosId', ({ file, config }) => {
  it('sets only registry keys, each in its own group, each with a value that parses', () => {
    expect(configProblems(config), file).toEqual({
      unknownKeys: [],
      wrongGroup: [],
      malformed: [],
    });
  });
});

/**
 * The stored rows (`configKey`, `config_key`) may be touched only where they are stored, served or checked against
 * the registry; anywhere else a key would be looked up by name, outside readHospitalConfig and its types.
 */
const ROW_PLACES = [
  /^packages\/shared\/src\/hospital\/hospital\.schema\.ts$/, // the row's shape
  /^apps\/server\/src\/modules\/hospital\//, // stores, serves and checks the rows
  /^apps\/server\/src\/db\//, // the table
  /^apps\/server\/src\/modules\/settings\//, // the console's editor writes the rows, each checked against the registry
  /^apps\/server\/src\/demo\/(seed|demo-translations)\.ts$/, // writes the demo rows and their translations
];

it('no code looks a config key up by name outside the registry', () => {
  const raw = production
    .filter((f) => !ROW_PLACES.some((p) => p.test(f.file)))
    .flatMap((f) =>
      f.code
        .split('\n')
        .map((line, i) => ({ line, at: `${f.file}:${i + 1}` }))
        .filter(({ line }) => /\bconfigKey\b|\bconfig_key\b/.test(line))
        .map(({ line, at }) => `${at}: ${line.trim()}`),
    );
  expect(raw, 'read the key through readHospitalConfig(items).<key> instead').toEqual([]);
});

it('the rule of a read counts accesses, destructured and typed names, and not comments', () => {
  const read = readOf('maxPatients');
  expect(read.test('return config.maxPatients;')).toBe(true);
  expect(read.test('const { bindProof, maxPatients } = config;')).toBe(true);
  expect(read.test("type P = Pick<HospitalConfig, 'maxPatients'>;")).toBe(true);
  expect(read.test(withoutComments('// maxPatients is read elsewhere'))).toBe(false);
  expect(read.test('config.maxPatientsShown')).toBe(false);
});
