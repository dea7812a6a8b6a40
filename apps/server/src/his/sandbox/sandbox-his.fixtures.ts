import type { Db } from '../../db/database.ts';
import type { ContractReport } from '../his.contract.ts';
import { insertReports, type SandboxReport } from './sandbox-data.ts';

/** Tests' way into the sandbox HIS's reports: what a hospital's lab would have filed, written by the sandbox's loader. */
export function insertTestReports(db: Db, hosId: string, reports: ContractReport[]) {
  return insertReports(
    db,
    hosId,
    reports.map((r): SandboxReport => ({
      ...r,
      certType: r.person.certType,
      certNo: r.person.certNo,
    })),
  );
}

let reports = 0;
/** One lab report (glucose and cholesterol, one of them high) of a person, issued `at` (now by default). */
export async function insertLabReport(
  db: Db,
  hosId: string,
  person: { certType: number; certNo: string },
  at = new Date(),
): Promise<string> {
  const reportId = `RT-${Date.now().toString(36)}-${++reports}`;
  await insertTestReports(db, hosId, [
    {
      reportId,
      person,
      patientName: 'Test Person',
      source: 'out',
      kind: 'lab',
      reportType: 'lab',
      title: 'Fasting glucose',
      deptName: 'Endocrinology',
      doctorName: 'Test Doctor',
      specimen: 'Serum',
      sampledAt: new Date(at.getTime() - 3_600_000),
      reportedAt: at,
      findings: '',
      conclusion: '',
      items: [
        {
          code: 'GLU',
          name: 'Fasting glucose',
          result: '6.8',
          unit: 'mmol/L',
          low: 3.9,
          high: 6.1,
        },
        {
          code: 'TC',
          name: 'Total cholesterol',
          result: '4.6',
          unit: 'mmol/L',
          low: null,
          high: 5.2,
        },
      ],
    },
  ]);
  return reportId;
}
