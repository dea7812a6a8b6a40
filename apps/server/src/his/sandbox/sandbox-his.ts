import { abnormalFlag, formatRange, numericResult } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import type { HisAdapter, HisLabItem, HisReportSummary } from '../his.ts';
import * as repo from './reports.repository.ts';
import { createSandboxBills } from './sandbox-bills.ts';
import { createSandboxCards } from './sandbox-cards.ts';
import { sandboxDischargeMedicine, sandboxPrescriptions } from './sandbox-medicine.ts';
import { createSandboxFilms } from './sandbox-films.ts';
import { createSandboxCatalogue } from './sandbox-catalogue.ts';
import { createSandboxDailyBills, createSandboxFees } from './sandbox-fees.ts';
import { createSandboxInpatient, withSimulatedDays, type Clock } from './sandbox-inpatient.ts';
import { createSandboxPathology, createSandboxPrices } from './sandbox-pathology-prices.ts';
import { createSandboxPersons } from './sandbox-persons.ts';
import { createSandboxQueue } from './sandbox-queue.ts';
import { createSandboxSessionStops } from './sandbox-stops.ts';
import { createSandboxCaseMail } from './sandbox-case-mail.ts';
import { createSandboxInvoices } from './sandbox-invoices.ts';
import { createSandboxPhysical } from './sandbox-physical.ts';
import { createSandboxNames } from './sandbox-names.ts';
import { createSandboxStaffDesk } from './sandbox-staff-desk.ts';
import { sandboxDemoLoader } from './sandbox-demo-loader.ts';
import { periodInstants, personOf } from './sandbox-rows.ts';

/**
 * The built-in sandbox HIS (docs/architecture.md#the-his-is-an-adapter): the HisAdapter over the his_* tables, which the demo hospitals
 * use and which no other code reads. Flags are computed here with the shared abnormalFlag rule, so the list's
 * abnormal count, the detail's flags and the trend agree with what the web shows.
 */
export function createSandboxHis(db: Db, clock: Clock = () => new Date()): HisAdapter {
  return {
    // A stay admitted online is simulated over time by `clock` (tests pass a fixed one).
    inpatient: createSandboxInpatient(db, clock),
    films: createSandboxFilms(db),
    bills: createSandboxBills(db),
    fees: createSandboxFees(db),
    dailyBills: withSimulatedDays(createSandboxDailyBills(db), db, clock),
    prescriptions: sandboxPrescriptions(db),
    dischargeMedicine: sandboxDischargeMedicine(db),
    pathology: createSandboxPathology(db),
    prices: createSandboxPrices(db),
    cards: createSandboxCards(db),
    persons: createSandboxPersons(db),
    catalogue: createSandboxCatalogue(db),
    queue: createSandboxQueue(db),
    sessionStops: createSandboxSessionStops(db),
    invoices: createSandboxInvoices(db),
    caseMail: createSandboxCaseMail(db),
    physical: createSandboxPhysical(db, clock),
    names: createSandboxNames(db),
    staffDesk: createSandboxStaffDesk(db),
    demoLoader: sandboxDemoLoader,

    async dictionary(hosId, code) {
      const rows = await repo.dictionary(db, hosId, code);
      return rows.map((r) => ({
        value: r.value,
        sort: r.sort,
        labels: { 'en-US': r.label, ...(r.label_zh ? { 'zh-CN': r.label_zh } : {}) },
      }));
    },

    reports: {
      async list(hosId, person, query) {
        const { rows, total } = await repo.listReports(db, hosId, person, {
          source: query.source,
          reportType: query.reportType,
          at: periodInstants(query.period),
          offset: query.offset,
          limit: query.limit,
        });
        const byReport = new Map<string, HisLabItem[]>();
        for (const i of await repo.itemsOf(
          db,
          hosId,
          rows.filter((r) => r.kind === 'lab').map((r) => r.report_id),
        )) {
          byReport.set(i.report_id, [...(byReport.get(i.report_id) ?? []), toItem(i)]);
        }
        return { items: rows.map((r) => summary(r, byReport.get(r.report_id) ?? [])), total };
      },

      async get(hosId, reportId) {
        const row = await repo.findReport(db, hosId, reportId);
        if (!row) return undefined;
        const items = (await repo.itemsOf(db, hosId, [reportId])).map(toItem);
        return {
          ...summary(row, items),
          person: personOf(row),
          patientName: row.patient_name,
          specimen: row.specimen,
          sampledAt: row.sampled_at ? new Date(row.sampled_at) : null,
          items,
          findings: row.findings,
          conclusion: row.conclusion,
        };
      },

      async series(hosId, person, itemCode, period) {
        const rows = await repo.itemSeries(db, hosId, person, itemCode, periodInstants(period));
        const newest = rows.at(-1);
        const points = rows.flatMap((r) => {
          const value = numericResult(r.result);
          if (value === null) return [];
          return [
            {
              reportId: r.report_id,
              reportedAt: new Date(r.reported_at),
              value,
              low: r.low,
              high: r.high,
              flag: abnormalFlag(r.result, r.low, r.high),
            },
          ];
        });
        return { code: itemCode, name: newest?.name ?? '', unit: newest?.unit ?? '', points };
      },
    },
  };
}

function toItem(i: repo.ItemRow): HisLabItem {
  return {
    code: i.code,
    name: i.name,
    result: i.result,
    unit: i.unit,
    low: i.low,
    high: i.high,
    range: i.range_text || formatRange(i.low, i.high),
    flag: abnormalFlag(i.result, i.low, i.high),
  };
}

function summary(r: repo.ReportRow, items: HisLabItem[]): HisReportSummary {
  return {
    reportId: r.report_id,
    source: r.source,
    kind: r.kind,
    reportType: r.report_type,
    title: r.title,
    deptName: r.dept_name,
    doctorName: r.doctor_name,
    reportedAt: new Date(r.reported_at),
    abnormalCount: items.filter((i) => i.flag === 'H' || i.flag === 'L').length,
  };
}
