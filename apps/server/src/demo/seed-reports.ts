import type { Db } from '../db/database.ts';
import { demoReports, type DemoPerson } from '../his/sandbox/demo-reports.ts';
import { insertDictionaries, insertReports } from '../his/sandbox/sandbox-data.ts';
import type { DemoHisFile } from './demo.schema.ts';

/**
 * Issue 12: the built-in HIS's dictionaries and reports of one demo hospital, loaded through the sandbox HIS's own
 * loader (the only code that writes its tables). Reports are generated for every person his.json knows — its
 * `patients` and its card holders — so the demo accounts' patients and any card holder linked later have years of them.
 */
export async function insertHisQueries(trx: Db, hosId: string, timeZone: string, his: DemoHisFile, now = new Date()) {
  await insertDictionaries(trx, hosId, his.dictionaries ?? {});
  const persons = new Map<string, DemoPerson>();
  const key = (p: { certType: number; certNo: string }) => `${p.certType}|${p.certNo}`;
  for (const p of his.patients) persons.set(key(p), { certType: p.certType, certNo: p.certNo, patientName: p.patientName, inpatient: false });
  for (const c of his.cards) {
    const known = persons.get(key(c)) ?? { certType: c.certType, certNo: c.certNo, patientName: c.patientName, inpatient: false };
    persons.set(key(c), { ...known, inpatient: known.inpatient || c.clinicType === 2 });
  }
  const deptName = new Map(his.departments.map((d) => [d.deptId, d.deptName]));
  const doctors = his.doctors.filter((d) => !d.isStop).map((d) => ({ doctorName: d.doctorName, deptName: deptName.get(d.deptId) ?? '' }));
  const stays = (his.stays ?? []).flatMap((s) => {
    const card = his.cards.find((c) => c.cardId === s.cardId);
    return card ? [{ certType: card.certType, certNo: card.certNo, deptName: s.deptName, doctorName: s.doctorName, admittedDaysAgo: s.admittedDaysAgo }] : [];
  });
  await insertReports(trx, hosId, demoReports({ hosId, timeZone, now, persons: [...persons.values()], doctors, stays }));
}
