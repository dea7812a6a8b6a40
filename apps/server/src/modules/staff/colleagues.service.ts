import type { HosId } from '@portal/shared';
import { can, type Permission, type StaffRole } from '@portal/shared/console';
import type { Db } from '../../db/database.ts';
import * as repo from './staff.repository.ts';

/** A hospital's staff member as other modules name them (a complaint's holder). */
export interface Colleague {
  staffId: string;
  name: string;
  role: StaffRole;
}

/** The hospital's current staff whose role grants `permission`, by name. */
export async function colleaguesWith(
  db: Db,
  hosId: HosId,
  permission: Permission,
): Promise<Colleague[]> {
  return (await repo.listHospitalAccounts(db, hosId))
    .filter((a) => can(a.role, permission))
    .map((a) => ({ staffId: a.staff_id, name: a.name, role: a.role }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** One of them, or undefined: another hospital's, removed, unknown, or a role without `permission`. */
export async function colleagueWith(
  db: Db,
  hosId: HosId,
  staffId: string,
  permission: Permission,
): Promise<Colleague | undefined> {
  const a = await repo.findHospitalAccount(db, hosId, staffId);
  return a && can(a.role, permission)
    ? { staffId: a.staff_id, name: a.name, role: a.role }
    : undefined;
}
