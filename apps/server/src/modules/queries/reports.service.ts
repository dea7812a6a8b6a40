import {
  type DictionaryItem,
  type Language,
  type ReportDetail,
  type ReportSummary,
  type ReportTrend,
  type HosId,
} from '@portal/shared';
import type { HisReport, HisReportSummary } from '../../his/his.ts';
import { answerIn, inLanguage } from '../../his/names.ts';
import { getHospital } from '../hospital/hospital.service.ts';
import { logAccess, requirePatient } from '../patients/patients.service.ts';
import { dictionaryItems } from '../dictionary/dictionary.service.ts';
import { hisPersonOf, queryPeriod } from './query-period.ts';
import type { QueryDeps, ReportDeps } from './queries.deps.ts';
import { pdfFileName, renderReportPdf } from './report-pdf.ts';
import { patientQueryPage, provenRecord, type QueryScope } from './patient-query.ts';
import type { PatientContext } from '../../plugins/request-context.ts';

/**
 * Reports: the patient's lab and exam reports from the hospital
 * information system, through the HIS adapter. A report is a person's: only an account holding that person through a
 * proven link (the same proof as their cards and bills) reaches it; another user's patient answers PATIENT004
 * and another person's report C002, exactly like unknown ones. Every read leaves a line in the access log.
 * Feature access: all of them answer FUNC001 where the hospital's report query (this module) is closed.
 */

/** A trend shows an item across the patient's reports: by default as far back as a query may reach (3 years). */
const TREND_DEFAULT_DAYS = 3 * 366;

/** The source's report-type dictionary (out_report_type / in_report_type) in the reader's language. */
async function typeNames(
  deps: QueryDeps,
  hosId: HosId,
  source: 'out' | 'in',
  lang: Language,
): Promise<Map<string, string>> {
  const items: DictionaryItem[] = await dictionaryItems(
    deps.his,
    hosId,
    source === 'out' ? 'out_report_type' : 'in_report_type',
    lang,
  );
  return new Map(items.map((i) => [i.value, i.label]));
}

function toSummary(r: HisReportSummary, names: Map<string, string>): ReportSummary {
  return {
    reportId: r.reportId,
    kind: r.kind,
    source: r.source,
    reportType: r.reportType,
    reportTypeName: names.get(r.reportType) ?? r.reportType,
    title: r.title,
    deptName: r.deptName,
    doctorName: r.doctorName,
    reportedAt: r.reportedAt.toISOString(),
    abnormalCount: r.abnormalCount,
  };
}

export interface ReportListInput {
  patientId: string;
  source: 'out' | 'in';
  reportType: string;
  from?: string;
  to?: string;
  page: number;
}

/** The list's module, access-log line and default period (patient-query.ts). */
const REPORT_LIST: QueryScope = { access: 'reports', lookBack: 'reportQueryDays' };

/** A page (10) of the patient's reports of one source, newest first; a page past the end is empty, the total stays. */
export async function listReports(
  deps: QueryDeps,
  actor: PatientContext,
  input: ReportListInput,
  lang: Language,
) {
  const { db, his } = deps;
  return patientQueryPage(db, actor, input, REPORT_LIST, async (person, window) => {
    const [page, names, book] = await Promise.all([
      his.reports.list(actor.hosId, person, {
        source: input.source,
        reportType: input.reportType || undefined,
        ...window,
      }),
      typeNames(deps, actor.hosId, input.source, lang),
      his.names.book(actor.hosId, lang),
    ]);
    return {
      items: inLanguage(page.items, book).map((r) => toSummary(r, names)),
      total: page.total,
    };
  });
}

/**
 * The report (names in the reader's language) and the user's patient it belongs to; C002 for an unknown report or one
 * of a person the user does not hold.
 */
export async function ownReport(
  deps: QueryDeps,
  actor: PatientContext,
  reportId: string,
  lang: Language,
) {
  const { record: report, patient } = await provenRecord(deps.db, actor, () =>
    answerIn(deps.his.names, actor.hosId, lang, deps.his.reports.get(actor.hosId, reportId)),
  );
  return { report, patient };
}

export function toDetail(
  report: HisReport,
  patient: { patient_id: string; patient_name: string },
  names: Map<string, string>,
): ReportDetail {
  return {
    ...toSummary(report, names),
    patientId: patient.patient_id,
    patientName: patient.patient_name,
    specimen: report.specimen,
    sampledAt: report.sampledAt?.toISOString() ?? null,
    items: report.items.map((i) => ({
      code: i.code,
      name: i.name,
      result: i.result,
      unit: i.unit,
      low: i.low,
      high: i.high,
      range: i.range,
      flag: i.flag,
    })),
    findings: report.findings,
    conclusion: report.conclusion,
  };
}

export async function getReport(
  deps: QueryDeps,
  actor: PatientContext,
  reportId: string,
  lang: Language,
): Promise<ReportDetail> {
  const { report, patient } = await ownReport(deps, actor, reportId, lang);
  await logAccess(deps.db, actor, [patient.patient_id], 'report');
  return toDetail(report, patient, await typeNames(deps, actor.hosId, report.source, lang));
}

/** One lab item's numeric results across the patient's reports, oldest first; by default over the last 3 years. */
export async function getTrend(
  deps: QueryDeps,
  actor: PatientContext,
  input: { patientId: string; itemCode: string; from?: string; to?: string },
  lang: Language,
): Promise<ReportTrend> {
  const { db, his } = deps;
  const period = await queryPeriod(db, actor.hosId, input, { defaultDays: TREND_DEFAULT_DAYS });
  const patient = await requirePatient(db, actor, input.patientId);
  await logAccess(db, actor, [patient.patient_id], 'report-trend');
  const person = hisPersonOf(patient);
  if (!person) return { code: input.itemCode, name: '', unit: '', points: [] };
  const [raw, book] = await Promise.all([
    his.reports.series(actor.hosId, person, input.itemCode, period),
    his.names.book(actor.hosId, lang),
  ]);
  const series = inLanguage(raw, book);
  return {
    code: series.code,
    name: series.name,
    unit: series.unit,
    points: series.points.map((p) => ({
      reportId: p.reportId,
      reportedAt: p.reportedAt.toISOString(),
      value: p.value,
      low: p.low,
      high: p.high,
      flag: p.flag,
    })),
  };
}

/** The report as an A4 PDF for download, under the same ownership rules as getReport. */
export async function getReportPdf(
  deps: ReportDeps,
  actor: PatientContext,
  reportId: string,
  lang: Language,
): Promise<{ fileName: string; pdf: Buffer }> {
  const { report, patient } = await ownReport(deps, actor, reportId, lang);
  await logAccess(deps.db, actor, [patient.patient_id], 'report-pdf');
  const [names, hospital] = await Promise.all([
    typeNames(deps, actor.hosId, report.source, lang),
    getHospital(deps.db, actor.hosId),
  ]);
  const pdf = await renderReportPdf({
    hospitalName: hospital.hosName,
    timeZone: hospital.timeZone,
    report: toDetail(report, patient, names),
    printedAt: new Date(),
    fonts: deps.pdfFonts(),
  });
  return { fileName: pdfFileName(report.reportId), pdf };
}
