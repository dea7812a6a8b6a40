import type { HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import type { HisPerson, HisReportSource } from '../his.ts';

/** The built-in HIS's report tables (migration 0013), Kysely only; every query is scoped by hos_id. */

export interface ReportRow {
  report_id: string;
  cert_type: number;
  cert_no: string;
  patient_name: string;
  source: HisReportSource;
  kind: 'lab' | 'exam';
  report_type: string;
  title: string;
  dept_name: string;
  doctor_name: string;
  specimen: string;
  sampled_at: Date | null;
  reported_at: Date;
  findings: string;
  conclusion: string;
}
export interface ItemRow {
  report_id: string;
  seq: number;
  code: string;
  name: string;
  result: string;
  unit: string;
  low: number | null;
  high: number | null;
  range_text: string;
}

/** Half-open [from, to) instants. */
export interface Instants {
  from: Date;
  to: Date;
}

/** The columns of a ReportRow: what a page and a single report both read. */
const REPORT_COLUMNS = [
  'report_id',
  'cert_type',
  'cert_no',
  'patient_name',
  'source',
  'kind',
  'report_type',
  'title',
  'dept_name',
  'doctor_name',
  'specimen',
  'sampled_at',
  'reported_at',
  'findings',
  'conclusion',
] as const;

function ofPerson(
  db: Db,
  hosId: HosId,
  person: HisPerson,
  source: HisReportSource,
  reportType: string | undefined,
  at: Instants,
) {
  return db
    .selectFrom('his_report')
    .where('hos_id', '=', hosId)
    .where('cert_type', '=', person.certType)
    .where('cert_no', '=', person.certNo)
    .where('source', '=', source)
    .$if(reportType !== undefined, (q) => q.where('report_type', '=', reportType!))
    .where('reported_at', '>=', at.from)
    .where('reported_at', '<', at.to);
}

/** One page, newest first (the report id breaks ties, so pages never overlap), and the query's total. */
export async function listReports(
  db: Db,
  hosId: HosId,
  person: HisPerson,
  q: { source: HisReportSource; reportType?: string; at: Instants; offset: number; limit: number },
): Promise<{ rows: ReportRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    ofPerson(db, hosId, person, q.source, q.reportType, q.at)
      .select(REPORT_COLUMNS)
      .orderBy('reported_at', 'desc')
      .orderBy('report_id', 'desc')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    ofPerson(db, hosId, person, q.source, q.reportType, q.at)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function findReport(db: Db, hosId: HosId, reportId: string): Promise<ReportRow | undefined> {
  return db
    .selectFrom('his_report')
    .select(REPORT_COLUMNS)
    .where('hos_id', '=', hosId)
    .where('report_id', '=', reportId)
    .executeTakeFirst();
}

/** The items of several reports in one query (a page's, never one query per report), in each report's order. */
export function itemsOf(db: Db, hosId: HosId, reportIds: string[]): Promise<ItemRow[]> {
  if (reportIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('his_report_item')
    .select(['report_id', 'seq', 'code', 'name', 'result', 'unit', 'low', 'high', 'range_text'])
    .where('hos_id', '=', hosId)
    .where('report_id', 'in', reportIds)
    .orderBy('report_id')
    .orderBy('seq')
    .execute();
}

export interface SeriesRow {
  report_id: string;
  reported_at: Date;
  name: string;
  unit: string;
  result: string;
  low: number | null;
  high: number | null;
}

/** One item's results across a person's reports (both sources) in the period, oldest first. */
export function itemSeries(
  db: Db,
  hosId: HosId,
  person: HisPerson,
  itemCode: string,
  at: Instants,
): Promise<SeriesRow[]> {
  return db
    .selectFrom('his_report as r')
    .innerJoin('his_report_item as i', (j) =>
      j.onRef('i.hos_id', '=', 'r.hos_id').onRef('i.report_id', '=', 'r.report_id'),
    )
    .select(['r.report_id', 'r.reported_at', 'i.name', 'i.unit', 'i.result', 'i.low', 'i.high'])
    .where('r.hos_id', '=', hosId)
    .where('r.cert_type', '=', person.certType)
    .where('r.cert_no', '=', person.certNo)
    .where('r.reported_at', '>=', at.from)
    .where('r.reported_at', '<', at.to)
    .where('i.code', '=', itemCode)
    .orderBy('r.reported_at')
    .orderBy('r.report_id')
    .orderBy('i.seq')
    .execute();
}

export function dictionary(db: Db, hosId: HosId, code: string) {
  return db
    .selectFrom('his_dictionary')
    .select(['value', 'label', 'label_zh', 'sort'])
    .where('hos_id', '=', hosId)
    .where('code', '=', code)
    .orderBy('sort')
    .orderBy('value')
    .execute();
}
