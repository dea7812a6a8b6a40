import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import iconv from 'iconv-lite';
import type { StatementLine } from '../gateway.statement.ts';
import { beijingInstant, fenOfYuan } from './alipay-format.ts';

/**
 * Alipay's trade bill of a day (bill_type 'trade'), as alipay.data.dataservice.bill.downloadurl.query hands it out: a
 * zip holding two GBK-encoded CSV files, the detail ('…_业务明细.csv') and its summary ('…_业务明细(汇总).csv'). The
 * detail has '#' comment lines before and after its table, Chinese column titles, one row per payment ('交易') or
 * refund ('退款'), amounts in yuan (a refund's negative) and Beijing times.
 */
const COLUMNS = {
  tradeNo: '支付宝交易号',
  outTradeNo: '商户订单号',
  type: '业务类型',
  finishedAt: '完成时间',
  amount: '订单金额（元）',
  outRequestNo: '退款批次号/请求号',
} as const;

/** The lines of a bill zip, in the file's order. Throws on anything it cannot read: a reconciliation must not guess. */
export function readAlipayBill(zip: Uint8Array): StatementLine[] {
  const files = unzipSync(zip, { filter: (f) => f.name.toLowerCase().endsWith('.csv') });
  const details = Object.entries(files).filter(([name]) => {
    const title = entryName(name);
    return title.includes('业务明细') && !title.includes('汇总');
  });
  if (details.length !== 1)
    throw new Error(`alipay bill: expected one detail file, found ${details.length}`);
  return readDetail(iconv.decode(Buffer.from(details[0]![1]), 'gbk'));
}

/**
 * Alipay names the files in GBK without the zip's UTF-8 flag, which unzipping reads as Latin-1; a name already read
 * as UTF-8 (the flag set) has characters past Latin-1 and is kept.
 */
export function entryName(name: string): string {
  // eslint-disable-next-line no-control-regex
  return /[^\x00-\xff]/.test(name) ? name : iconv.decode(Buffer.from(name, 'latin1'), 'gbk');
}

function readDetail(text: string): StatementLine[] {
  const rows = parse(text, {
    comment: '#',
    comment_no_infix: true,
    skip_empty_lines: true,
    relax_column_count: true,
  }) as string[][];
  const [header, ...body] = rows;
  if (!header) throw new Error('alipay bill: no table in the detail file');
  const titles = header.map((t) => t.trim());
  const at = Object.fromEntries(
    Object.entries(COLUMNS).map(([key, title]) => {
      const i = titles.indexOf(title);
      if (i < 0) throw new Error(`alipay bill: no column ${title}`);
      return [key, i];
    }),
  ) as Record<keyof typeof COLUMNS, number>;
  return body.map((row) => {
    // Alipay pads numbers with a tab so spreadsheets keep their digits.
    const cell = (key: keyof typeof COLUMNS) => (row[at[key]] ?? '').trim();
    const kind = cell('type');
    if (kind !== '交易' && kind !== '退款') throw new Error(`alipay bill: unknown type ${kind}`);
    const amount = fenOfYuan(cell('amount'));
    const finishedAt = beijingInstant(cell('finishedAt'));
    if (amount === null || finishedAt === null)
      throw new Error(`alipay bill: unreadable row of ${cell('outTradeNo')}`);
    const refund = kind === '退款';
    return {
      outTradeNo: cell('outTradeNo'),
      tradeNo: cell('tradeNo'),
      type: refund ? 'refund' : 'pay',
      amount: Math.abs(amount),
      at: finishedAt.toISOString(),
      outRefundNo: refund ? cell('outRequestNo') || null : null,
    };
  });
}
