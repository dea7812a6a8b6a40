import type { z } from 'zod';
import {
  compareDoctors,
  readHospitalConfig,
  type Language,
  type SearchType,
  type searchQuery,
  type searchResultSchema,
} from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { listConfig, requireEnabledHospital } from '../hospital/hospital.service.ts';
import { translations } from '../translations/localize.ts';
import {
  departments,
  scheduleConfig,
  toDoctorInfo,
  typeFilter,
} from '../schedule/schedule.service.ts';
import * as repo from './search.repository.ts';

/** At most this many doctors (and departments) per search: the page lists them, it does not page them. */
export const MAX_SEARCH_RESULTS = 50;

type SearchQuery = z.output<typeof searchQuery>;
type SearchResult = z.output<typeof searchResultSchema>;

/**
 * The kinds this search looks through: the one asked for, or every kind the hospital offers (config searchTypes);
 * a kind it does not offer is refused (SEARCH019).
 */
async function searchKinds(db: Db, q: SearchQuery): Promise<ReadonlySet<SearchType>> {
  const offered = readHospitalConfig(await listConfig(db, q.hosId, ['SEARCH'])).searchTypes;
  if (q.searchType && !offered.includes(q.searchType)) throw new AppError('SEARCH019');
  return new Set((q.searchType ? [q.searchType] : offered) as SearchType[]);
}

/**
 * /appointment/search ('search doctor, department, disease'): doctors whose name, specialty or department
 * contains the text, and departments whose name does, within the business type (the all-doctors type: every
 * type) and the area when given — each only where its kind is searched (doctor: names, keyword: specialties,
 * dept: department names and their doctors).
 */
export async function searchDoctor(db: Db, q: SearchQuery, lang?: Language): Promise<SearchResult> {
  await requireEnabledHospital(db, q.hosId);
  const [config, kinds] = await Promise.all([scheduleConfig(db, q.hosId), searchKinds(db, q)]);
  const scope = {
    areaId: q.hosArea ?? null,
    businessType: typeFilter(q.businessType, config.allDoctorsType),
  };
  const [doctors, depts, ruleDepts, all, tr] = await Promise.all([
    repo.searchDoctors(db, q.hosId, q.dynamic, scope, kinds, MAX_SEARCH_RESULTS),
    kinds.has('dept') ? repo.searchDepartments(db, q.hosId, q.dynamic, MAX_SEARCH_RESULTS) : [],
    repo.departmentsWithRules(db, q.hosId, scope),
    departments(db, q.hosId),
    lang ? translations(db, q.hosId, lang) : undefined,
  ]);
  const deptName = (id: string, name: string) =>
    tr ? tr.text('department', id, 'deptName', name) : name;
  // A department is offered when it, or a department below it, has sessions in the scope.
  const parentOf = new Map(all.map((d) => [d.dept_id, d.parent_id]));
  const bookable = new Set<string>();
  for (const id of ruleDepts) {
    for (let at: string | null | undefined = id; at && !bookable.has(at); at = parentOf.get(at))
      bookable.add(at);
  }
  return {
    doctors: doctors.map((r) => toDoctorInfo(r, config, tr)).sort(compareDoctors),
    departments: depts
      .filter((d) => bookable.has(d.dept_id))
      .map((d) => ({
        deptId: d.dept_id,
        deptName: deptName(d.dept_id, d.dept_name),
        parentName:
          d.parent_name === null || d.parent_id === null
            ? d.parent_name
            : deptName(d.parent_id, d.parent_name),
      })),
  };
}
