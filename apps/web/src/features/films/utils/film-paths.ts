/** /query/cloud-film, its study child, and the share page a link opens. */
export const FILM_LIST_PATH = '/query/cloud-film';
export const FILM_STUDY_PATH = `${FILM_LIST_PATH}/study`;
export const FILM_SHARED_PATH = `${FILM_LIST_PATH}/shared`;

/** /query/cloud-film/study?studyId= */
export const filmStudyPath = (studyId: string) =>
  `${FILM_STUDY_PATH}?${new URLSearchParams({ studyId }).toString()}`;

/** What the list hands the study page in the history state: its own search, so 'back to the list' keeps the filters. */
export interface FromFilmListState {
  listSearch: string;
}

export function filmListPathFrom(state: unknown): string {
  const search = (state as Partial<FromFilmListState> | null)?.listSearch;
  return typeof search === 'string' && search.startsWith('?')
    ? `${FILM_LIST_PATH}${search}`
    : FILM_LIST_PATH;
}

/** The full address of a share link as the patient sends it (the server answers the path; the origin is the portal's). */
export const shareLinkUrl = (linkPath: string, origin = window.location.origin) =>
  `${origin}${linkPath}`;
