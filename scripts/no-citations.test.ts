import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/**
 * A comment, test name or doc that cites a section of the product specification, an issue number, or a numbered
 * design decision or house-style rule of a document kept outside the repository sends a contributor to a document a
 * clone does not hold. The rule is stated where it applies, or the comment points to its file under docs/
 * (docs/README.md is the index; the design is docs/architecture.md, the house style docs/house-style.md). The
 * patterns are built from pieces so that this file does not match itself.
 */
const CITATION = new RegExp(
  [
    'SPE[C] ?\u00a7',
    '\\bSPE[C]\\b', // the outside product specification, by name
    '\\b[Ii]ssues? [0-9]+',
    '\\bARCHITECTUR[E]\\b', // the outside design document, by name or decision number
    '\\b[Dd]ecisions? [0-9]+',
    '\\bSTYLE(\\.md| rule)',
    '\\(STYLE[):]',
  ].join('|'),
);

/** Text files of the repository: code, styles, docs, configuration. Lockfiles and binaries are not read. */
const TEXT = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|css|html|md|json|ya?ml|cfg|sh)$|^\.ci\//;
const SKIP = /(^|\/)package-lock\.json$/;

function trackedTextFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((f) => f !== '' && TEXT.test(f) && !SKIP.test(f))
    .filter((f) => fs.existsSync(path.join(root, f))); // deleted in the working tree, not yet committed
}

function eachLine(files: string[], visit: (file: string, line: string, at: string) => void): void {
  for (const file of files) {
    fs.readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .forEach((line, i) => visit(file, line, `${file}:${i + 1}`));
  }
}

it('no tracked code, README or doc cites a spec section, an issue number or an outside design document', () => {
  const files = trackedTextFiles();
  const found: string[] = [];
  eachLine(files, (_file, line, at) => {
    if (CITATION.test(line)) found.push(`${at}: ${line.trim()}`);
  });
  expect(files.length).toBeGreaterThan(100);
  expect(found).toEqual([]);
});

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

const anchorsOf = new Map<string, Set<string>>();
function anchors(file: string): Set<string> {
  let found = anchorsOf.get(file);
  if (found) return found;
  found = new Set();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of fs.readFileSync(path.join(root, file), 'utf8').split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6} (.*)$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1] ?? '');
    const times = seen.get(base) ?? 0;
    seen.set(base, times + 1);
    found.add(times === 0 ? base : `${base}-${times}`);
  }
  anchorsOf.set(file, found);
  return found;
}

/** Why `target` (a path from the repository root, with an optional #anchor) does not resolve, or undefined. */
function brokenTarget(target: string): string | undefined {
  const [file = '', anchor] = target.split('#');
  const full = path.join(root, file);
  if (!fs.existsSync(full)) return 'no such file';
  if (anchor && file.endsWith('.md') && !anchors(file).has(anchor)) return `no heading #${anchor}`;
  return undefined;
}

/** A pointer into docs/ from anywhere: `docs/<name>.md` with an optional anchor, not part of a longer path. */
const DOCS_POINTER = /(?<![\w./-])docs\/[\w./-]+\.md(#[\w-]+)?/g;
/** A relative markdown link: [text](target), not a URL. */
const MD_LINK = /\]\(([^)\s]+)\)/g;

it('every pointer to a file under docs/ and every relative link in a markdown file resolves', () => {
  const files = trackedTextFiles();
  const broken: string[] = [];
  eachLine(files, (file, line, at) => {
    for (const [pointer] of line.matchAll(DOCS_POINTER)) {
      const why = brokenTarget(pointer);
      if (why) broken.push(`${at}: ${pointer} (${why})`);
    }
    if (!file.endsWith('.md')) return;
    for (const [, link = ''] of line.matchAll(MD_LINK)) {
      if (/^[a-z]+:/i.test(link)) continue; // http:, https:, mailto:
      const target = link.startsWith('#')
        ? `${file}${link}`
        : path.posix.join(path.posix.dirname(file), link);
      const why = brokenTarget(target);
      if (why) broken.push(`${at}: ${link} (${why})`);
    }
  });
  expect(broken).toEqual([]);
});
