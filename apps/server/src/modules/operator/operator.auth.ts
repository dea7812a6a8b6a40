import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../errors/app-error.ts';

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

/**
 * Operator calls take `Authorization: Bearer <OPERATOR_TOKEN>`. Compared in constant time (digests of equal
 * length, so neither content nor length leaks through timing). Without a configured token (outside demo mode,
 * OPERATOR_TOKEN unset) every call is refused with OPERATOR001; a missing or wrong credential — a patient's session
 * token included — with OPERATOR002 (401, never 403: a 403 makes the web clear the whole session).
 */
export function requireOperator(
  authorization: string | undefined,
  operatorToken: string | undefined,
): void {
  if (!operatorToken) throw new AppError('OPERATOR001');
  const match = /^Bearer (.+)$/.exec(authorization ?? '');
  if (!match || !timingSafeEqual(digest(match[1]!), digest(operatorToken)))
    throw new AppError('OPERATOR002');
}
