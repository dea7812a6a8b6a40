import { type Language, type PathologyDetail, type PathologySummary } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import type { HisAdapter } from '../../his/his.ts';
import type { HisPathologySummary } from '../../his/pathology.ts';
import { logAccess } from '../patients/patients.service.ts';
import { pageIn, patientQueryPage, provenRecord, type QueryScope } from './patient-query.ts';
import { answerIn } from '../../his/names.ts';
import type { PatientContext } from '../../plugins/request-context.ts';

/**
 * Pathology: the patient's pathology results from the hospital information system,
 * through the HIS adapter, under the reports' rules: only an account holding the person through a proven link reaches
 * them; another user's patient answers PATIENT004 and another person's result C002, exactly like unknown ones. Every
 * read leaves a line in the access log. FUNC001 where the hospital's pathology query (this module) is closed.
 */

export interface PathologyDeps {
  db: Db;
  his: HisAdapter;
}

function toSummary(r: HisPathologySummary): PathologySummary {
  return {
    pathologyId: r.pathologyId,
    reportedAt: r.reportedAt.toISOString(),
    deptName: r.deptName,
    doctorName: r.doctorName,
    specimen: r.specimen,
    specimenType: r.specimenType,
    diagnosis: r.diagnosis,
  };
}

/** The list's module, access-log line and default period (patient-query.ts). */
const PATHOLOGY_LIST: QueryScope = { access: 'pathologies', lookBack: 'reportQueryDays' };

/** A page (10) of the patient's results in the period, newest first; a page past the end is empty, the total stays. */
export async function listPathologies(
  deps: PathologyDeps,
  actor: PatientContext,
  input: { patientId: string; from?: string; to?: string; page: number },
  lang: Language,
) {
  const { db, his } = deps;
  return patientQueryPage(db, actor, input, PATHOLOGY_LIST, (person, window) =>
    pageIn(his, actor.hosId, lang, his.pathology.list(actor.hosId, person, window), toSummary),
  );
}

/** One result; C002 for an unknown id or a result of a person the user does not hold through a proven link. */
export async function getPathology(
  deps: PathologyDeps,
  actor: PatientContext,
  pathologyId: string,
  lang: Language,
): Promise<PathologyDetail> {
  const { db, his } = deps;
  const { record: result, patient } = await provenRecord(db, actor, () =>
    answerIn(his.names, actor.hosId, lang, his.pathology.get(actor.hosId, pathologyId)),
  );
  await logAccess(db, actor, [patient.patient_id], 'pathology');
  return {
    ...toSummary(result),
    patientId: patient.patient_id,
    patientName: patient.patient_name,
    pathologyNo: result.pathologyNo,
    receivedAt: result.receivedAt?.toISOString() ?? null,
    grossDescription: result.grossDescription,
    microscopicDescription: result.microscopicDescription,
    conclusion: result.conclusion,
    markers: result.markers.map((m) => ({ name: m.name, result: m.result })),
  };
}
