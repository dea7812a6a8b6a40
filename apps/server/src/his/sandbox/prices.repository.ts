import type { HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import type { HisPriceSearch } from '../prices.ts';

/** The built-in HIS's price catalogue (migration 0016), Kysely only; every query is scoped by hos_id. */

const ITEM = [
  'code',
  'name',
  'name_en',
  'initials',
  'category',
  'specification',
  'unit',
  'price',
  'manufacturer',
  'insurance_class',
] as const;

/** LIKE's own characters in user text match themselves, never "any". */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function matching(db: Db, hosId: HosId, q: Omit<HisPriceSearch, 'offset' | 'limit'>) {
  const text = q.text ? `%${escapeLike(q.text.toLowerCase())}%` : undefined;
  const initials = q.initials ? `${escapeLike(q.initials)}%` : undefined;
  return db
    .selectFrom('his_price_item')
    .where('hos_id', '=', hosId)
    .$if(q.category !== undefined, (w) => w.where('category', '=', q.category!))
    .$if(text !== undefined || initials !== undefined, (w) =>
      w.where((eb) =>
        eb.or([
          ...(text !== undefined ? [eb('search_name', 'like', text)] : []),
          ...(initials !== undefined ? [eb('initials', 'like', initials)] : []),
        ]),
      ),
    );
}

/**
 * One page in catalogue order (category, then code: unique, so pages never overlap), and the search's total.
 * Browsing (no text) walks the (hos_id, category, code) index: the page and the count are each an index range. A name
 * search has to read every item of the hospital (a substring has no index here), so its total rides along with the
 * page as a window count — one pass, not two; only a page past the end, with no row to carry it, counts apart.
 */
export async function searchPrices(db: Db, hosId: HosId, q: HisPriceSearch) {
  const page = () =>
    matching(db, hosId, q)
      .select(ITEM)
      .orderBy('category')
      .orderBy('code')
      .limit(q.limit)
      .offset(q.offset);
  const count = async () =>
    Number(
      (
        await matching(db, hosId, q)
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  if (q.text === undefined && q.initials === undefined) {
    const [rows, total] = await Promise.all([page().execute(), count()]);
    return { rows, total };
  }
  const rows = await page()
    .select((eb) => eb.fn.countAll<string | number>().over().as('total'))
    .execute();
  const total = rows[0] ? Number(rows[0].total) : q.offset === 0 ? 0 : await count();
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

export function findPrice(db: Db, hosId: HosId, code: string) {
  return db
    .selectFrom('his_price_item')
    .select([...ITEM, 'form', 'origin', 'remark'])
    .where('hos_id', '=', hosId)
    .where('code', '=', code)
    .executeTakeFirst();
}
