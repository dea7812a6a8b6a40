import type { HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';

/** Kysely only; (db, hosId, …) first and every statement filters on hos_id (docs/architecture.md#tenancy-every-row-carries-hos_id). */

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function listGuideSections(db: Db, hosId: HosId) {
  return db
    .selectFrom('guide_section')
    .selectAll()
    .where('hos_id', '=', hosId)
    .orderBy('sort')
    .orderBy('guide_id')
    .execute();
}

/** search_text holds every language's keywords and their pinyin initials, lower case (written by the seed). */
export function searchSymptoms(db: Db, hosId: HosId, keyword: string, limit: number) {
  return db
    .selectFrom('guide_symptom')
    .selectAll()
    .where('hos_id', '=', hosId)
    .where('search_text', 'like', `%${escapeLike(keyword.toLowerCase())}%`)
    .orderBy('sort')
    .orderBy('symptom_id')
    .limit(limit)
    .execute();
}
