import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { stringify } from 'csv-stringify';
import { addDays, hospitalDateTime, zonedInstant, type HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';

/**
 * The gateway's daily statement ("trade bill"), as real providers publish it for a merchant and a day: a CSV file,
 * '#' comment lines before and after the table, one line per pay or refund, amounts in yuan with two decimals and
 * times in the day's zone. The sandbox builds it from what it actually settled (gateway_transaction, gateway_refund).
 */
export const STATEMENT_COLUMNS = [
  'trade_time',
  'out_trade_no',
  'trade_no',
  'type',
  'amount_yuan',
  'out_refund_no',
] as const;

/** One line of a statement, as the reconciliation reads it (fen, an ISO instant). */
export interface StatementLine {
  outTradeNo: string;
  tradeNo: string;
  type: 'pay' | 'refund';
  /** Integer fen. */
  amount: number;
  at: string;
  outRefundNo: string | null;
}

export interface StatementRequest {
  hosId: HosId;
  /** YYYY-MM-DD, a day of `timeZone`. */
  day: string;
  timeZone: string;
}

/** The day's bounds as instants: [from, to). */
export function dayBounds(day: string, timeZone: string) {
  return {
    from: zonedInstant(day, '00:00', timeZone),
    to: zonedInstant(addDays(day, 1), '00:00', timeZone),
  };
}

/** Integer fen as the yuan a bill prints ('12.50'), exact (no floating point). */
export function yuanOf(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A bill's yuan back to integer fen; throws on anything else, as a statement that cannot be read must stop the run. */
export function fenOf(yuan: string): number {
  const m = /^(-?)(\d+)\.(\d{2})$/.exec(yuan.trim());
  if (!m) throw new Error(`statement: not an amount: ${yuan}`);
  const fen = Number(m[2]) * 100 + Number(m[3]);
  return m[1] ? -fen : fen;
}

/** 'YYYY-MM-DD HH:mm:ss' of the zone, as bills print times. */
export const localTime = (at: Date, timeZone: string): string => hospitalDateTime(at, timeZone);

/** What the sandbox settled in the day, oldest first: payments, full refunds and partial refunds. */
async function sandboxLines(db: Db, req: StatementRequest): Promise<StatementLine[]> {
  const { from, to } = dayBounds(req.day, req.timeZone);
  const pays = await db
    .selectFrom('gateway_transaction')
    .select(['out_trade_no', 'trade_no', 'amount', 'paid_at'])
    .where('hos_id', '=', req.hosId)
    .where('state', 'in', ['paid', 'refunded'])
    .where('paid_at', '>=', from)
    .where('paid_at', '<', to)
    .execute();
  const fullRefunds = await db
    .selectFrom('gateway_transaction')
    .select(['out_trade_no', 'trade_no', 'amount', 'refunded_at', 'out_refund_no'])
    .where('hos_id', '=', req.hosId)
    .where('state', '=', 'refunded')
    .where('refunded_at', '>=', from)
    .where('refunded_at', '<', to)
    .execute();
  const partRefunds = await db
    .selectFrom('gateway_refund as r')
    .innerJoin('gateway_transaction as t', (j) =>
      j.onRef('t.hos_id', '=', 'r.hos_id').onRef('t.out_trade_no', '=', 'r.out_trade_no'),
    )
    .select(['r.out_trade_no', 't.trade_no', 'r.amount', 'r.refunded_at', 'r.out_refund_no'])
    .where('r.hos_id', '=', req.hosId)
    .where('r.refunded_at', '>=', from)
    .where('r.refunded_at', '<', to)
    .execute();
  const lines: StatementLine[] = [
    ...pays.map((r) => ({
      outTradeNo: r.out_trade_no,
      tradeNo: r.trade_no ?? '',
      type: 'pay' as const,
      amount: Number(r.amount),
      at: new Date(r.paid_at!).toISOString(),
      outRefundNo: null,
    })),
    ...[...fullRefunds, ...partRefunds].map((r) => ({
      outTradeNo: r.out_trade_no,
      tradeNo: r.trade_no ?? '',
      type: 'refund' as const,
      amount: Number(r.amount),
      at: new Date(r.refunded_at!).toISOString(),
      outRefundNo: r.out_refund_no,
    })),
  ];
  return lines.sort((a, b) => a.at.localeCompare(b.at) || a.outTradeNo.localeCompare(b.outTradeNo));
}

/** The sandbox's statement file for a merchant (the hospital) and a day. */
export async function sandboxStatement(db: Db, req: StatementRequest): Promise<Readable> {
  const lines = await sandboxLines(db, req);
  const sum = (type: StatementLine['type']) =>
    lines.filter((l) => l.type === type).reduce((s, l) => s + l.amount, 0);
  const pays = lines.filter((l) => l.type === 'pay').length;
  async function* text() {
    yield `# Sandbox gateway trade bill\n# merchant: ${req.hosId}\n# day: ${req.day} (${req.timeZone})\n`;
    const csv = Readable.from(
      lines.map((l) => [
        localTime(new Date(l.at), req.timeZone),
        l.outTradeNo,
        l.tradeNo,
        l.type,
        yuanOf(l.amount),
        l.outRefundNo ?? '',
      ]),
    ).pipe(stringify({ header: true, columns: [...STATEMENT_COLUMNS] }));
    for await (const chunk of csv) yield chunk as string;
    yield `# pays: ${pays}, paid: ${yuanOf(sum('pay'))}, refunds: ${lines.length - pays}, refunded: ${yuanOf(sum('refund'))}\n`;
  }
  return Readable.from(text());
}

/** The sandbox's statement of a day, read back from its file as the reconciliation reads any channel's. */
export async function* sandboxStatementLines(
  db: Db,
  req: StatementRequest,
): AsyncGenerator<StatementLine> {
  yield* readStatement(await sandboxStatement(db, req), req.timeZone);
}

/**
 * Reads a statement file in the sandbox's format (a real provider's adapter brings the reader of its own format) into
 * lines; `timeZone` is the zone the file's times are in.
 */
export async function* readStatement(
  file: Readable,
  timeZone: string,
): AsyncGenerator<StatementLine> {
  const parser = file.pipe(parse({ comment: '#', columns: true, skip_empty_lines: true }));
  for await (const row of parser as AsyncIterable<Record<string, string>>) {
    const type = row.type;
    if (type !== 'pay' && type !== 'refund') throw new Error(`statement: unknown type ${type}`);
    const [day, time] = (row.trade_time ?? '').split(' ');
    yield {
      outTradeNo: row.out_trade_no!,
      tradeNo: row.trade_no ?? '',
      type,
      amount: fenOf(row.amount_yuan ?? ''),
      at: zonedInstantSeconds(day!, time!, timeZone).toISOString(),
      outRefundNo: row.out_refund_no || null,
    };
  }
}

/** zonedInstant takes minutes; the bill's seconds are added after (no zone changes its offset within a minute). */
function zonedInstantSeconds(day: string, time: string, timeZone: string): Date {
  const [hh, mm, ss] = time.split(':');
  const at = zonedInstant(day, `${hh}:${mm}`, timeZone);
  return new Date(at.getTime() + Number(ss ?? 0) * 1000);
}
