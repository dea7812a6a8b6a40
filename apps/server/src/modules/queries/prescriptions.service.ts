import {
  type Language,
  type PrescriptionDetail,
  type PrescriptionSummary,
  type HosId,
} from '@portal/shared';
import type { Db } from '../../db/database.ts';
import type { HisAdapter } from '../../his/his.ts';
import type { HisPrescriptionSummary } from '../../his/medicine.ts';
import { logAccess } from '../patients/patients.service.ts';
import { dictionaryItems } from '../dictionary/dictionary.service.ts';
import { patientQueryPage, provenRecord, type QueryScope } from './patient-query.ts';
import { answerIn } from '../../his/names.ts';
import type { PatientContext } from '../../plugins/request-context.ts';

/**
 * Prescriptions: the patient's outpatient prescriptions from the
 * HIS, like the reports: only through a proven link; another user's patient answers PATIENT004 and another person's
 * prescription C002, exactly like unknown ones; every read leaves a line in the access log; FUNC001 where the hospital's
 * prescription query (this module) is closed. Status labels come from the prescription_status dictionary in the
 * reader's language.
 */
export const PRESCRIPTION_MODULE_ID = 'query-prescription';

/** What the medicine queries need: the portal's database and the HIS of the composition root. */
export interface MedicineDeps {
  db: Db;
  his: HisAdapter;
}

async function statusNames(
  deps: MedicineDeps,
  hosId: HosId,
  lang: Language,
): Promise<Map<string, string>> {
  return new Map(
    (await dictionaryItems(deps.his, hosId, 'prescription_status', lang)).map((i) => [
      i.value,
      i.label,
    ]),
  );
}

function toSummary(p: HisPrescriptionSummary, names: Map<string, string>): PrescriptionSummary {
  return {
    prescriptionId: p.prescriptionId,
    issuedAt: p.issuedAt.toISOString(),
    deptName: p.deptName,
    doctorName: p.doctorName,
    diagnosis: p.diagnosis,
    status: p.status,
    statusName: names.get(p.status) ?? p.status,
    totalAmount: p.totalAmount,
    itemCount: p.itemCount,
  };
}

export interface PrescriptionListInput {
  patientId: string;
  status: string;
  from?: string;
  to?: string;
  page: number;
}

/** The list's module, access-log line and default period (patient-query.ts). */
const PRESCRIPTION_LIST: QueryScope = { access: 'prescriptions' };

/** A page (10) of the patient's prescriptions, newest first; a page past the end is empty, the total stays. */
export async function listPrescriptions(
  deps: MedicineDeps,
  actor: PatientContext,
  input: PrescriptionListInput,
  lang: Language,
) {
  const { db, his } = deps;
  return patientQueryPage(db, actor, input, PRESCRIPTION_LIST, async (person, window) => {
    const [page, names] = await Promise.all([
      answerIn(
        his.names,
        actor.hosId,
        lang,
        his.prescriptions.list(actor.hosId, person, {
          status: input.status || undefined,
          ...window,
        }),
      ),
      statusNames(deps, actor.hosId, lang),
    ]);
    return { items: page.items.map((p) => toSummary(p, names)), total: page.total };
  });
}

/** One prescription with its items; C002 for an unknown one or one of a person the user does not hold. */
export async function getPrescription(
  deps: MedicineDeps,
  actor: PatientContext,
  prescriptionId: string,
  lang: Language,
): Promise<PrescriptionDetail> {
  const { record: prescription, patient } = await provenRecord(deps.db, actor, () =>
    answerIn(
      deps.his.names,
      actor.hosId,
      lang,
      deps.his.prescriptions.get(actor.hosId, prescriptionId),
    ),
  );
  await logAccess(deps.db, actor, [patient.patient_id], 'prescription');
  return {
    ...toSummary(prescription, await statusNames(deps, actor.hosId, lang)),
    patientId: patient.patient_id,
    patientName: patient.patient_name,
    items: prescription.items.map((i) => ({ ...i })),
  };
}
