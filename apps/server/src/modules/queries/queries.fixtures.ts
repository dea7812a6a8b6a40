import { addDays, hospitalToday, zonedInstant } from '@portal/shared';
import type { TestApp } from '../../../test/test-app.ts';
import { bearer, get } from '../../../test/auth-helpers.ts';
import type { ContractReport } from '../../his/his.contract.ts';
import { insertTestReports } from '../../his/sandbox/sandbox-his.fixtures.ts';
import { H, qrFixtures } from '../payments/payments.fixtures.ts';

/** Query tests: patients with reports filed by the sandbox HIS at known hospital-local times, and the calls. */
export const ZONE = 'Asia/Shanghai';
/** Day `daysAgo` before today in the hospital's calendar. */
export const day = (daysAgo: number) => addDays(hospitalToday(new Date(), ZONE), -daysAgo);
/** The instant of `hm` on the hospital's day `daysAgo` days ago. */
export const at = (daysAgo: number, hm = '09:00') => zonedInstant(day(daysAgo), hm, ZONE);

export function queryFixtures(t: TestApp) {
  const qr = qrFixtures(t);
  let n = 0;

  /** A new account with one patient linked (proven) to a fresh person of the hospital's records. */
  const reader = () => qr.payer();
  type Reader = Awaited<ReturnType<typeof reader>>;

  /** A report of the reader's person: a glucose lab by default, overridable field by field. */
  function report(
    u: Pick<Reader, 'certNo'>,
    over: Partial<ContractReport> & { reportedAt: Date },
  ): ContractReport {
    return {
      reportId: `QT-${u.certNo.slice(-6)}-${++n}`,
      person: { certType: 0, certNo: u.certNo },
      patientName: 'Test Person',
      source: 'out',
      kind: 'lab',
      reportType: 'lab',
      title: 'Fasting glucose',
      deptName: 'Endocrinology',
      doctorName: 'Test Doctor',
      specimen: 'Serum',
      sampledAt: new Date(over.reportedAt.getTime() - 3_600_000),
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
          code: 'HDL-C',
          name: 'HDL cholesterol',
          result: '0.9',
          unit: 'mmol/L',
          low: 1.04,
          high: null,
        },
        {
          code: 'U-PRO',
          name: 'Urine protein',
          result: 'negative',
          unit: '',
          low: null,
          high: null,
        },
      ],
      ...over,
    };
  }

  async function file(reports: ContractReport[]): Promise<string[]> {
    await t.db.transaction().execute((trx) => insertTestReports(trx, H, reports));
    return reports.map((r) => r.reportId);
  }

  const query = (
    path: string,
    token: string | null,
    params: Record<string, string | number | undefined>,
    headers: Record<string, string> = {},
  ) => {
    const qs = Object.entries({ hosId: H, ...params })
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
      .join('&');
    return get(t.app, `${path}?${qs}`, {
      headers: { ...(token ? bearer(token) : {}), ...headers },
    });
  };
  const list = (
    u: Pick<Reader, 'token'>,
    params: Record<string, string | number | undefined>,
    headers?: Record<string, string>,
  ) => query('/feature/api/report/list', u.token, params, headers);
  const detail = (u: Pick<Reader, 'token'>, reportId: string, headers?: Record<string, string>) =>
    query('/feature/api/report/info', u.token, { reportId }, headers);
  const trend = (u: Pick<Reader, 'token'>, params: Record<string, string | number | undefined>) =>
    query('/feature/api/report/trend', u.token, params);
  const pdf = (u: Pick<Reader, 'token'> | null, reportId: string) =>
    query('/feature/api/report/pdf', u?.token ?? null, { reportId });
  const dictionary = (
    params: Record<string, string | undefined>,
    headers?: Record<string, string>,
  ) => query('/platform/api/dictionary', null, params, headers);

  /** Opens or closes the hospital's report query. */
  const setReportModule = (open: boolean) =>
    t.db
      .updateTable('function_module')
      .set({ is_use: open ? '1' : '0' })
      .where('hos_id', '=', H)
      .where('module_id', '=', 'query-report')
      .execute();

  return { reader, report, file, list, detail, trend, pdf, dictionary, setReportModule };
}
