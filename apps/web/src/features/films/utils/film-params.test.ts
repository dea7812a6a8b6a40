import { describe, expect, it } from 'vitest';
import { readFilmParams, withFilmParams } from './film-params.ts';

const TODAY = '2026-11-24';
const read = (search: string) => readFilmParams(new URLSearchParams(search), TODAY);

describe('readFilmParams', () => {
  it('defaults to every modality over the last year, page 1', () => {
    expect(read('')).toEqual({ modality: '', from: '2025-11-24', to: TODAY, page: 1 });
  });

  it('reads a modality, a range and a page from the URL', () => {
    expect(read('modality=MR&from=2026-01-01&to=2026-02-01&page=3')).toEqual({
      modality: 'MR',
      from: '2026-01-01',
      to: '2026-02-01',
      page: 3,
    });
  });

  it('falls back for a modality it does not know, a malformed day or page', () => {
    expect(read('modality=XR&from=2026-1-1&to=2026-02-01&page=x')).toEqual({
      modality: '',
      from: '2025-11-24',
      to: TODAY,
      page: 1,
    });
  });
});

describe('withFilmParams', () => {
  it('sets and removes parameters, keeping the others', () => {
    const next = withFilmParams(new URLSearchParams('modality=CT&page=2&other=1'), {
      modality: null,
      page: null,
      from: '2026-01-01',
    });
    expect(next.toString()).toBe('other=1&from=2026-01-01');
  });
});
