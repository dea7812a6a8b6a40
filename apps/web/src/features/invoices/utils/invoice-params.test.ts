import { describe, expect, it } from 'vitest';
import { readInvoiceParams, withInvoiceParams } from './invoice-params.ts';

const TODAY = '2026-11-27';

describe('readInvoiceParams', () => {
  it('defaults to both kinds, the last year and page 1', () => {
    expect(readInvoiceParams(new URLSearchParams(), TODAY)).toEqual({
      kind: '',
      from: '2025-11-27',
      to: TODAY,
      page: 1,
    });
  });

  it('reads a kind, a range and a page, and ignores a malformed kind or range', () => {
    expect(
      readInvoiceParams(
        new URLSearchParams('kind=inpatient&from=2026-01-01&to=2026-02-01&page=3'),
        TODAY,
      ),
    ).toEqual({ kind: 'inpatient', from: '2026-01-01', to: '2026-02-01', page: 3 });
    expect(
      readInvoiceParams(new URLSearchParams('kind=gold&from=2026-13-01&to=x'), TODAY),
    ).toMatchObject({ kind: '', from: '2025-11-27', to: TODAY });
  });

  it('writes changes and removes defaults', () => {
    const next = withInvoiceParams(new URLSearchParams('kind=outpatient&page=2'), {
      page: null,
      kind: 'inpatient',
    });
    expect(next.toString()).toBe('kind=inpatient');
  });
});
