import type { NoonPeriod, ScheduleDept, ScheduleDoctor, ScheduleResponse } from '@portal/shared';

/** One period row of a department on the waiting-room board: the doctors of each day of the week. */
export interface BoardPeriod {
  noon: NoonPeriod;
  /** One list per date of the week (dateList order). */
  days: ScheduleDoctor[][];
}

export interface BoardDept {
  /** Unique on the board: area and department. */
  key: string;
  deptName: string;
  /** The campus, where the hospital has more than one (empty otherwise). */
  areaName: string;
  periods: BoardPeriod[];
}

/**
 * The departments with sessions this week, depth first through the department tree, each with one row per period
 * it has sessions in (periods in noonList sort order). Stopped sessions stay: a patient looking for a doctor should
 * see that the doctor is not coming.
 */
export function buildBoard(
  response: ScheduleResponse,
  area: { areaId: string; areaName: string } = { areaId: '', areaName: '' },
): BoardDept[] {
  const noons = [...response.noonList].sort((a, b) => a.sort - b.sort);
  const dates = response.dateList.map((d) => d.date);
  const out: BoardDept[] = [];
  const walk = (nodes: readonly ScheduleDept[]) => {
    for (const dept of nodes) {
      const periods = noons
        .map((noon) => ({
          noon,
          days: dates.map((date) => dept.noonMap[noon.noonCode]?.[date] ?? []),
        }))
        .filter((p) => p.days.some((list) => list.length > 0));
      if (periods.length > 0)
        out.push({
          key: `${area.areaId}/${dept.id}`,
          deptName: dept.name,
          areaName: area.areaName,
          periods,
        });
      walk(dept.children);
    }
  };
  walk(response.scheduleList);
  return out;
}

/**
 * Splits the departments into screen pages of at most `rowsPerPage` period rows, never splitting a department
 * (a department taller than a page gets a page of its own). Always at least one page, empty when nothing is on.
 */
export function boardPages(depts: readonly BoardDept[], rowsPerPage: number): BoardDept[][] {
  const limit = Math.max(1, Math.floor(rowsPerPage));
  const pages: BoardDept[][] = [];
  let page: BoardDept[] = [];
  let rows = 0;
  for (const dept of depts) {
    if (page.length > 0 && rows + dept.periods.length > limit) {
      pages.push(page);
      page = [];
      rows = 0;
    }
    page.push(dept);
    rows += dept.periods.length;
  }
  pages.push(page);
  return pages;
}

/** The page on screen after `tick` page turns: the pages in turn, back to the first after the last. */
export function pageAt(tick: number, count: number): number {
  return count <= 1 ? 0 : tick % count;
}
