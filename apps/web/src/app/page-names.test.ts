import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue, type Language } from '@portal/shared';
import { inpatientLinks } from '../features/inpatient/utils/inpatient-paths.ts';
import { RECHARGE_TITLE_KEYS } from '../lib/recharge/recharge-paths.ts';
import { BARE_ROUTES, FRAME_ROUTES, ROOT_TITLE_KEYS, findRoute } from './route-table.ts';

/**
 * One page, one name: the menu entry that opens a page, the page's title and its breadcrumb say the same words, in
 * sentence case (docs/wording.md). Checked over the route table, the catalogues and the demo hospitals' menus.
 */
const en = catalogue['en-US'];

/** Words that keep their capital inside a sentence-case title: names and abbreviations (all-capital words always do). */
const PROPER_NOUNS = new Set<string>([]);

/**
 * en-US texts written into the middle of another sentence, so they start in lower case: units, payment means, reasons,
 * the documents named in a sentence, what a refund was for and where it went, the session of a day in a notice.
 */
const FRAGMENT_PREFIXES = [
  'ui.priceUnit.',
  'ui.payMethod.',
  'ui.cancelReason.',
  'ui.noticeDoc.',
  'notice.refundChannel.',
  'notice.refundedWhat.',
  'notice.period.',
  // A complaint or a suggestion, inside 'Reply to your {{kind}}'.
  'notice.complaintKind.',
  // The kinds a search looks through, listed inside 'Search by {{kinds}}'.
  'ui.searchKind.',
];
const FRAGMENT_KEYS = new Set([
  'ui.refundToCard',
  'ui.refundToQr',
  'ui.refundInProgress',
  'ui.bedNo',
  'ui.rechargeAmountPlaceholder',
]);

const titleKeys = [
  ...new Set([
    ...[...FRAME_ROUTES, ...BARE_ROUTES].map((r) => r.titleKey),
    ...Object.values(ROOT_TITLE_KEYS),
    ...Object.values(RECHARGE_TITLE_KEYS),
    ...inpatientLinks(null).map((l) => l.titleKey),
  ]),
];

/** The words of a title after the first that are capitalised without being a name or an abbreviation. */
function titleCaseWords(text: string): string[] {
  const words = text.split(/[\s/]+/).filter((w) => /^[A-Za-z]/.test(w));
  return words
    .slice(1)
    .filter((w) => /^[A-Z]/.test(w) && w !== w.toUpperCase() && !PROPER_NOUNS.has(w));
}

describe('en-US wording', () => {
  it('writes every page title in sentence case', () => {
    for (const key of titleKeys) {
      const title = en[key];
      expect(title, key).toBeDefined();
      expect(title, key).toMatch(/^[A-Z]/);
      expect(titleCaseWords(title ?? ''), `${key}: '${title}'`).toEqual([]);
    }
  });

  it('starts every text with a capital, except the fragments written into other sentences', () => {
    const lower = Object.entries(en)
      .filter(
        ([key, text]) =>
          /^[a-z]/.test(text) &&
          !FRAGMENT_KEYS.has(key) &&
          !FRAGMENT_PREFIXES.some((p) => key.startsWith(p)),
      )
      .map(([key, text]) => `${key}: '${text}'`);
    expect(lower).toEqual([]);
  });
});

interface DemoMenuItem {
  id: string;
  alias: string;
  url: string;
}
interface DemoHospital {
  menu: { groupId: string; sub: DemoMenuItem[] }[];
}
interface DemoTranslations {
  menu?: Record<string, { sub?: Record<string, { alias?: string }> }>;
}

const DEMO_DIR = path.resolve(import.meta.dirname, '../../../server/demo');
const readJson = <T>(file: string): T | null =>
  fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : null;
const demoIds = fs
  .readdirSync(DEMO_DIR)
  .filter((d) => /^\d+$/.test(d))
  .sort();

/**
 * The booking entrances open the first step of the booking flow (areas or departments), which is titled by that step;
 * the entrance names the flow, in each hospital's words ('Book a heart clinic').
 */
const BOOKING_ENTRANCES = new Set(['appointment', 'same-day']);

describe('demo hospital menus', () => {
  it('finds the demo hospitals', () => {
    expect(demoIds.length).toBeGreaterThanOrEqual(3);
  });

  it.each(demoIds)(
    '%s: each menu entry is named as the page it opens, in English and in Chinese',
    (hosId) => {
      const hospital = readJson<DemoHospital>(path.join(DEMO_DIR, hosId, 'hospital.json'));
      const zh = readJson<DemoTranslations>(path.join(DEMO_DIR, hosId, 'zh-CN.json'));
      const mismatches: string[] = [];
      for (const group of hospital?.menu ?? []) {
        for (const item of group.sub) {
          if (BOOKING_ENTRANCES.has(item.id) || /^https?:/.test(item.url)) continue;
          const route = findRoute(item.url.split('?')[0] ?? '');
          if (!route) {
            mismatches.push(`${item.id}: no page at ${item.url}`);
            continue;
          }
          const names: [Language, string | undefined][] = [
            ['en-US', item.alias],
            ['zh-CN', zh?.menu?.[group.groupId]?.sub?.[item.id]?.alias],
          ];
          for (const [lang, alias] of names) {
            const title = catalogue[lang][route.titleKey];
            if (alias !== undefined && alias !== title)
              mismatches.push(`${item.id} (${lang}): menu '${alias}', page '${title}'`);
          }
        }
      }
      expect(mismatches).toEqual([]);
    },
  );
});

describe('inpatient home links', () => {
  it('names each link as the page it opens, one link per page', () => {
    const links = inpatientLinks('C1-20261120');
    for (const link of links) {
      const route = findRoute(link.to.split('?')[0] ?? '');
      expect(route?.titleKey, link.slug).toBe(link.titleKey);
    }
    const pages = links.map((l) => findRoute(l.to.split('?')[0] ?? '')?.page);
    expect(new Set(pages).size).toBe(pages.length);
  });
});
