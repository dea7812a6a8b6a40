import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BUDGET,
  budgetViolations,
  FIRST_CATALOGUE,
  GOAL,
  measureBundle,
  routeLeaks,
} from './bundle-budget.ts';
import { FIRST_PAGE_MODULES } from '../src/app/first-pages.ts';
import { restKeysOf, readRestKeys } from './catalogue-split.ts';
import { CHUNK_MAP_PATH, type ChunkInfo } from './chunk-map.ts';

/**
 * The build output keeps its budget. Sizes are deterministic (same sources, same bytes), so this is
 * not a timing test. `npm test` builds before it runs; alone: `npm run build && npx vitest run --project bundle`.
 */
const dist = path.resolve(import.meta.dirname, '../dist');
const report = measureBundle(dist);

describe('bundle budget', () => {
  it('each landing page loads no more JavaScript than the first-route budget, and the whole build no more than the total', () => {
    expect(budgetViolations(report, BUDGET)).toEqual([]);
  });

  it('the budget only ever moves towards the goal', () => {
    expect(BUDGET.firstRouteJsGzip).toBeGreaterThanOrEqual(GOAL.firstRouteJsGzip);
    expect(BUDGET.totalJsGzip).toBeGreaterThanOrEqual(GOAL.totalJsGzip);
  });

  it('the check bites: the same build against a budget 1 kB under its own sizes fails on both counts', () => {
    const heaviest = Math.max(...report.pages.map((p) => p.gzip));
    const tight = { firstRouteJsGzip: heaviest - 1024, totalJsGzip: report.total.gzip - 1024 };
    const violations = budgetViolations(report, tight);
    expect(violations.some((v) => v.includes('first-route'))).toBe(true);
    expect(violations.some((v) => v.startsWith('all JavaScript'))).toBe(true);
  });

  it('every landing page was found in the build, with its entry and page chunk', () => {
    for (const page of report.pages) expect(page.files.length, page.name).toBeGreaterThan(1);
  });

  it('index.html and every script and stylesheet has its brotli and gzip twin for the server to send', () => {
    expect(report.total.files.length).toBeGreaterThan(10);
    expect(report.missingPrecompressed).toEqual([]);
  });

  it("each landing page loads the first part of one message catalogue, the default language's, and never the other", () => {
    const chunks = JSON.parse(
      fs.readFileSync(path.join(dist, CHUNK_MAP_PATH), 'utf8'),
    ) as ChunkInfo[];
    const holding = (module: string) =>
      chunks.filter((c) => c.modules.includes(module)).map((c) => c.file);
    const [first] = holding(FIRST_CATALOGUE);
    const other = holding(FIRST_CATALOGUE.replace('en-US', 'zh-CN'));
    expect(other).toHaveLength(1);
    // Each catalogue is a chunk of its own, not part of the entry.
    expect(chunks.find((c) => c.file === first)?.modules).toEqual([FIRST_CATALOGUE]);
    const [rest] = holding(FIRST_CATALOGUE.replace('part=first', 'part=rest'));
    expect(rest).toBeDefined();
    for (const page of report.pages) {
      expect(page.files, page.name).toContain(first);
      expect(page.files, page.name).not.toContain(other[0]);
      expect(page.files, page.name).not.toContain(rest);
    }
    // index.html names both on the script that preloads the stored language's one with the entry.
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    expect(html).toContain(`data-en-us="/${first}" data-zh-cn="/${other[0]}"`);
  });

  it('no key that a first page shows waits for a later page (apps/web/tooling/catalogue-split.ts)', () => {
    const chunks = JSON.parse(
      fs.readFileSync(path.join(dist, CHUNK_MAP_PATH), 'utf8'),
    ) as ChunkInfo[];
    const catalogue = path.resolve(
      import.meta.dirname,
      '..',
      FIRST_CATALOGUE.replace('?part=first', ''),
    );
    const keys = Object.keys(JSON.parse(fs.readFileSync(catalogue, 'utf8')) as object);
    for (const module of FIRST_PAGE_MODULES)
      expect(
        chunks.some((c) => c.modules.includes(module)),
        module,
      ).toBe(true);
    // A key may wait only while no first page names it, or a landing page would show it as a key. A key that could
    // wait but is still first only weighs on the first load (the budget above): regenerate the list
    // (`npx tsx apps/web/tooling/catalogue-split.ts`, then build again) when the budget asks for room.
    const mayWait = new Set(restKeysOf(chunks, keys));
    expect(readRestKeys().filter((key) => keys.includes(key) && !mayWait.has(key))).toEqual([]);
  });

  it('no page loads another page before it runs', () => {
    expect(report.routeLeaks).toEqual([]);
  });

  it('the page check bites: a page importing from another page is named, a chunk they share is not', () => {
    const chunk = (
      file: string,
      imports: string[] = [],
      dynamicImports: string[] = [],
    ): ChunkInfo => ({ file, isEntry: file === 'entry.js', imports, dynamicImports, modules: [] });
    const chunks = [
      chunk('entry.js', ['shared.js'], ['record.js', 'depart.js', 'area.js']),
      chunk('record.js', ['shared.js', 'depart.js']),
      chunk('depart.js', ['shared.js']),
      chunk('area.js', ['shared.js']),
      chunk('shared.js'),
    ];
    expect(routeLeaks(chunks)).toEqual(['record.js loads depart.js before it runs']);
  });
});
