import type { HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import type { HisAdapter } from '../../his/his.ts';
import * as repo from './catalogue.repository.ts';

/**
 * The portal's mirror of the HIS catalogue (migration 0018; docs/architecture.md#the-his-is-an-adapter). Schedule reads are hot and join
 * departments, doctors and weekly rules in SQL, so the portal keeps a copy and refreshes it from the HIS adapter: at
 * start-up, in a background job on every instance (docs/architecture.md#scale-out) and before the schedule materialises dates.
 *
 * What the HIS no longer lists:
 * - a weekly rule is deleted: nothing points at it (a session copies what it needs), and a deleted rule must stop
 *   generating sessions;
 * - a department or doctor is kept and marked withdrawn (a doctor also stopped, so it is never bookable), never
 *   deleted: past and booked sessions, appointments and their records name them by key, and must keep their names.
 *   The lists leave withdrawn rows out; a row the HIS lists again is simply current again.
 *
 * Idempotent: an unchanged row is not rewritten, so a second sync changes nothing, and any number of instances may
 * run it at once (one at a time per hospital, by an advisory lock).
 */
export interface CatalogueSyncResult {
  departments: { changed: number; withdrawn: number };
  doctors: { changed: number; withdrawn: number };
  scheduleRules: { changed: number; deleted: number };
}

/** When each hospital's mirror was last synced, per database handle (for syncCatalogueIfStale). */
const syncedAt = new WeakMap<object, Map<string, number>>();
const inFlight = new WeakMap<object, Map<string, Promise<unknown>>>();

function mapOf<V>(owner: WeakMap<object, Map<string, V>>, db: Db): Map<string, V> {
  let m = owner.get(db);
  if (!m) owner.set(db, (m = new Map()));
  return m;
}

/** Copies one hospital's catalogue from the HIS into the mirror, in one transaction. Pass the root handle. */
export async function syncCatalogue(
  db: Db,
  his: HisAdapter,
  hosId: HosId,
): Promise<CatalogueSyncResult> {
  const started = Date.now();
  // Read the HIS first: a call to a real HIS never holds a database transaction open.
  const [departments, doctors, rules] = await Promise.all([
    his.catalogue.departments(hosId),
    his.catalogue.doctors(hosId),
    his.catalogue.scheduleRules(hosId),
  ]);
  const result = await db.transaction().execute(async (trx) => {
    await repo.lockCatalogue(trx, hosId);
    // Departments before the doctors that hang on them, doctors before their rules (the mirror's foreign keys).
    const departmentsChanged = await repo.upsertDepartments(trx, hosId, departments);
    const doctorsChanged = await repo.upsertDoctors(trx, hosId, doctors);
    const rulesChanged = await repo.upsertScheduleRules(trx, hosId, rules);
    return {
      departments: {
        changed: departmentsChanged,
        withdrawn: await repo.withdrawDepartments(
          trx,
          hosId,
          departments.map((d) => d.deptId),
        ),
      },
      doctors: {
        changed: doctorsChanged,
        withdrawn: await repo.withdrawDoctors(
          trx,
          hosId,
          doctors.map((d) => d.doctorId),
        ),
      },
      scheduleRules: {
        changed: rulesChanged,
        deleted: await repo.deleteScheduleRules(
          trx,
          hosId,
          rules.map((r) => r.ruleId),
        ),
      },
    };
  });
  mapOf(syncedAt, db).set(hosId, started);
  return result;
}

/**
 * Syncs the hospital unless this handle synced it in the last `maxAgeMs`; a burst of callers shares one sync. For the
 * schedule materialisation, which needs the HIS's current rules but runs on the read path.
 */
export async function syncCatalogueIfStale(
  db: Db,
  his: HisAdapter,
  hosId: HosId,
  maxAgeMs: number,
): Promise<void> {
  const at = mapOf(syncedAt, db).get(hosId);
  if (at !== undefined && Date.now() - at < maxAgeMs) return;
  const running = mapOf(inFlight, db);
  const pending = running.get(hosId);
  if (pending) {
    await pending;
    return;
  }
  const run = syncCatalogue(db, his, hosId);
  running.set(hosId, run);
  try {
    await run;
  } finally {
    running.delete(hosId);
  }
}

interface SyncLog {
  error(obj: unknown, msg: string): void;
}

/**
 * Syncs every hospital (disabled ones too: their bookings still name doctors). One hospital's failure is logged and
 * the others go on, like the other background jobs; answers the hospitals synced.
 */
export async function syncAllCatalogues(db: Db, his: HisAdapter, log?: SyncLog): Promise<HosId[]> {
  const synced: HosId[] = [];
  for (const hosId of await repo.listHospitalIds(db)) {
    try {
      await syncCatalogue(db, his, hosId);
      synced.push(hosId);
    } catch (err) {
      log?.error(
        { err, hosId },
        'catalogue sync failed for one hospital; its mirror stays as last synced',
      );
    }
  }
  return synced;
}
