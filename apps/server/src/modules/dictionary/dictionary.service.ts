import type { DictionaryCode, DictionaryItem, Language, HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import type { HisAdapter } from '../../his/his.ts';
import { cachedRead } from '../../lib/read-cache.ts';
import { requireEnabledHospital } from '../hospital/hospital.service.ts';

/**
 * The hospital's look-up lists — report types, prescription states, price search
 * types, pay modes… — from the HIS, cached like config (lib/read-cache: a few seconds, loads in flight shared), since
 * every query page reads them. Labels follow the request's language where the hospital has one, else English.
 */
export async function dictionaryItems(
  his: HisAdapter,
  hosId: HosId,
  code: DictionaryCode,
  lang: Language,
): Promise<DictionaryItem[]> {
  const entries = await cachedRead(his, `dictionary:${hosId}:${code}`, () =>
    his.dictionary(hosId, code),
  );
  return entries.map((e) => ({
    value: e.value,
    label: e.labels[lang] ?? e.labels['en-US'],
    sort: e.sort,
  }));
}

/** Public: any enabled hospital's dictionary (HOSPITAL001 unknown, HOSPITAL002 disabled); [] for a code it keeps none of. */
export async function getDictionary(
  deps: { db: Db; his: HisAdapter },
  hosId: HosId,
  code: DictionaryCode,
  lang: Language,
): Promise<DictionaryItem[]> {
  await requireEnabledHospital(deps.db, hosId);
  return dictionaryItems(deps.his, hosId, code, lang);
}
