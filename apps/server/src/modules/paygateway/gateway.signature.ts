import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The gateway notification signature: HMAC-SHA256 (hex) over the canonical string of every field but `sign`.
 * Keys and values are percent-encoded (encodeURIComponent, as in OAuth 1.0's signature base string) and
 * empty values are kept, so '&' and '=' inside a value cannot forge a field boundary and `{a: ''}` is not `{}`:
 * two different field sets never share a canonical string. Keys sorted, `key=value` joined by '&'.
 * Throws URIError on a string that is not well-formed UTF-16 (a lone surrogate), which has no encoding.
 */
export function canonicalString(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((k) => k !== 'sign')
    .sort()
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(fields[k]!)}`)
    .join('&');
}

export function signFields(fields: Record<string, string>, secret: string): string {
  return createHmac('sha256', secret).update(canonicalString(fields)).digest('hex');
}

/** Constant-time comparison of the `sign` field with the expected signature; false for fields that cannot be signed. */
export function verifySignature(fields: Record<string, string>, secret: string): boolean {
  let expected: Buffer;
  try {
    expected = Buffer.from(signFields(fields, secret), 'utf8');
  } catch {
    return false;
  }
  const given = Buffer.from(fields.sign ?? '', 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
