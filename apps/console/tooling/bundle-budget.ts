import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * The staff console's JavaScript sizes (gzip, bytes): what the first page (sign-in) loads before it runs — the entry
 * and every chunk index.html preloads — and the whole build. Staff use desktops on the hospital's network, so the
 * budget is looser than the patient web's; it is a ratchet just above today's sizes (first page 387 kB, all 641 kB),
 * against an accidental import growing the console. The total was raised 600 → 640 kB when the pages of the day
 * arrived (complaints, reconciliation, the dashboard's tables), each a lazy chunk with its own texts, and the first
 * page 430 → 436 kB for their menu entries and contracts; the total 640 → 660 kB when the content editors, the refund
 * requests and the complaint assignment arrived (six lazy pages). The first page carried both patient catalogues
 * until the setting kinds (the menu's and router's) and the time zone schema (staff.schema.ts's) left
 * settings.schema.ts, whose captions schema reads them: they now load with the settings page (436 → 390 kB), and the
 * total follows (660 → 645 kB).
 */
export const CONSOLE_BUDGET = {
  firstPageJsGzip: 390_000,
  totalJsGzip: 645_000,
  chartsJsGzip: 500_000,
};

/**
 * The dashboard's charts (dashboard-chart.tsx and @ant-design/plots with the AntV libraries under it, ~480 kB gzip)
 * are one lazy chunk that only the dashboard page loads, after its numbers: they have a budget of their own and are
 * not counted in the total, whose ratchet still catches anything else growing.
 */
const CHARTS_CHUNK = /^assets\/dashboard-chart-[\w-]+\.js$/;

export interface ConsoleBundleReport {
  firstPage: { files: string[]; gzip: number };
  total: { files: string[]; gzip: number };
  charts: { files: string[]; gzip: number };
}

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

export function measureConsoleBundle(dist: string): ConsoleBundleReport {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const first = [...html.matchAll(/(?:src|href)="\/console\/(assets\/[^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
  const all = fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`);
  const sum = (files: string[]) => files.reduce((n, f) => n + gzipSize(path.join(dist, f)), 0);
  const charts = all.filter((f) => CHARTS_CHUNK.test(f));
  const rest = all.filter((f) => !CHARTS_CHUNK.test(f));
  return {
    firstPage: { files: first, gzip: sum(first) },
    total: { files: rest, gzip: sum(rest) },
    charts: { files: charts, gzip: sum(charts) },
  };
}
