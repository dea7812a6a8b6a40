import { pathWithQuery } from '../../../lib/query-kit/query-paths.ts';

/** /query/price and its detail child. */
export const PRICE_LIST_PATH = '/query/price';

/** /query/price/detail?code= */
export const priceDetailPath = (code: string) =>
  pathWithQuery(`${PRICE_LIST_PATH}/detail`, { code });
