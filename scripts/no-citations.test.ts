import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/**
 * A comment, test name or doc that cites a section of the product specification or an issue number sends a
 * contributor to a document a clone of the repository does not hold. The rule is stated where it applies, or the
 * comment points to its file under docs/ (docs/README.md is the index). The pattern is built from pieces so that
 * this file does not match itself.
 */
const CITATION = new RegExp(['SPEC ?\u00a7', '\\b[Ii]ssues? [0-9]+'].join('|'));

/** Text files of the repository: code, styles, docs, configuration. Lockfiles and binaries are not read. */
const TEXT = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|css|html|md|json|ya?ml|cfg|sh)$|^\.ci\//;
const SKIP = /(^|\/)package-lock\.json$/;

it('no tracked code, README or doc cites a spec section or an issue number', () => {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((f) => f !== '' && TEXT.test(f) && !SKIP.test(f));
  const found: string[] = [];
  for (const file of files) {
    const full = path.join(root, file);
    if (!fs.existsSync(full)) continue; // deleted in the working tree, not yet committed
    fs.readFileSync(full, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (!CITATION.test(line)) return;
        found.push(`${file}:${i + 1}: ${line.trim()}`);
      });
  }
  expect(files.length).toBeGreaterThan(100);
  expect(found).toEqual([]);
});
