import { FILM_MODALITIES, queryDaySchema, type FilmModality } from '@portal/shared';
import { quickRange, readPage, withSearch, type DayRange } from '../../../lib/query-range.ts';

/** The list's filters as they sit in the URL (back and reload keep them); defaults are left out. */
export const FILM_PARAM = { modality: 'modality', from: 'from', to: 'to', page: 'page' } as const;

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

const isDay = (v: string | null): v is string => v !== null && queryDaySchema.safeParse(v).success;
const isModality = (v: string | null): v is FilmModality =>
  (FILM_MODALITIES as readonly string[]).includes(v ?? '');

/** Reads the filters from the URL; anything missing or malformed falls back to its default (every modality, a year, page 1). */
export function readFilmParams(params: URLSearchParams, today: string): FilmListParams {
  const from = params.get(FILM_PARAM.from);
  const to = params.get(FILM_PARAM.to);
  const modality = params.get(FILM_PARAM.modality);
  return {
    modality: isModality(modality) ? modality : '',
    ...(isDay(from) && isDay(to) ? { from, to } : quickRange(FILM_DEFAULT_RANGE, today)),
    page: readPage(params),
  };
}

/** `params` with `changes` applied: null removes a parameter. */
export function withFilmParams(
  params: URLSearchParams,
  changes: Partial<Record<keyof typeof FILM_PARAM, string | null>>,
): URLSearchParams {
  return withSearch(
    params,
    Object.fromEntries(
      Object.entries(changes).map(([name, value]) => [
        FILM_PARAM[name as keyof typeof FILM_PARAM],
        value,
      ]),
    ),
  );
}
