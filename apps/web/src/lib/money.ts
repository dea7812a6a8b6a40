import { formatYuan } from '@portal/shared';

/**
 * Money crosses the API as integer fen (docs/architecture.md#money-is-integer-fen) and is shown as yuan with two
 * decimals behind the yuan sign: 20000 → '¥200.00'. This is the one way the web app writes an amount; the digits are
 * the shared formatYuan's (the server writes the same digits into messages and PDFs), integer arithmetic only, so
 * no float rounding can ever show a wrong cent.
 */
export const YUAN_SIGN = '¥';

export function formatFen(fen: number): string {
  if (!Number.isFinite(fen)) return '';
  if (!Number.isSafeInteger(fen)) {
    // "Price formatting warns above the maximum safe number": such a value is already imprecise.
    console.warn(`formatFen: ${fen} is not a safe integer amount of fen`);
  }
  const text = formatYuan(fen);
  return text.startsWith('-') ? `-${YUAN_SIGN}${text.slice(1)}` : `${YUAN_SIGN}${text}`;
}
