/**
 * Money crosses the API as integer fen (ARCHITECTURE decision 4, STYLE rule 8) and is shown as yuan with two
 * decimals: 20000 → '¥200.00'. Integer arithmetic only, so no float rounding can ever show a wrong cent.
 */
export const YUAN_SIGN = '¥';

export function formatFen(fen: number): string {
  if (!Number.isFinite(fen)) return '';
  if (!Number.isSafeInteger(fen)) {
    // SPEC §9 "Price formatting warns above the maximum safe number": such a value is already imprecise.
    console.warn(`formatFen: ${fen} is not a safe integer amount of fen`);
  }
  const whole = Math.round(fen);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  const yuan = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}${YUAN_SIGN}${yuan}.${cents}`;
}
