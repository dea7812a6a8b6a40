import { pathWithQuery } from '../../../lib/query-kit/query-paths.ts';

/** /query/prescription and its detail child. */
export const PRESCRIPTION_LIST_PATH = '/query/prescription';

/** /query/prescription/detail?prescriptionId= */
export const prescriptionDetailPath = (prescriptionId: string) =>
  pathWithQuery(`${PRESCRIPTION_LIST_PATH}/detail`, { prescriptionId });
