import type { Guide, Language, SymptomMatch, HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import type { HisAdapter } from '../../his/his.ts';
import { AppError } from '../../errors/app-error.ts';
import { translations } from '../translations/localize.ts';
import { listAreas, requireEnabledHospital } from '../hospital/hospital.service.ts';
import { dictionaryItems } from '../dictionary/dictionary.service.ts';
import { getDepartmentInfo } from '../schedule/schedule.service.ts';
import * as repo from './guide.repository.ts';

/**
 * The medical guide. Public: any enabled
 * hospital whose medical-guide module is open (FUNC001 otherwise). Sections are grouped by guide_type, labelled by the
 * hospital's guide_type dictionary (a type the dictionary lacks shows its code); texts in the reader's language.
 */
const SYMPTOM_LIMIT = 10;

export interface GuideDeps {
  db: Db;
  his: HisAdapter;
}

async function openGuide(db: Db, hosId: HosId) {
  await requireEnabledHospital(db, hosId);
}

export async function getGuide(
  { db, his }: GuideDeps,
  hosId: HosId,
  lang: Language,
): Promise<Guide> {
  await openGuide(db, hosId);
  const [rows, tr, dictionary, areas] = await Promise.all([
    repo.listGuideSections(db, hosId),
    translations(db, hosId, lang),
    dictionaryItems(his, hosId, 'guide_type', lang),
    listAreas(db, hosId, lang),
  ]);
  const areaNames = new Map(areas.map((a) => [a.areaId, a.areaName]));
  const labels = new Map(dictionary.map((d) => [d.value, d.label]));
  const order = new Map(dictionary.map((d, i) => [d.value, i]));
  const used = [...new Set(rows.map((r) => r.guide_type))].sort(
    (a, b) => (order.get(a) ?? Number.MAX_SAFE_INTEGER) - (order.get(b) ?? Number.MAX_SAFE_INTEGER),
  );
  return {
    types: used.map((value) => ({ value, label: labels.get(value) ?? value })),
    sections: rows.map((r) => ({
      guideId: r.guide_id,
      guideType: r.guide_type,
      areaId: r.area_id,
      areaName: r.area_id ? (areaNames.get(r.area_id) ?? null) : null,
      title: tr.text('guide', r.guide_id, 'title', r.title),
      content: tr.text('guide', r.guide_id, 'content', r.content),
    })),
  };
}

/**
 * The symptom helper: a keyword in any language (or the pinyin initials of a Chinese one) → the departments that see
 * it, named in the reader's language, each leading into booking there. A department the hospital has withdrawn since
 * is left out rather than offered.
 */
export async function searchSymptoms(
  { db }: GuideDeps,
  hosId: HosId,
  keyword: string,
  lang: Language,
): Promise<SymptomMatch[]> {
  await openGuide(db, hosId);
  const [rows, tr] = await Promise.all([
    repo.searchSymptoms(db, hosId, keyword, SYMPTOM_LIMIT),
    translations(db, hosId, lang),
  ]);
  const matches = await Promise.all(
    rows.map(async (r) => {
      const dept = await getDepartmentInfo(db, { hosId, deptId: r.dept_id }, lang).catch(
        (err: unknown) => {
          if (err instanceof AppError && err.messageKey === 'C002') return null;
          throw err;
        },
      );
      return (
        dept && {
          symptomId: r.symptom_id,
          name: tr.text('symptom', r.symptom_id, 'name', r.name),
          deptId: dept.deptId,
          deptName: dept.deptName,
          areaId: r.area_id,
        }
      );
    }),
  );
  return matches.filter((m) => m !== null);
}
