/**
 * Bundle sizes of the built web app against the budget: per landing page the JavaScript it runs before it shows
 * (entry, its static imports, the page's chunks), and all JavaScript of the build, raw / gzip / brotli.
 * Run: `npm run build && npm run bench:bundle`. The same numbers are enforced by apps/web/tooling/bundle-budget.test.ts.
 */
import path from 'node:path';
import { BUDGET, GOAL, kB, measureBundle } from '../apps/web/tooling/bundle-budget.ts';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const report = measureBundle(dist);
const verdict = (bytes: number, limit: number) =>
  bytes <= limit ? 'within' : `over by ${kB(bytes - limit)}`;

for (const page of report.pages) {
  console.log(
    JSON.stringify({
      page: page.name,
      chunks: page.files.length,
      raw: kB(page.raw),
      gzip: kB(page.gzip),
      brotli: kB(page.brotli),
    }),
  );
}
console.log(
  JSON.stringify({
    page: 'all JavaScript',
    chunks: report.total.files.length,
    raw: kB(report.total.raw),
    gzip: kB(report.total.gzip),
    brotli: kB(report.total.brotli),
  }),
);
const heaviest = report.pages.reduce((a, b) => (b.gzip > a.gzip ? b : a));
console.log(
  `first route (heaviest landing page, ${heaviest.name}): ${kB(heaviest.gzip)} gzip — goal ${kB(GOAL.firstRouteJsGzip)}: ${verdict(heaviest.gzip, GOAL.firstRouteJsGzip)}; enforced budget ${kB(BUDGET.firstRouteJsGzip)}: ${verdict(heaviest.gzip, BUDGET.firstRouteJsGzip)}`,
);
console.log(
  `all JavaScript: ${kB(report.total.gzip)} gzip — goal ${kB(GOAL.totalJsGzip)}: ${verdict(report.total.gzip, GOAL.totalJsGzip)}; enforced budget ${kB(BUDGET.totalJsGzip)}: ${verdict(report.total.gzip, BUDGET.totalJsGzip)}`,
);
console.log(`precompressed twins missing: ${report.missingPrecompressed.length}`);
console.log(
  `pages loading another page before they run: ${report.routeLeaks.length}${report.routeLeaks.map((l) => `\n  ${l}`).join('')}`,
);
