import { QUERY_PAGE_SIZE, type DailyBillPage, type Language, type Stay } from '@portal/shared';
import { AppError } from '../../errors/app-error.ts';
import type { HisStay } from '../../his/fees.ts';
import { logAccess, requirePatient } from '../patients/patients.service.ts';
import { hisPersonOf, queryPeriod } from './query-period.ts';
import { feeItemOf, type FeeDeps } from './fees.service.ts';
import { inLanguage } from '../../his/names.ts';
import type { PatientContext } from '../../plugins/request-context.ts';

/**
 * Inpatient daily bill: a patient's stays, and what each day of one stay cost
 * with the running total since admission. A stay is picked among the patient's own stays only, so another person's
 * stay id answers C002 like an unknown one. Without a date range the whole stay is shown (a past stay may be older
 * than the usual 3 months); a given range follows the shared QUERY001 rule. FUNC001 while query-payment-day is closed.
 */

/** A stay as the patient pages show it: the daily bill's stay list and the inpatient home's past stays. */
export const toStay = (s: HisStay): Stay => ({
  stayId: s.stayId,
  deptName: s.deptName,
  ward: s.ward,
  bed: s.bed,
  doctorName: s.doctorName,
  admittedOn: s.admittedOn,
  dischargedOn: s.dischargedOn,
});

async function patientStays(
  deps: FeeDeps,
  actor: PatientContext,
  patientId: string,
  action: 'stays' | 'daily-bill',
  lang: Language,
): Promise<Stay[]> {
  const patient = await requirePatient(deps.db, actor, patientId);
  await logAccess(deps.db, actor, [patient.patient_id], action);
  const person = hisPersonOf(patient);
  if (!person) return [];
  const [stays, book] = await Promise.all([
    deps.his.dailyBills.stays(actor.hosId, person),
    deps.his.names.book(actor.hosId, lang),
  ]);
  return inLanguage(stays, book).map(toStay);
}

/** The patient's stays, the current one first, then newest first. */
export function listStays(
  deps: FeeDeps,
  actor: PatientContext,
  patientId: string,
  lang: Language,
): Promise<Stay[]> {
  return patientStays(deps, actor, patientId, 'stays', lang);
}

export interface DailyBillInput {
  patientId: string;
  stayId?: string;
  from?: string;
  to?: string;
  page: number;
}

/** One page (10 days, newest first) of the chosen stay's days: the given stay, else the current one, else the newest. */
export async function getDailyBill(
  deps: FeeDeps,
  actor: PatientContext,
  input: DailyBillInput,
  lang: Language,
): Promise<DailyBillPage> {
  const ranged = input.from !== undefined || input.to !== undefined;
  const period = ranged ? await queryPeriod(deps.db, actor.hosId, input) : undefined;
  const stays = await patientStays(deps, actor, input.patientId, 'daily-bill', lang);
  const stay = input.stayId === undefined ? stays[0] : stays.find((s) => s.stayId === input.stayId);
  if (input.stayId !== undefined && !stay) throw new AppError('C002');
  if (!stay) return { stay: null, items: [], total: 0, pageSize: QUERY_PAGE_SIZE };
  const page = inLanguage(
    await deps.his.dailyBills.days(actor.hosId, stay.stayId, {
      period: period && { from: period.from, to: period.to },
      offset: (input.page - 1) * QUERY_PAGE_SIZE,
      limit: QUERY_PAGE_SIZE,
    }),
    await deps.his.names.book(actor.hosId, lang),
  );
  return {
    stay,
    items: page.items.map((d) => ({
      day: d.day,
      total: d.total,
      runningTotal: d.runningTotal,
      items: d.items.map(feeItemOf),
    })),
    total: page.total,
    pageSize: QUERY_PAGE_SIZE,
  };
}
