import {
  filteredDepartments,
  padToPages,
  type NoonPeriod,
  type ScheduleDept,
  type ScheduleDoctor,
  type ScheduleResponse,
} from '@portal/shared';

/** One date column of the schedule table; null is a padding column that fills the last page. */
export type DateColumn = { date: string; weekday: number } | null;

export interface ScheduleRow {
  deptId: string;
  deptName: string;
  businessType: string;
  noon: NoonPeriod;
  /** Rows of one department share the department cell: the first carries the span, the others 0. */
  deptRowSpan: number;
  /** One cell per column (padding columns get an empty list). */
  cells: ScheduleDoctor[][];
}

export interface ScheduleTable {
  columns: DateColumn[];
  rows: ScheduleRow[];
}

/** The departments under the filter path, depth first, the chosen one included. */
export function departmentsUnder(
  tree: readonly ScheduleDept[],
  path: readonly string[],
): ScheduleDept[] {
  const out: ScheduleDept[] = [];
  const walk = (nodes: readonly ScheduleDept[]) => {
    for (const n of nodes) {
      out.push(n);
      walk(n.children);
    }
  };
  walk(filteredDepartments(tree, path));
  return out;
}

/**
 * The periods of the table: the hospital's (noonList, from its caption file noon-periods) in their sort order, then
 * any period holding sessions that the hospital did not caption, named by `fallbackCaption` (the catalogue's
 * words) in code order, so no session drops out of the table.
 */
function tablePeriods(
  response: ScheduleResponse,
  depts: readonly ScheduleDept[],
  fallbackCaption: (noonCode: string) => string,
): NoonPeriod[] {
  const listed = [...response.noonList].sort((a, b) => a.sort - b.sort);
  const known = new Set(listed.map((n) => n.noonCode));
  const extra = [...new Set(depts.flatMap((d) => Object.keys(d.noonMap)))]
    .filter((code) => !known.has(code))
    .sort();
  const last = listed.at(-1)?.sort ?? 0;
  return [
    ...listed,
    ...extra.map((noonCode, i) => ({
      noonCode,
      caption: fallbackCaption(noonCode),
      sort: last + i + 1,
    })),
  ];
}

/**
 * Schedule table: one row per department and period it has sessions in (periods as tablePeriods orders them),
 * one column per date of dateList, padded to whole pages of `daysPerPage`.
 */
export function buildScheduleTable(
  response: ScheduleResponse,
  daysPerPage: number,
  path: readonly string[] = [],
  fallbackCaption: (noonCode: string) => string = (noonCode) => noonCode,
): ScheduleTable {
  const columns = padToPages<NonNullable<DateColumn>>(response.dateList, daysPerPage);
  const depts = departmentsUnder(response.scheduleList, path);
  const noons = tablePeriods(response, depts, fallbackCaption);
  const rows: ScheduleRow[] = [];
  for (const dept of depts) {
    const deptNoons = noons.filter((n) =>
      Object.values(dept.noonMap[n.noonCode] ?? {}).some((list) => list.length > 0),
    );
    deptNoons.forEach((noon, i) => {
      const byDate = dept.noonMap[noon.noonCode] ?? {};
      rows.push({
        deptId: dept.id,
        deptName: dept.name,
        businessType: dept.businessType,
        noon,
        deptRowSpan: i === 0 ? deptNoons.length : 0,
        cells: columns.map((col) => (col ? (byDate[col.date] ?? []) : [])),
      });
    });
  }
  return { columns, rows };
}
