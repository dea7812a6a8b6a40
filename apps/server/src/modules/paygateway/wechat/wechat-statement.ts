import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { zonedInstant } from '@portal/shared';
import { fenOf, type StatementLine } from '../gateway.statement.ts';

/**
 * WeChat Pay's trade bill (bill_type ALL), as its bill format documentation describes the file: a header row of
 * column titles, one row per payment or refund with every value prefixed by a backquote (so spreadsheets keep long
 * numbers as text), then a summary caption row ('总交易单数', …) and its values. A payment row has 交易状态 SUCCESS and
 * its amount in 应结订单金额; a refund row has REFUND, 退款金额 and 商户退款单号. Amounts are yuan with two decimals,
 * times 'YYYY-MM-DD HH:mm:ss' (a refund's is when it was accepted). Columns are found by title, not by position: the
 * documentation says their order may change.
 */
const COLUMNS = {
  time: '交易时间',
  tradeNo: '微信订单号',
  outTradeNo: '商户订单号',
  state: '交易状态',
  payAmount: '应结订单金额',
  outRefundNo: '商户退款单号',
  refundAmount: '退款金额',
} as const;

const SUMMARY_CAPTION = '总交易单数';

export async function* readTradeBill(
  file: Buffer,
  timeZone: string,
): AsyncGenerator<StatementLine> {
  const rows = Readable.from([file]).pipe(
    parse({ bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true }),
  ) as AsyncIterable<string[]>;
  let index: Record<keyof typeof COLUMNS, number> | null = null;
  let summary = false;
  for await (const raw of rows) {
    if (!index) {
      index = columnsOf(raw.map((t) => t.trim()));
      continue;
    }
    if (raw[0]?.trim() === SUMMARY_CAPTION) {
      summary = true;
      break;
    }
    const row = raw.map((v) => v.trim().replace(/^`/, ''));
    const cell = (k: keyof typeof COLUMNS) => row[index![k]] ?? '';
    const state = cell('state');
    if (state !== 'SUCCESS' && state !== 'REFUND')
      throw new Error(`statement: unknown trade state ${state}`);
    const refund = state === 'REFUND';
    yield {
      outTradeNo: cell('outTradeNo'),
      tradeNo: cell('tradeNo'),
      type: refund ? 'refund' : 'pay',
      amount: fenOf(cell(refund ? 'refundAmount' : 'payAmount')),
      at: instantOf(cell('time'), timeZone),
      outRefundNo: refund ? cell('outRefundNo') || null : null,
    };
  }
  // The summary closes every bill: without it the file was cut short.
  if (!summary) throw new Error('statement: the trade bill has no summary rows');
}

function columnsOf(titles: string[]): Record<keyof typeof COLUMNS, number> {
  return Object.fromEntries(
    Object.entries(COLUMNS).map(([key, title]) => {
      const at = titles.indexOf(title);
      if (at < 0) throw new Error(`statement: the trade bill has no column ${title}`);
      return [key, at];
    }),
  ) as Record<keyof typeof COLUMNS, number>;
}

/** 'YYYY-MM-DD HH:mm:ss' of the zone as an ISO instant (zonedInstant takes minutes; the seconds are added after). */
function instantOf(time: string, timeZone: string): string {
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}):(\d{2})$/.exec(time);
  if (!m) throw new Error(`statement: not a time: ${time}`);
  const at = zonedInstant(m[1]!, m[2]!, timeZone);
  return new Date(at.getTime() + Number(m[3]) * 1000).toISOString();
}
