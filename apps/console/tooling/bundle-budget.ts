import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * The staff console's JavaScript sizes (gzip, bytes): what the first page (sign-in) loads before it runs — the entry
 * and every chunk index.html preloads — and the whole build. Staff use desktops on the hospital's network, so the
 * budget is looser than the patient web's; it is a ratchet just above today's sizes (first page 415 kB, all 566 kB),
 * against an accidental import growing the console. Today's first page carries both message catalogues: the menu
 * and router read SETTING_KINDS from settings.schema.ts, which builds the captions schema from them.
 */
export const CONSOLE_BUDGET = { firstPageJsGzip: 430_000, totalJsGzip: 600_000 };

export interface ConsoleBundleReport {
  firstPage: { files: string[]; gzip: number };
  total: { files: string[]; gzip: number };
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
  return { firstPage: { files: first, gzip: sum(first) }, total: { files: all, gzip: sum(all) } };
}
