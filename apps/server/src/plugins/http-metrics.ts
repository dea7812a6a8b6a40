import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';
import { isApiPath } from './web.ts';

export const METRICS_PATH = '/metrics';

/**
 * The API's goal is a p99 of ~20 ms, so the buckets are fine below 50 ms and coarse above; 14 buckets
 * keep a series per call small. Seconds, as Prometheus expects.
 */
export const HTTP_BUCKETS = [
  0.001, 0.0025, 0.005, 0.0075, 0.01, 0.015, 0.02, 0.03, 0.05, 0.1, 0.25, 0.5, 1, 2.5,
];

/**
 * The `operation` label: the call's OpenAPI operationId (registerCall), else the route's pattern (never the raw URL,
 * so a patient id or a hash in a path cannot grow the label set); files of the web app are one 'static'
 * (each is a route of its own), and whatever no route matched is one 'unmatched'.
 */
export function operationOf(request: FastifyRequest): string {
  if (request.is404) return 'unmatched';
  const { schema, url } = request.routeOptions;
  const operationId = (schema as { operationId?: unknown } | undefined)?.operationId;
  if (typeof operationId === 'string') return operationId;
  if (!url) return 'unmatched';
  return isApiPath(url) ? url : 'static';
}

/**
 * A counter and a latency histogram per call, method and status class (2xx, 4xx, …), observed when
 * the answer has been sent (so refusals by the rate limiter or the auth hook count too). The scrape itself is left out.
 */
export function registerHttpMetrics(app: FastifyInstance, registry: Registry) {
  const labelNames = ['operation', 'method', 'status_class'] as const;
  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'HTTP requests answered, by call (operationId), method and status class',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by call, method and status class',
    labelNames,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.url === METRICS_PATH) return;
    const labels = {
      operation: operationOf(request),
      method: request.method,
      status_class: `${Math.floor(reply.statusCode / 100)}xx`,
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
}
