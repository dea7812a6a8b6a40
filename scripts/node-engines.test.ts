import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

/**
 * The portal runs on Node 20 (package.json engines; the guide pins versions that support it). A dependency whose
 * engines leave Node 20 out only warns at install time, and an upgrade of its parent brings one in unnoticed
 * (content-disposition 3 and cookie 2 did, through @fastify/static and light-my-request: package.json's overrides).
 */
it('every locked package supports the oldest Node the portal runs on', () => {
  const oldest = semver.minVersion(read('package.json').engines.node as string)!.version;
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
  expect(oldest).toMatch(/^20\./);
  expect(refused).toEqual([]);
});
