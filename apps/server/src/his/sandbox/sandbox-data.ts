import { sql } from 'kysely';
import type { DictionaryCode, HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import type { HisLabItem, HisReport } from '../his.ts';
import { inBatches, type PersonColumns } from './sandbox-rows.ts';

/**
 * Loading the built-in HIS's own tables: what the demo seed and the tests' fixtures write. Only his/sandbox
 * touches his_dictionary, his_report and his_report_item (docs/architecture.md#the-his-is-an-adapter). A hospital's thousands of report
 * rows go in as column arrays (insert … select from unnest), a few statements with a dozen parameters each, so seeding
 * stays fast on PGlite and PostgreSQL alike.
 */

export interface SandboxDictionaryEntry {
  value: string;
  label: string;
  labelZh?: string;
}
export type SandboxDictionaries = Partial<Record<DictionaryCode, SandboxDictionaryEntry[]>>;

/** A lab item as loaded: its flag is the shared abnormalFlag, its range printed from low and high unless given. */
export type SandboxLabItem = Omit<HisLabItem, 'range' | 'flag'> & {
  /** The printed range when it is not numeric ('negative'); omitted = printed from low and high. */
  rangeText?: string;
};

/** A report as loaded: its abnormal count is its items'. */
export type SandboxReport = PersonColumns<Omit<HisReport, 'abnormalCount' | 'items'>> & {
  items: SandboxLabItem[];
};

/** A hospital's dictionaries; each list's order is its display order. */
export async function insertDictionaries(db: Db, hosId: HosId, dictionaries: SandboxDictionaries) {
  const rows = Object.entries(dictionaries).flatMap(([code, entries]) =>
    (entries ?? []).map((e, sort) => ({
      hos_id: hosId,
      code,
      value: e.value,
      label: e.label,
      label_zh: e.labelZh ?? null,
      sort,
    })),
  );
  await inBatches(rows, (batch) => db.insertInto('his_dictionary').values(batch).execute());
}

/** Reports with their items; run it inside the caller's transaction to load them all or none. */
export async function insertReports(db: Db, hosId: HosId, reports: SandboxReport[]) {
  await inBatches(reports, (batch) => {
    const col = <K extends keyof SandboxReport>(key: K) => batch.map((r) => r[key]);
    return sql`insert into his_report (hos_id, report_id, cert_type, cert_no, patient_name, source, kind, report_type, title,
        dept_name, doctor_name, specimen, sampled_at, reported_at, findings, conclusion)
      select ${hosId}, * from unnest(${col('reportId')}::text[], ${col('certType')}::smallint[], ${col('certNo')}::text[],
        ${col('patientName')}::text[], ${col('source')}::text[], ${col('kind')}::text[], ${col('reportType')}::text[], ${col('title')}::text[],
        ${col('deptName')}::text[], ${col('doctorName')}::text[], ${col('specimen')}::text[], ${col('sampledAt')}::timestamptz[],
        ${col('reportedAt')}::timestamptz[], ${col('findings')}::text[], ${col('conclusion')}::text[])`.execute(
      db,
    );
  });
  const items = reports.flatMap((r) =>
    r.items.map((i, seq) => ({ reportId: r.reportId, seq, ...i, rangeText: i.rangeText ?? '' })),
  );
  await inBatches(items, (batch) => {
    const col = <K extends keyof (typeof batch)[number]>(key: K) => batch.map((i) => i[key]);
    return sql`insert into his_report_item (hos_id, report_id, seq, code, name, result, unit, low, high, range_text)
      select ${hosId}, * from unnest(${col('reportId')}::text[], ${col('seq')}::int[], ${col('code')}::text[], ${col('name')}::text[],
        ${col('result')}::text[], ${col('unit')}::text[], ${col('low')}::float8[], ${col('high')}::float8[], ${col('rangeText')}::text[])`.execute(
      db,
    );
  });
}
