import { FILM_MODALITIES, type FilmModality } from '@portal/shared';
import { readPage, readRange, withSearch, type DayRange } from '../../../lib/query-range.ts';

export interface FilmListParams extends DayRange {
  /** '' = every modality. */
  modality: '' | FilmModality;
  page: number;
}

/**
 * Films are compared over time and a patient has few of them: the list opens on the last year (not 3 months like
 * the other queries), the span the server's default also covers.
 */
export const FILM_DEFAULT_RANGE = '1y';

const isModality = (v: string | null): v is FilmModality =>
  (FILM_MODALITIES as readonly string[]).includes(v ?? '');

/**
 * Reads the list's filters from the URL (`modality`, `from`, `to`, `page`: back and reload keep them); anything
 * missing or malformed falls back to its default (every modality, a year, page 1).
 */
export function readFilmParams(params: URLSearchParams, today: string): FilmListParams {
  const modality = params.get('modality');
  return {
    modality: isModality(modality) ? modality : '',
    ...readRange(params, today, FILM_DEFAULT_RANGE),
    page: readPage(params),
  };
}

/** `params` with `changes` to the list's filters applied: null removes one. */
export const withFilmParams = (
  params: URLSearchParams,
  changes: Partial<Record<'modality' | 'from' | 'to' | 'page', string | null>>,
) => withSearch(params, changes);
