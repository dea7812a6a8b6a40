import type { InvoiceKind } from '@portal/shared';
import {
  quickRange,
  readPage,
  readRange,
  withSearch,
  type DayRange,
} from '../../../lib/query-range.ts';

/** The list's filters as they sit in the URL (back and reload keep them); defaults are left out. */
export const INVOICE_PARAM = { kind: 'kind', from: 'from', to: 'to', page: 'page' } as const;

export interface InvoiceListParams extends DayRange {
  /** '' = both kinds. */
  kind: InvoiceKind | '';
  page: number;
}

/**
 * Reads the filters from the URL; anything missing or malformed falls back to its default: both kinds, page 1, and
 * the last year (a stay's invoice is often wanted long after discharge, so not the 3 months of the other queries).
 */
export function readInvoiceParams(params: URLSearchParams, today: string): InvoiceListParams {
  const kind = params.get(INVOICE_PARAM.kind);
  const read = readRange(params, today);
  const range =
    read.from === params.get(INVOICE_PARAM.from) && read.to === params.get(INVOICE_PARAM.to)
      ? read
      : quickRange('1y', today);
  return {
    kind: kind === 'outpatient' || kind === 'inpatient' ? kind : '',
    ...range,
    page: readPage(params),
  };
}

/** `params` with `changes` applied: null removes a parameter. */
export function withInvoiceParams(
  params: URLSearchParams,
  changes: Partial<Record<keyof typeof INVOICE_PARAM, string | null>>,
): URLSearchParams {
  return withSearch(
    params,
    Object.fromEntries(
      Object.entries(changes).map(([name, value]) => [
        INVOICE_PARAM[name as keyof typeof INVOICE_PARAM],
        value,
      ]),
    ),
  );
}

/** Inpatient slug electronic-invoice. */
export const INVOICES_PATH = '/inpatient/electronic-invoice';
