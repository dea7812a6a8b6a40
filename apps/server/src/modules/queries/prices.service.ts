import {
  QUERY_PAGE_SIZE,
  type Language,
  type PriceDetail,
  type PriceItem,
  type HosId,
} from '@portal/shared';
import { AppError } from '../../errors/app-error.ts';
import type { HisAdapter } from '../../his/his.ts';
import type { HisPriceItem } from '../../his/prices.ts';
import { cachedRead } from '../../lib/read-cache.ts';
import { dictionaryItems } from '../dictionary/dictionary.service.ts';
import type { PathologyDeps } from './pathology.service.ts';

/**
 * Price query: the hospital's public catalogue of drug, service and material prices,
 * searched by name or pinyin initials and by category (the price_search_type dictionary). Nothing in it belongs to a
 * person, so it needs no patient, writes no access log and may be cached; its page, and so its calls, need a
 * signed-in user. FUNC001 where the hospital's price query is closed (docs/function-access.md); HOSPITAL001/002 an
 * unknown or disabled hospital.
 */
export type PriceDeps = PathologyDeps;

/**
 * The price searches' own short-lived cache (lib/read-cache, 5 s), apart from the dictionaries' and config's: the same
 * for every visitor, so a popular search reaches the HIS once per few seconds, and a flood of distinct searches
 * never pushes the dictionaries out.
 */
const cacheOwners = new WeakMap<HisAdapter, object>();
function cacheOwner(his: HisAdapter): object {
  let owner = cacheOwners.get(his);
  if (!owner) cacheOwners.set(his, (owner = {}));
  return owner;
}

/** Letters only: maybe pinyin initials ('amxl'), so the search also matches initials by prefix; otherwise names only. */
const INITIALS = /^[a-z]{1,20}$/;

async function categoryNames(deps: PriceDeps, hosId: HosId, lang: Language) {
  return new Map(
    (await dictionaryItems(deps.his, hosId, 'price_search_type', lang)).map((i) => [
      i.value,
      i.label,
    ]),
  );
}

function toItem(r: HisPriceItem, names: Map<string, string>): PriceItem {
  return {
    code: r.code,
    name: r.name,
    nameEn: r.nameEn,
    initials: r.initials,
    category: r.category,
    categoryName: names.get(r.category) ?? r.category,
    specification: r.specification,
    unit: r.unit,
    price: r.price,
    manufacturer: r.manufacturer,
    insuranceClass: r.insuranceClass,
  };
}

/** A page (10) of matching items in catalogue order; an empty text lists the whole category. */
export async function searchPrices(
  deps: PriceDeps,
  hosId: HosId,
  input: { text: string; category: string; page: number },
  lang: Language,
) {
  const text = input.text.toLowerCase();
  const query = {
    text: text || undefined,
    initials: INITIALS.test(text) ? text : undefined,
    category: input.category || undefined,
    offset: (input.page - 1) * QUERY_PAGE_SIZE,
    limit: QUERY_PAGE_SIZE,
  };
  const key = `prices:${hosId}:${query.category ?? ''}:${query.offset}:${text}`;
  const [page, names] = await Promise.all([
    cachedRead(cacheOwner(deps.his), key, () => deps.his.prices.search(hosId, query)),
    categoryNames(deps, hosId, lang),
  ]);
  return {
    items: page.items.map((r) => toItem(r, names)),
    total: page.total,
    pageSize: QUERY_PAGE_SIZE,
  };
}

/** One item by its charge code; C002 when the hospital has none. */
export async function getPrice(
  deps: PriceDeps,
  hosId: HosId,
  code: string,
  lang: Language,
): Promise<PriceDetail> {
  const [item, names] = await Promise.all([
    cachedRead(cacheOwner(deps.his), `price:${hosId}:${code}`, () =>
      deps.his.prices.get(hosId, code),
    ),
    categoryNames(deps, hosId, lang),
  ]);
  if (!item) throw new AppError('C002');
  return { ...toItem(item, names), form: item.form, origin: item.origin, remark: item.remark };
}
