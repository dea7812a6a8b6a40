import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { addDays, hospitalToday, zonedInstant, type HosId } from '@portal/shared';
import {
  COMPLAINT_AGE_BUCKETS,
  DASHBOARD_MAX_DAYS,
  type Dashboard,
  type DashboardChart,
} from '@portal/shared/console';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { getHospital } from '../hospital/hospital.service.ts';
import * as repo from './dashboard.repository.ts';

export interface Period {
  from: string;
  to: string;
}

/** Days from `from` to `to`, both included (zone-free calendar arithmetic). */
function daysOf(p: Period): number {
  return (Date.parse(`${p.to}T00:00:00Z`) - Date.parse(`${p.from}T00:00:00Z`)) / 86_400_000 + 1;
}

/** A backwards period or one longer than DASHBOARD_MAX_DAYS is refused (DASHBOARD001) before any query runs. */
export function checkPeriod(p: Period) {
  const days = daysOf(p);
  if (!(days >= 1 && days <= DASHBOARD_MAX_DAYS))
    throw new AppError('DASHBOARD001', { max: DASHBOARD_MAX_DAYS });
}

const share = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000;

/** The figures of the period (docs/dashboard.md says what each counts). */
export async function getDashboard(
  db: Db,
  hosId: HosId,
  period: Period,
  now = new Date(),
): Promise<Dashboard> {
  checkPeriod(period);
  const { from, to } = period;
  const { timeZone } = await getHospital(db, hosId);
  const today = hospitalToday(now, timeZone);
  const start = zonedInstant(from, '00:00', timeZone);
  const end = zonedInstant(addDays(to, 1), '00:00', timeZone);
  const [days, departments, outcome, money, inProgress, ages] = await Promise.all([
    repo.bookingsPerDay(db, hosId, from, to, today),
    repo.bookingsPerDepartment(db, hosId, from, to),
    repo.outcomes(db, hosId, from, to, today),
    repo.money(db, hosId, start, end),
    repo.refundsInProgress(db, hosId),
    repo.openComplaintsByAge(db, hosId, now),
  ]);
  // Every day of the period has its row, so a chart's axis shows the quiet days too.
  const byDate = new Map(days.map((d) => [d.date, d]));
  const bookingsPerDay = Array.from({ length: daysOf(period) }, (_, i) => {
    const date = addDays(from, i);
    const d = byDate.get(date);
    return {
      date,
      booked: d?.booked ?? 0,
      cancelled: d?.cancelled ?? 0,
      attended: d?.attended ?? 0,
      noShow: d?.no_show ?? 0,
    };
  });
  const moneyRows = money.map((m) => ({
    purpose: m.purpose,
    paidCount: m.paid_count,
    paidFen: Number(m.paid_fen),
    refundedCount: m.refunded_count,
    refundedFen: Number(m.refunded_fen),
  }));
  return {
    from,
    to,
    timeZone,
    bookingsPerDay,
    bookingsPerDepartment: departments.map((d) => ({
      deptId: d.dept_id,
      deptName: d.dept_name ?? d.dept_id,
      booked: d.booked,
      cancelled: d.cancelled,
    })),
    outcomes: {
      booked: outcome.booked,
      patientCancelled: outcome.patient_cancelled,
      expired: outcome.expired,
      hospitalCancelled: outcome.hospital_cancelled,
      due: outcome.due,
      attended: outcome.attended,
      noShow: outcome.no_show,
      cancellationRate: share(outcome.patient_cancelled, outcome.booked),
      noShowRate: share(outcome.no_show, outcome.due),
    },
    money: moneyRows,
    refunds: {
      count: moneyRows.reduce((n, m) => n + m.refundedCount, 0),
      fen: moneyRows.reduce((n, m) => n + m.refundedFen, 0),
      inProgress,
    },
    complaints: {
      open: COMPLAINT_AGE_BUCKETS.reduce((n, b) => n + ages[b], 0),
      buckets: COMPLAINT_AGE_BUCKETS.map((bucket) => ({ bucket, count: ages[bucket] })),
    },
  };
}

/** The rows behind one chart: a header and plain values (dates, ids, counts, fen), nothing a patient typed. */
function tableOf(d: Dashboard, chart: DashboardChart): { columns: string[]; rows: unknown[][] } {
  switch (chart) {
    case 'bookingsPerDay':
      return {
        columns: ['date', 'booked', 'cancelled', 'attended', 'noShow'],
        rows: d.bookingsPerDay.map((r) => [r.date, r.booked, r.cancelled, r.attended, r.noShow]),
      };
    case 'bookingsPerDepartment':
      return {
        columns: ['deptId', 'deptName', 'booked', 'cancelled'],
        rows: d.bookingsPerDepartment.map((r) => [r.deptId, r.deptName, r.booked, r.cancelled]),
      };
    case 'outcomes': {
      const o = d.outcomes;
      return {
        columns: ['measure', 'value'],
        rows: Object.entries(o).map(([k, v]) => [k, v ?? '']),
      };
    }
    case 'money':
      return {
        columns: ['purpose', 'paidCount', 'paidFen', 'refundedCount', 'refundedFen'],
        rows: d.money.map((r) => [
          r.purpose,
          r.paidCount,
          r.paidFen,
          r.refundedCount,
          r.refundedFen,
        ]),
      };
    case 'complaints':
      return {
        columns: ['bucket', 'open'],
        rows: d.complaints.buckets.map((b) => [b.bucket, b.count]),
      };
  }
}

/**
 * A cell a spreadsheet would run as a formula is written with a leading apostrophe: department names come from the
 * HIS's catalogue, not from this code.
 */
function cell(value: unknown): string {
  const text = String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One chart's numbers as CSV, UTF-8 with a byte-order mark so spreadsheets read Chinese department names. */
export async function dashboardCsv(
  db: Db,
  hosId: HosId,
  period: Period,
  chart: DashboardChart,
): Promise<Readable> {
  const { columns, rows } = tableOf(await getDashboard(db, hosId, period), chart);
  return Readable.from(rows.map((r) => r.map(cell))).pipe(
    stringify({ header: true, columns, bom: true }),
  );
}
