import { okEnvelope } from '../api/envelope.ts';
import {
  priceDetailSchema,
  priceListQuery,
  pricePageSchema,
  priceRefQuery,
} from './price.schema.ts';

/**
 * Price query (module query-price; FUNC001 where it is closed). The /query/price pages need sign-in, so do their
 * calls: signed out, C024. C002 an unknown code; C019 a malformed search text.
 */
export const priceCalls = {
  getPrices: {
    method: 'GET',
    path: '/feature/api/price/list',
    auth: true,
    query: priceListQuery,
    response: okEnvelope(pricePageSchema),
  },
  getPrice: {
    method: 'GET',
    path: '/feature/api/price/info',
    auth: true,
    query: priceRefQuery,
    response: okEnvelope(priceDetailSchema),
  },
} as const;
