import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serverBundle, SERVER_INPUTS, type BundleOptions } from './server-bundle.ts';

/**
 * `npm start` runs the server from a bundle it rebuilds only when its sources changed. Built here from a small
 * stand-in repository: a server entry importing a module that finds a folder beside itself, and a workspace package.
 */
let root: string;
let options: BundleOptions;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const run = (file: string) =>
  execFileSync(process.execPath, [file], { cwd: os.tmpdir(), encoding: 'utf8' }).trim();

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'server-bundle-'));
  write('server/src/paths.ts', 'export const here = import.meta.dirname;\n');
  write(
    'server/src/main.ts',
    "import { here } from './paths.ts';\nimport { word } from '@portal/shared';\nconsole.log(JSON.stringify({ here, word }));\n",
  );
  write(
    'shared/package.json',
    JSON.stringify({ name: '@portal/shared', type: 'module', exports: { '.': './src/index.ts' } }),
  );
  write('shared/src/index.ts', "export const word: string = 'hello';\n");
  fs.mkdirSync(path.join(root, 'node_modules/@portal'), { recursive: true });
  fs.symlinkSync(path.join(root, 'shared'), path.join(root, 'node_modules/@portal/shared'));
  options = {
    root,
    inputs: ['server/src', 'shared'],
    entry: 'server/src/main.ts',
    outDir: 'server/dist',
  };
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the server bundle', () => {
  it('is built once, then reused while nothing changed', async () => {
    const first = await serverBundle(options);
    expect(first.built).toBe(true);
    expect(JSON.parse(run(first.file))).toEqual({
      here: path.join(root, 'server/src'),
      word: 'hello',
    });
    expect(await serverBundle(options)).toEqual({ file: first.file, built: false });
  });

  it('is rebuilt after a change to a source, to the shared package, or a new file', async () => {
    const { file } = await serverBundle(options);
    write('shared/src/index.ts', "export const word: string = 'changed';\n");
    expect((await serverBundle(options)).built).toBe(true);
    expect(JSON.parse(run(file)).word).toBe('changed');
    write('server/src/unused.ts', 'export {};\n');
    expect((await serverBundle(options)).built).toBe(true);
    expect((await serverBundle(options)).built).toBe(false);
  });

  it('is rebuilt when the bundle is missing though its fingerprint is there', async () => {
    const { file } = await serverBundle(options);
    fs.rmSync(file);
    expect((await serverBundle(options)).built).toBe(true);
    expect(fs.existsSync(file)).toBe(true);
  });

  it('still finds the files beside each source after the checkout moved', async () => {
    await serverBundle(options);
    const moved = `${root}-moved`;
    fs.renameSync(root, moved);
    try {
      const { here } = JSON.parse(run(path.join(moved, 'server/dist/server.mjs'))) as {
        here: string;
      };
      expect(here).toBe(path.join(moved, 'server/src'));
    } finally {
      fs.renameSync(moved, root);
    }
  });

  it("the real server's inputs are all there, and so is its entry", () => {
    const repo = path.resolve(import.meta.dirname, '..');
    for (const input of [...SERVER_INPUTS, 'apps/server/src/server.ts'])
      expect(fs.existsSync(path.join(repo, input)), input).toBe(true);
  });
});
