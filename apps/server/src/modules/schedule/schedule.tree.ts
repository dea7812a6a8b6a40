import { compareDoctors, type ScheduleDept, type ScheduleDoctor } from '@portal/shared';

/** Pure shaping of the schedule response: the department tree with each node's noonMap. */

export interface DeptRow {
  dept_id: string;
  parent_id: string | null;
  dept_name: string;
}

/**
 * Builds the department tree (department.parent_id; rows arrive in display order) and puts each doctor entry
 * into its department's noonMap[noonCode][date], doctors of a cell by title rank, then fee grade (docs/booking-rules.md).
 * Departments without entries are dropped unless `keepEmpty`, but an ancestor of a department with entries stays.
 */
export function buildScheduleTree(
  departments: readonly DeptRow[],
  entries: readonly { noonCode: string; date: string; doctor: ScheduleDoctor }[],
  businessType: string,
  keepEmpty: boolean,
): ScheduleDept[] {
  const nodes = new Map<string, ScheduleDept>();
  for (const d of departments)
    nodes.set(d.dept_id, {
      id: d.dept_id,
      name: d.dept_name,
      businessType,
      children: [],
      noonMap: {},
    });

  const withEntries = new Set<string>();
  for (const { noonCode, date, doctor } of entries) {
    const node = nodes.get(doctor.deptId);
    if (!node) continue; // a session of a department the HIS no longer lists
    const byDate = (node.noonMap[noonCode] ??= {});
    (byDate[date] ??= []).push(doctor);
    withEntries.add(node.id);
  }
  for (const node of nodes.values()) {
    for (const byDate of Object.values(node.noonMap))
      for (const cell of Object.values(byDate)) cell.sort(compareDoctors);
  }

  // Keep a department when it has entries or a descendant does (walk up from each one that has).
  const parentOf = new Map(departments.map((d) => [d.dept_id, d.parent_id]));
  const kept = new Set<string>();
  for (const id of withEntries) {
    for (
      let at: string | null | undefined = id;
      at && nodes.has(at) && !kept.has(at);
      at = parentOf.get(at)
    )
      kept.add(at);
  }

  const roots: ScheduleDept[] = [];
  for (const d of departments) {
    if (!keepEmpty && !kept.has(d.dept_id)) continue;
    const node = nodes.get(d.dept_id)!;
    const parent =
      d.parent_id !== null && d.parent_id !== d.dept_id ? nodes.get(d.parent_id) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
