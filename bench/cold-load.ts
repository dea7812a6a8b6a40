/**
 * The cold load measured without Lighthouse's noise: the main thread's work when a signed-in patient opens a
 * page with an empty HTTP cache, in Debian's Chromium — total blocking time (the part of each long task past 50 ms),
 * the longest task, first contentful paint, script and task time — as the median of several loads.
 *
 * BASE_DIST=<another build's dist folder> measures that build in the same run, loads alternating, and prints each
 * metric's ratio new/base: how a change to the web app is judged (build the base from the commit before, e.g.
 * `git stash; npx vite build --outDir /tmp/base -c apps/web/vite.config.ts; git stash pop`). Without it, the ratios are
 * to the hospital chooser, the lightest page. Run: `npm run build && npm run bench:cold-load`; COLD_LOAD_RUNS (6),
 * COLD_LOAD_PAGES (record,area,department) choose how many loads and which pages. Prints; never asserts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { signedInPage } from './signed-in-page.ts';
import { startServer, type RunningServer } from '../e2e/support/server.ts';

const HOSPITAL = '1001';
const RUNS = Number(process.env.COLD_LOAD_RUNS ?? 6);
const PATHS: Record<string, string> = {
  record: '/appointment/record',
  area: '/appointment/area',
  department: '/appointment/depart?areaId=1&businessType=1',
  hospitals: '/hospitals',
};
const PAGES = (process.env.COLD_LOAD_PAGES ?? 'record,area,department').split(',');
const METRICS = ['tbtMs', 'longestMs', 'fcpMs', 'scriptMs', 'taskMs'] as const;
type Load = Record<(typeof METRICS)[number], number>;

/** One cold load of `pagePath`, signed in as the demo patient (its storage set as the portal keeps it). */
async function coldLoad(browser: Browser, baseUrl: string, pagePath: string): Promise<Load> {
  const { context, page } = await signedInPage(browser, baseUrl, HOSPITAL);
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Performance.enable');
    await page.addInitScript({
      content: `window.longTasks = [];
      new PerformanceObserver((list) => list.getEntries().forEach((e) => window.longTasks.push(e.duration))).observe({ type: 'longtask', buffered: true });`,
    });
    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
    const metrics = Object.fromEntries(
      (await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]),
    );
    const { longTasks, fcp } = await page.evaluate<{ longTasks: number[]; fcp: number }>(
      `({ longTasks: window.longTasks, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0 })`,
    );
    return {
      tbtMs: longTasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
      longestMs: Math.max(0, ...longTasks),
      fcpMs: fcp,
      scriptMs: (metrics.ScriptDuration ?? 0) * 1000,
      taskMs: (metrics.TaskDuration ?? 0) * 1000,
    };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const medians = (loads: Load[]) =>
  Object.fromEntries(METRICS.map((m) => [m, Math.round(median(loads.map((l) => l[m])))])) as Load;
const ratios = (a: Load, b: Load) =>
  Object.fromEntries(METRICS.map((m) => [m, Number((a[m] / Math.max(b[m], 1)).toFixed(2))]));

async function main() {
  const builds: Record<string, string> = {
    new: path.resolve(import.meta.dirname, '../apps/web/dist'),
  };
  if (process.env.BASE_DIST) builds.base = path.resolve(process.env.BASE_DIST);
  const servers: Record<string, RunningServer> = {};
  const dataDirs: string[] = [];
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    for (const [name, dist] of Object.entries(builds)) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cold-load-'));
      dataDirs.push(dataDir);
      servers[name] = await startServer({ LOG_LEVEL: 'error', WEB_DIST: dist, DATA_DIR: dataDir });
    }
    const pages = builds.base ? PAGES : [...PAGES, 'hospitals'];
    const results: Record<string, Record<string, Load>> = {};
    for (const page of pages) {
      const loads: Record<string, Load[]> = Object.fromEntries(
        Object.keys(builds).map((b) => [b, []]),
      );
      for (let i = 0; i < RUNS; i++) {
        // Alternating which build goes first, so a slow moment of the machine falls on both.
        const order = i % 2 ? Object.keys(builds).reverse() : Object.keys(builds);
        for (const b of order)
          loads[b]!.push(await coldLoad(browser, servers[b]!.baseUrl, PATHS[page]!));
      }
      results[page] = Object.fromEntries(Object.entries(loads).map(([b, l]) => [b, medians(l)]));
      console.log(JSON.stringify({ page, runs: RUNS, ...results[page] }));
    }
    for (const page of PAGES) {
      const r = results[page]!;
      if (builds.base) console.log(`${page} new/base: ${JSON.stringify(ratios(r.new!, r.base!))}`);
      else
        console.log(
          `${page} / hospital chooser: ${JSON.stringify(ratios(r.new!, results.hospitals!.new!))}`,
        );
    }
  } finally {
    await browser.close();
    for (const s of Object.values(servers)) await s.stop();
    for (const d of dataDirs) fs.rmSync(d, { recursive: true, force: true });
  }
}

void main();
