import type { HosId } from '@portal/shared';
import { createHmac } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import * as repo from './trusted-address.repository.ts';

/**
 * An address an account signed in from within the last 90 days is "known" to it, and the
 * per-account failure ceiling does not refuse it (auth.limits.ts). Addresses are kept only as an HMAC under the
 * server's code key, per hospital and account: the table alone tells nobody where a patient signs in from.
 */
const TRUST_DAYS = 90;

const addressHash = (key: Buffer, ip: string) =>
  createHmac('sha256', key).update(`trusted-address|${ip}`).digest('base64url');

export function isTrustedAddress(
  db: Db,
  key: Buffer,
  hosId: HosId,
  phone: string,
  ip: string,
): Promise<boolean> {
  return repo.isTrusted(
    db,
    hosId,
    phone,
    addressHash(key, ip),
    new Date(Date.now() - TRUST_DAYS * 86_400_000),
  );
}

export function rememberAddress(
  db: Db,
  key: Buffer,
  hosId: HosId,
  userId: string,
  ip: string,
): Promise<void> {
  return repo.remember(db, hosId, userId, addressHash(key, ip), new Date());
}
