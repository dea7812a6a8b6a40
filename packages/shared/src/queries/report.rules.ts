import type { AbnormalFlag } from './report.schema.ts';

/**
 * A lab result against its reference range — H above the upper bound, L below the lower, N inside (both
 * bounds inclusive); null for a text result or an item without a numeric range. Shared: the server stores nothing
 * else, the page marks rows and the trend chart by it.
 */
export function abnormalFlag(
  result: string,
  low: number | null,
  high: number | null,
): AbnormalFlag {
  const value = numericResult(result);
  if (value === null || (low === null && high === null)) return null;
  if (high !== null && value > high) return 'H';
  if (low !== null && value < low) return 'L';
  return 'N';
}

/** The number in a lab result ('5.6', '<0.1' → 0.1, '>100' → 100); null for a text result. */
export function numericResult(result: string): number | null {
  const m = /^\s*[<>≤≥]?\s*(-?\d+(?:\.\d+)?)\s*$/.exec(result);
  return m ? Number(m[1]) : null;
}

/** The range as printed: '3.9–6.1', '<5.2' (upper only), '>40' (lower only), '' (none). */
export function formatRange(low: number | null, high: number | null): string {
  if (low !== null && high !== null) return `${low}–${high}`;
  if (high !== null) return `<${high}`;
  if (low !== null) return `>${low}`;
  return '';
}
