import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fingerprint } from '../apps/web/tooling/source-hash.ts';

/** The fingerprint `npm start` compares each build (web, console, server bundle) with its sources by. */
let root: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const of = (extra: string[] = []) => fingerprint(['app', 'settings.json'], root, extra);

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'source-hash-'));
  write('app/src/main.ts', 'export const a = 1;\n');
  write('settings.json', '{}');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the source fingerprint', () => {
  it('stays the same while nothing changed', () => {
    expect(of()).toBe(of());
  });

  it.each([
    ['a changed file', () => write('app/src/main.ts', 'export const a = 2;\n')],
    ['a new file', () => write('app/src/other.ts', '')],
    [
      'a renamed file',
      () => fs.renameSync(path.join(root, 'app/src/main.ts'), path.join(root, 'app/src/first.ts')),
    ],
    ['a changed single input', () => write('settings.json', '{"a":1}')],
  ])('changes with %s', (_, change) => {
    const before = of();
    change();
    expect(of()).not.toBe(before);
  });

  it('changes with the extra values (VITE_* variables, the bundler version)', () => {
    expect(of(['VITE_X=1'])).not.toBe(of(['VITE_X=2']));
  });

  it('leaves out node_modules and dist (what a build writes)', () => {
    const before = of();
    write('app/dist/index.js', '');
    write('app/node_modules/x/index.js', '');
    expect(of()).toBe(before);
  });
});
