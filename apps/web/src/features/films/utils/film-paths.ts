import { pathWithQuery } from '../../../lib/query-kit/query-paths.ts';

/** /query/cloud-film, its study child, and the share page a link opens. */
export const FILM_LIST_PATH = '/query/cloud-film';
export const FILM_STUDY_PATH = `${FILM_LIST_PATH}/study`;
export const FILM_SHARED_PATH = `${FILM_LIST_PATH}/shared`;

/** /query/cloud-film/study?studyId= */
export const filmStudyPath = (studyId: string) => pathWithQuery(FILM_STUDY_PATH, { studyId });

/** The full address of a share link as the patient sends it (the server answers the path; the origin is the portal's). */
export const shareLinkUrl = (linkPath: string, origin = window.location.origin) =>
  `${origin}${linkPath}`;
