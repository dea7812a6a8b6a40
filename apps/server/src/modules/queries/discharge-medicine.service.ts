import { type DischargeDetail, type DischargeSummary, type Language } from '@portal/shared';
import type { HisDischargeSummary } from '../../his/medicine.ts';
import { logAccess } from '../patients/patients.service.ts';
import type { MedicineDeps } from './prescriptions.service.ts';
import { pageIn, patientQueryPage, provenRecord, type QueryScope } from './patient-query.ts';
import { answerIn } from '../../his/names.ts';
import type { PatientContext } from '../../plugins/request-context.ts';

/**
 * Discharge medicine: per inpatient stay, the medicines the patient took
 * home, from the HIS. The period is of discharge days (the last 3 years by default). The
 * same rules as every query: PATIENT004 another user's patient, C002 another person's stay like an unknown one, the
 * access log on every read, FUNC001 where the module is closed.
 */
export const DISCHARGE_MEDICINE_MODULE_ID = 'query-discharge-medicine';

/** A stay in hospital is rare: by default the list reaches as far back as a query may (3 years), not 3 months. */
const DISCHARGE_DEFAULT_DAYS = 3 * 366;

function toSummary(d: HisDischargeSummary): DischargeSummary {
  return {
    stayId: d.stayId,
    admittedOn: d.admittedOn,
    dischargedOn: d.dischargedOn,
    deptName: d.deptName,
    doctorName: d.doctorName,
    dischargeDiagnosis: d.dischargeDiagnosis,
    medicineCount: d.medicineCount,
  };
}

export interface DischargeListInput {
  patientId: string;
  from?: string;
  to?: string;
  page: number;
}

/** The list's module, access-log line and default period (patient-query.ts). */
const DISCHARGE_LIST: QueryScope = {
  access: 'discharge-medicines',
  defaultDays: DISCHARGE_DEFAULT_DAYS,
};

/** A page (10) of the patient's discharges, newest first; a page past the end is empty, the total stays. */
export async function listDischarges(
  deps: MedicineDeps,
  actor: PatientContext,
  input: DischargeListInput,
  lang: Language,
) {
  const { db, his } = deps;
  return patientQueryPage(db, actor, input, DISCHARGE_LIST, (person, window) =>
    pageIn(
      his,
      actor.hosId,
      lang,
      his.dischargeMedicine.list(actor.hosId, person, window),
      toSummary,
    ),
  );
}

/** One discharge with its medicines; C002 for an unknown stay or one of a person the user does not hold. */
export async function getDischarge(
  deps: MedicineDeps,
  actor: PatientContext,
  stayId: string,
  lang: Language,
): Promise<DischargeDetail> {
  const { record: discharge, patient } = await provenRecord(deps.db, actor, () =>
    answerIn(
      deps.his.names,
      actor.hosId,
      lang,
      deps.his.dischargeMedicine.get(actor.hosId, stayId),
    ),
  );
  await logAccess(deps.db, actor, [patient.patient_id], 'discharge-medicine');
  return {
    ...toSummary(discharge),
    patientId: patient.patient_id,
    patientName: patient.patient_name,
    medicines: discharge.medicines.map((m) => ({ ...m })),
  };
}
