import {
  QUERY_PAGE_SIZE,
  readHospitalConfig,
  type AccessAction,
  type HosId,
  type Language,
} from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { HisAdapter, HisDayRange, HisPerson } from '../../his/his.ts';
import { answerIn } from '../../his/names.ts';
import { listConfig } from '../hospital/hospital.service.ts';
import { logAccess, provenPatientOf, requirePatient } from '../patients/patients.service.ts';
import { hisPersonOf, queryPeriod, type PeriodLimits } from './query-period.ts';
import type { PatientContext } from '../../plugins/request-context.ts';

/** What a patient query's list asks the HIS for besides its own filters: the period and the page. */
export interface QueryWindow {
  period: HisDayRange;
  offset: number;
  limit: number;
}

/**
 * Which query a list belongs to: the line it leaves in the access log. (Its hospital function is checked before the
 * handler, from the table in packages/shared: docs/function-access.md.)
 */
export interface QueryScope {
  access: AccessAction;
  /** How far back the period reaches by default (queryPeriod's 3 months when absent). */
  defaultDays?: number;
  /**
   * The hospital's limit of this query's period (config group QUERY): the default period and the furthest back a
   * patient may ask, QUERY001 beyond it.
   */
  lookBack?: 'reportQueryDays' | 'paymentQueryDays';
}

/** queryPeriod's limits for this scope: the hospital's look-back where the scope has one, else its default days. */
async function periodLimits(db: Db, hosId: HosId, scope: QueryScope): Promise<PeriodLimits> {
  if (!scope.lookBack) return { defaultDays: scope.defaultDays };
  const config = readHospitalConfig(await listConfig(db, hosId, ['QUERY']));
  return { lookBackDays: config[scope.lookBack] };
}

/**
 * A page (10) of a patient's HIS records, in the steps every query list takes and in their order (after FUNC001,
 * docs/function-access.md): QUERY001 for the period, PATIENT004 for another user's patient, the access log, then `fetch`
 * (already in the reader's language and mapped) — or an empty page while the patient's HIS link is not proven.
 * Written once so that no query can skip or reorder a step.
 */
export async function patientQueryPage<T>(
  db: Db,
  actor: PatientContext,
  input: { patientId: string; from?: string; to?: string; page: number },
  scope: QueryScope,
  fetch: (person: HisPerson, window: QueryWindow) => Promise<{ items: T[]; total: number }>,
): Promise<{ items: T[]; total: number; pageSize: number }> {
  const period = await queryPeriod(
    db,
    actor.hosId,
    input,
    await periodLimits(db, actor.hosId, scope),
  );
  const patient = await requirePatient(db, actor, input.patientId);
  await logAccess(db, actor, [patient.patient_id], scope.access);
  const person = hisPersonOf(patient);
  if (!person) return { items: [], total: 0, pageSize: QUERY_PAGE_SIZE };
  const page = await fetch(person, {
    period,
    offset: (input.page - 1) * QUERY_PAGE_SIZE,
    limit: QUERY_PAGE_SIZE,
  });
  return { items: page.items, total: page.total, pageSize: QUERY_PAGE_SIZE };
}

/** A HIS page with its names in the reader's language and each item mapped: what a query list hands back. */
export async function pageIn<H, T>(
  his: HisAdapter,
  hosId: HosId,
  lang: Language,
  answer: Promise<{ items: H[]; total: number }>,
  toItem: (item: H) => T,
): Promise<{ items: T[]; total: number }> {
  const page = await answerIn(his.names, hosId, lang, answer);
  return { items: page.items.map((item) => toItem(item)), total: page.total };
}

/**
 * One HIS record and the user's patient it belongs to: C002 alike for an unknown record and one of a person the user does not hold through a proven link (so ids tell nothing).
 */
export async function provenRecord<T extends { person: HisPerson }>(
  db: Db,
  actor: PatientContext,
  get: () => Promise<T | null | undefined>,
) {
  const record = await get();
  const patient = record ? await provenPatientOf(db, actor, record.person) : undefined;
  if (!record || !patient) throw new AppError('C002');
  return { record, patient };
}
