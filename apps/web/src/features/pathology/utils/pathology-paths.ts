import { pathWithQuery } from '../../../lib/query-kit/query-paths.ts';

/** /query/pathology and its detail child. */
export const PATHOLOGY_LIST_PATH = '/query/pathology';

/** /query/pathology/detail?pathologyId= */
export const pathologyDetailPath = (pathologyId: string) =>
  pathWithQuery(`${PATHOLOGY_LIST_PATH}/detail`, { pathologyId });
