import type { InvoiceKind } from '@portal/shared';
import { readPage, readRange, withSearch, type DayRange } from '../../../lib/query-range.ts';

export interface InvoiceListParams extends DayRange {
  /** '' = both kinds. */
  kind: InvoiceKind | '';
  page: number;
}

/**
 * Reads the list's filters from the URL (`kind`, `from`, `to`, `page`: back and reload keep them); anything missing or
 * malformed falls back to its default: both kinds, page 1, and the last year (a stay's invoice is often wanted long
 * after discharge, so not the 3 months of the other queries).
 */
export function readInvoiceParams(params: URLSearchParams, today: string): InvoiceListParams {
  const kind = params.get('kind');
  return {
    kind: kind === 'outpatient' || kind === 'inpatient' ? kind : '',
    ...readRange(params, today, '1y'),
    page: readPage(params),
  };
}

/** `params` with `changes` to the list's filters applied: null removes one. */
export const withInvoiceParams = (
  params: URLSearchParams,
  changes: Partial<Record<'kind' | 'from' | 'to' | 'page', string | null>>,
) => withSearch(params, changes);

/** Inpatient slug electronic-invoice. */
export const INVOICES_PATH = '/inpatient/electronic-invoice';
