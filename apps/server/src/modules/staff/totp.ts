import { Secret, TOTP } from 'otpauth';

/** Shown by authenticator apps above the code (docs/staff-console.md#sign-in). */
export const TOTP_ISSUER = 'Patient portal console';
const PERIOD_SECONDS = 30;

function totpOf(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit secret (RFC 4226's recommended size), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator reads from the QR code, labelled with the staff member's phone. */
export function totpUri(secretBase32: string, phone: string): string {
  return totpOf(secretBase32, phone).toString();
}

/**
 * The time step of a valid code, one step of clock drift either way (RFC 6238 §5.2), or null. The caller refuses a
 * step at or before the last one accepted, so each code signs in once.
 */
export function totpStep(secretBase32: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secretBase32, '').validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** The code of a secret at an instant (tests and the demo's instructions). */
export function totpCode(secretBase32: string, now = Date.now()): string {
  return totpOf(secretBase32, '').generate({ timestamp: now });
}
