import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';

/**
 * Writes that must never happen twice (booking, payment) carry an `Idempotency-Key` header of 1–100
 * characters; without one the request is refused before anything runs.
 */
export function requireIdempotencyKey(request: FastifyRequest): string {
  const value = request.headers['idempotency-key'];
  if (value === undefined || value === '') throw new AppError('APPOINT009');
  if (typeof value !== 'string' || value.length > 100)
    throw new AppError('C019', { field: 'Idempotency-Key' });
  return value;
}
