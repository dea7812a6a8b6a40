import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

/**
 * The portal supports Node 24 and 22 and keeps running on Node 20 (package.json engines; docs/architecture.md#supported-runtime).
 * A dependency whose engines leave one of them out only warns at install time, and an upgrade of its parent brings one
 * in unnoticed (content-disposition 3 and cookie 2 did, through @fastify/static and light-my-request: package.json's
 * overrides). So every locked package must accept the oldest release of each supported line.
 */
const supported = new semver.Range(read('package.json').engines.node as string).set.map(
  (comparators) => semver.minVersion(new semver.Range(comparators.map(String).join(' ')))!.version,
);

it('the portal supports the lines of Node 20, 22 and 24', () => {
  expect(supported.map((v) => semver.major(v))).toEqual([20, 22, 24]);
});

it.each(supported)('every locked package supports Node %s', (oldest) => {
  const packages = read('package-lock.json').packages as Record<
    string,
    { version?: string; engines?: { node?: string } | string[] }
  >;
  const refused = Object.entries(packages)
    .filter(
      ([, p]) =>
        !Array.isArray(p.engines) &&
        typeof p.engines?.node === 'string' &&
        !semver.satisfies(oldest, p.engines.node),
    )
    .map(
      ([where, p]) => `${where}@${p.version} wants node ${(p.engines as { node: string }).node}`,
    );
  expect(refused).toEqual([]);
});
