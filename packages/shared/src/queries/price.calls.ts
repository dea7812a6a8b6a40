import { okEnvelope } from '../api/envelope.ts';
import {
  priceDetailSchema,
  priceListQuery,
  pricePageSchema,
  priceRefQuery,
} from './price.schema.ts';

/**
 * Price query (module query-price; FUNC001 where it is closed). Public on purpose: prices are the same for
 * everyone, so no sign-in is needed — unless the hospital's QUERY config `priceQueryNeedsLogin` says otherwise, then a
 * signed-out call answers C024 like any signed-in call. C002 an unknown code; C019 a malformed search text.
 */
export const priceCalls = {
  getPrices: {
    method: 'GET',
    path: '/feature/api/price/list',
    query: priceListQuery,
    response: okEnvelope(pricePageSchema),
  },
  getPrice: {
    method: 'GET',
    path: '/feature/api/price/info',
    query: priceRefQuery,
    response: okEnvelope(priceDetailSchema),
  },
} as const;
