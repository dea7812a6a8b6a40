import type { Language, HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { cachedRead } from '../../lib/read-cache.ts';
import { SAME_NAMES, type HisNames } from '../names.ts';

/**
 * The built-in HIS writes its names in English (its primary language) and keeps other languages in his_term, keyed by
 * the English name. A hospital's terms in one language are read whole, once per read-cache period.
 */
export const SANDBOX_LANGUAGE: Language = 'en-US';

export function createSandboxNames(db: Db): HisNames {
  return {
    async book(hosId, lang) {
      if (lang === SANDBOX_LANGUAGE) return SAME_NAMES;
      const terms = await cachedRead(
        db,
        `his-terms:${hosId}:${lang}`,
        async () =>
          new Map(
            (
              await db
                .selectFrom('his_term')
                .select(['term', 'text'])
                .where('hos_id', '=', hosId)
                .where('lang', '=', lang)
                .execute()
            ).map((r) => [r.term, r.text]),
          ),
      );
      return terms.size === 0 ? SAME_NAMES : { name: (text) => terms.get(text) ?? text };
    },
  };
}

/** Adds a hospital's terms in one language; a term already there (edited by hand, or loaded before) is kept. */
export async function insertTerms(
  db: Db,
  hosId: HosId,
  lang: Language,
  terms: ReadonlyMap<string, string>,
): Promise<void> {
  const rows = [...terms]
    .filter(([term, text]) => term && text && term !== text)
    .map(([term, text]) => ({ hos_id: hosId, lang, term, text }));
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('his_term')
      .values(rows.slice(i, i + 500))
      .onConflict((c) => c.doNothing())
      .execute();
  }
}
