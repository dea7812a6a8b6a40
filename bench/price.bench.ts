/**
 * Benchmark: the public price
 * search over the generated catalogue (a few thousand items per hospital), signed out, each next to /healthz on the
 * same server in the same run:
 * - price-search: every request a different search — 40 texts (Chinese name fragments, pinyin initials, English
 *   words) × 4 categories, the page number moving on with each round — so none is served from the server's 5-second
 *   cache: each runs the search and its count on the database (rounds past a search's last page still do both);
 * - price-popular: one popular search ('amxl', page 1), as a burst of visitors would send it (served from the cache).
 * Run: `npm run bench:prices` (embedded database), or with BENCH_DATABASE_URL=postgres://… for PostgreSQL (a fresh
 * database on that server, dropped afterwards). Prints JSON lines and ratios; never asserts.
 */
import { compareWithHealth, databaseUrl, withPostgresServer, withServer } from './support.ts';

const HOS = '1001';
/** Realistic searches: Chinese name fragments, pinyin initials, English names; each with a category and a page. */
const TEXTS = [
  '',
  '阿莫西林',
  'amxl',
  '头孢',
  'tb',
  '胰岛素',
  'yds',
  'CT',
  '磁共振',
  'cgz',
  '血常规',
  'xcg',
  '护理',
  'hl',
  '床位',
  '注射液',
  'zsy',
  '输液器',
  'syq',
  'insulin',
  'tablets',
  'aspirin',
  '阿司匹林',
  'asp',
  '缓释片',
  'hsp',
  '支架',
  'zj',
  '奥美拉唑',
  'aml',
  '二甲双胍',
  'ejsg',
  '氯化钠',
  'lhn',
  '换药',
  '麻醉',
  'mz',
  '手术',
  '维生素',
  'wss',
];
const CATEGORIES = ['', 'drug', 'service', 'material'];

let n = 0;
/** The next search of a deterministic walk through texts × categories, one page further each round (no key repeats). */
function nextSearch(): string {
  const i = n++;
  const text = TEXTS[i % TEXTS.length]!;
  const category = CATEGORIES[Math.floor(i / TEXTS.length) % CATEGORIES.length]!;
  const page = 1 + (Math.floor(i / (TEXTS.length * CATEGORIES.length)) % 10_000);
  return `/feature/api/price/list?hosId=${HOS}&text=${encodeURIComponent(text)}&category=${category}&page=${page}`;
}

async function bench(url: string) {
  const first = (await (await fetch(`${url}/feature/api/price/list?hosId=${HOS}`)).json()) as {
    code: number;
    data: { total: number };
  };
  if (first.code !== 0) throw new Error(`price list failed: ${JSON.stringify(first)}`);
  const amxl = (await (
    await fetch(`${url}/feature/api/price/list?hosId=${HOS}&text=amxl`)
  ).json()) as { data: { total: number } };
  console.log(
    `price catalogue of ${HOS}: ${first.data.total} items; 'amxl' finds ${amxl.data.total}`,
  );
  await compareWithHealth(url, [
    {
      name: 'price-search',
      opts: {
        url,
        requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: nextSearch() }) }],
      },
    },
    {
      name: 'price-popular',
      opts: { url: `${url}/feature/api/price/list?hosId=${HOS}&text=amxl` },
    },
  ]);
}

if (databaseUrl) void withPostgresServer('prices', {}, ({ server }) => bench(server.baseUrl));
else void withServer(bench);
