/**
 * Where a cold load's main-thread time goes: a signed-in cold load of one page in Debian's Chromium under the
 * V8 sampling profiler, its busy time summed by package (antd's parts by component), by module and by function.
 *
 * It reads an unminified build, whose `// path` comments say which module each line came from:
 *   (cd apps/web && npx vite build --minify false --outDir /tmp/portal-unminified)
 *   COLD_PROFILE_DIST=/tmp/portal-unminified npm run bench:cold-profile
 * COLD_PROFILE_PAGE (the department page) and COLD_PROFILE_RUNS (3) choose the page and how many loads are summed;
 * COLD_PROFILE_TOP (25) how many lines each list prints; times are per load. Prints; never asserts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { signedInPage } from './signed-in-page.ts';
import { startServer } from '../e2e/support/server.ts';

const DIST = process.env.COLD_PROFILE_DIST;
const PAGE = process.env.COLD_PROFILE_PAGE ?? '/appointment/depart?areaId=1&businessType=1';
const RUNS = Number(process.env.COLD_PROFILE_RUNS ?? 3);
const HOSPITAL = '1001';

/** Per built file, the lines where each bundled module starts. */
const regionsOf = new Map<string, { line: number; module: string }[]>();

function moduleAt(dist: string, url: string, line: number): string {
  const file = path.join(dist, new URL(url).pathname);
  if (!fs.existsSync(file)) return new URL(url).pathname;
  let regions = regionsOf.get(file);
  if (!regions) {
    regions = [];
    for (const [i, text] of fs.readFileSync(file, 'utf8').split('\n').entries()) {
      const m = text.match(/^\/\/ (?:\.\.\/)*(node_modules\/|packages\/|src\/)(.*)$/);
      if (m) regions.push({ line: i, module: m[1] === 'node_modules/' ? m[2]! : `${m[1]}${m[2]}` });
    }
    regionsOf.set(file, regions);
  }
  let module = path.basename(file);
  for (const r of regions) {
    if (r.line > line) break;
    module = r.module;
  }
  return module;
}

/** The package a module belongs to; antd by component (antd/_util, antd/table…), the app's own code as src/packages. */
function packageOf(module: string): string {
  if (module.startsWith('src/')) return 'src (the app)';
  if (module.startsWith('packages/')) return 'packages (shared)';
  const m = module.match(/^((?:@[^/]+\/)?[^/]+)\/(?:es\/([^/]+)\/)?/);
  if (!m) return module;
  return m[1] === 'antd' && m[2] ? `antd/${m[2]}` : m[1]!;
}

async function profileOnce(
  browser: Browser,
  baseUrl: string,
  dist: string,
  add: (keys: string[], ms: number) => void,
) {
  const { context, page } = await signedInPage(browser, baseUrl, HOSPITAL);
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${baseUrl}${PAGE}`, { waitUntil: 'networkidle' });
    const { profile } = await cdp.send('Profiler.stop');
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const deltas = profile.timeDeltas ?? [];
    (profile.samples ?? []).forEach((id, i) => {
      const frame = nodes.get(id)!.callFrame;
      if (frame.functionName === '(idle)' || frame.functionName === '(program)') return;
      const module = frame.url.startsWith('http')
        ? moduleAt(dist, frame.url, frame.lineNumber)
        : frame.functionName || frame.url;
      add(
        [
          `package ${packageOf(module)}`,
          `module ${module}`,
          `function ${frame.functionName || '(anonymous)'} ${module}`,
        ],
        (deltas[i + 1] ?? 200) / 1000,
      );
    });
  } finally {
    await context.close();
  }
}

async function main() {
  if (!DIST)
    throw new Error(
      'COLD_PROFILE_DIST=<an unminified build> is required (see the comment at the top of bench/cold-profile.ts)',
    );
  const dist = path.resolve(DIST);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cold-profile-'));
  const server = await startServer({ LOG_LEVEL: 'error', WEB_DIST: dist, DATA_DIR: dataDir });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const totals = new Map<string, number>();
  let busy = 0;
  try {
    for (let i = 0; i < RUNS; i++) {
      await profileOnce(browser, server.baseUrl, dist, (keys, ms) => {
        busy += ms;
        for (const k of keys) totals.set(k, (totals.get(k) ?? 0) + ms);
      });
    }
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `${PAGE}: main thread busy ${(busy / RUNS).toFixed(0)} ms per cold load (${RUNS} loads)`,
  );
  for (const kind of ['package', 'module', 'function']) {
    console.log(`--- by ${kind}`);
    [...totals]
      .filter(([k]) => k.startsWith(`${kind} `))
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(process.env.COLD_PROFILE_TOP ?? 25))
      .forEach(([k, ms]) =>
        console.log(
          `${(ms / RUNS).toFixed(0).padStart(6)} ms ${((100 * ms) / busy).toFixed(1).padStart(5)}%  ${k.slice(kind.length + 1)}`,
        ),
      );
  }
}

void main();
