import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { HosId } from '@portal/shared';
import type { ExportFormat } from '@portal/shared/console';
import { bookingPages } from '../bookings/booking-export.service.ts';
import { getHospital } from '../hospital/hospital.service.ts';
import { dayBounds, localTime, yuanOf } from '../paygateway/gateway.statement.ts';
import { orderPages } from '../payments/ledger.service.ts';
import { statementLines, type ReconDeps } from './reconciliation.service.ts';

/**
 * The exports (docs/reconciliation.md): the day's statement, and the bookings and payments of a period, as CSV or
 * XLSX. Rows come from the database in keyset pages and leave as a stream, so one page is in memory at a time however
 * long the period; the patients' details are masked by the module that reads them.
 */
export type Cell = string | number | null;
export type Pages = AsyncIterable<Cell[][]>;

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Readable;
}

/**
 * A text cell a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets an apostrophe (OWASP "CSV
 * injection"); numbers stay numbers so the sheet can sum them.
 */
function safe(value: Cell): Cell {
  if (typeof value !== 'string') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvOf(columns: readonly string[], pages: Pages): Readable {
  async function* rows() {
    for await (const page of pages) for (const row of page) yield row.map(safe);
  }
  return Readable.from(rows()).pipe(stringify({ header: true, columns: [...columns], bom: true }));
}

/** exceljs's streaming writer: each row is committed (written out) as it is added, after each page the output drains. */
function xlsxOf(sheet: string, columns: readonly string[], pages: Pages): Readable {
  const out = new PassThrough();
  void (async () => {
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: false,
      useSharedStrings: false,
    });
    const ws = book.addWorksheet(sheet);
    ws.addRow([...columns]).commit();
    for await (const page of pages) {
      for (const row of page) ws.addRow(row.map(safe)).commit();
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    ws.commit();
    await book.commit();
  })().catch((err: unknown) => out.destroy(err as Error));
  return out;
}

export function exportFile(
  format: ExportFormat,
  name: string,
  columns: readonly string[],
  pages: Pages,
): ExportFile {
  return format === 'xlsx'
    ? {
        fileName: `${name}.xlsx`,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        body: xlsxOf(name.slice(0, 31), columns, pages),
      }
    : {
        fileName: `${name}.csv`,
        contentType: 'text/csv; charset=utf-8',
        body: csvOf(columns, pages),
      };
}

async function* mapPages<T>(pages: AsyncIterable<T[]>, row: (t: T) => Cell[]): Pages {
  for await (const page of pages) yield page.map(row);
}

export const STATEMENT_EXPORT_COLUMNS = [
  'tradeTime',
  'outTradeNo',
  'tradeNo',
  'type',
  'amountFen',
  'amountYuan',
  'outRefundNo',
] as const;

/** The gateway's statement of a day, as the reconciliation read it. */
export async function exportStatement(
  deps: ReconDeps,
  hosId: HosId,
  day: string,
  format: ExportFormat,
): Promise<ExportFile> {
  const { timeZone } = await getHospital(deps.db, hosId);
  const lines = await statementLines(deps, hosId, day);
  async function* pages(): Pages {
    yield lines.map((l) => [
      localTime(new Date(l.at), timeZone),
      l.outTradeNo,
      l.tradeNo,
      l.type,
      l.amount,
      yuanOf(l.amount),
      l.outRefundNo,
    ]);
  }
  return exportFile(format, `statement-${hosId}-${day}`, STATEMENT_EXPORT_COLUMNS, pages());
}

export const BOOKING_EXPORT_COLUMNS = [
  'appointId',
  'visitDay',
  'noon',
  'serial',
  'deptId',
  'doctorId',
  'feeFen',
  'state',
  'paid',
  'bookedAt',
  'cancelledAt',
  'patientName',
  'patientPhone',
  'patientCertNo',
] as const;

/** The bookings whose visit day is within [from, to]. */
export async function exportBookings(
  deps: ReconDeps,
  hosId: HosId,
  q: { from: string; to: string; format: ExportFormat },
  pageSize?: number,
): Promise<ExportFile> {
  const { timeZone } = await getHospital(deps.db, hosId);
  const pages = mapPages(bookingPages(deps.db, hosId, q, pageSize), (b) => [
    b.appointId,
    b.sessionDate,
    b.noonCode,
    b.serial,
    b.deptId,
    b.doctorId,
    b.regFee,
    b.state,
    b.paid ? 'yes' : 'no',
    localTime(b.bookedAt, timeZone),
    b.cancelledAt && localTime(b.cancelledAt, timeZone),
    b.patientName,
    b.patientPhone,
    b.patientCertNo,
  ]);
  return exportFile(q.format, `bookings-${hosId}-${q.from}-${q.to}`, BOOKING_EXPORT_COLUMNS, pages);
}

export const PAYMENT_EXPORT_COLUMNS = [
  'outTradeNo',
  'createdAt',
  'purpose',
  'method',
  'state',
  'amountFen',
  'paidAt',
  'refundedAt',
  'appointId',
  'billId',
  'subjectId',
] as const;

/** The payment orders created within the days [from, to] of the hospital's zone. */
export async function exportPayments(
  deps: ReconDeps,
  hosId: HosId,
  q: { from: string; to: string; format: ExportFormat },
  pageSize?: number,
): Promise<ExportFile> {
  const { timeZone } = await getHospital(deps.db, hosId);
  const range = { from: dayBounds(q.from, timeZone).from, to: dayBounds(q.to, timeZone).to };
  const at = (d: Date | string | null) => (d === null ? null : localTime(new Date(d), timeZone));
  const pages = mapPages(orderPages(deps.db, hosId, range, pageSize), (o) => [
    o.out_trade_no,
    at(o.created_at),
    o.purpose,
    o.method,
    o.state,
    Number(o.amount),
    at(o.paid_at),
    at(o.refunded_at),
    o.appoint_id,
    o.bill_id,
    o.subject_id,
  ]);
  return exportFile(q.format, `payments-${hosId}-${q.from}-${q.to}`, PAYMENT_EXPORT_COLUMNS, pages);
}
