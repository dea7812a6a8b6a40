import type { FastifyRequest } from 'fastify';

/**
 * The origin the scan page is reached at: SCAN_PAGE_BASE_URL when a proxy rewrites Host, otherwise the one the page
 * reached us at (behind a proxy, X-Forwarded-* when TRUST_PROXY is on).
 */
export const payOrigin = (request: FastifyRequest, scanBaseUrl?: string) =>
  scanBaseUrl ?? `${request.protocol}://${request.host}`;
