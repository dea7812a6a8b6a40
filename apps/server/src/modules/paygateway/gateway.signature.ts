import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The sandbox gateway's notification signature: HMAC-SHA256 (hex) over the canonical string of every field but
 * `sign` — keys sorted, empty values left out, `key=value` joined by '&' — like the common providers' schemes.
 */
export function canonicalString(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((k) => k !== 'sign' && fields[k] !== '')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
}

export function signFields(fields: Record<string, string>, secret: string): string {
  return createHmac('sha256', secret).update(canonicalString(fields)).digest('hex');
}

/** Constant-time comparison of the `sign` field with the expected signature. */
export function verifySignature(fields: Record<string, string>, secret: string): boolean {
  const given = Buffer.from(fields.sign ?? '', 'utf8');
  const expected = Buffer.from(signFields(fields, secret), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
