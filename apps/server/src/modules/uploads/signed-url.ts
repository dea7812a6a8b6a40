import { createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNED_FILE_PATH, type HosId } from '@portal/shared';

/** How long a URL from getOssPrivateResourceUrl reads its file. */
export const SIGNED_URL_TTL_SECONDS = 300;

export interface UrlSigner {
  sign(hosId: HosId, fileId: string, now?: Date): string;
  /** Whether `sig` is this server's for the file and `expires` (unix seconds) is still ahead of `now`. */
  verify(hosId: HosId, fileId: string, expires: number, sig: string, now?: Date): boolean;
}

/**
 * Signed read URLs (HMAC-SHA256 over hospital, file and expiry, with a key of the server's own: app.ts derives it
 * from SMS_CODE_SECRET, never ENCRYPT_KEY which browsers hold). Whoever holds the URL reads the file until it
 * expires; it is handed out only to the file's owner and to the hospital.
 */
export function createUrlSigner(key: Buffer, ttlSeconds = SIGNED_URL_TTL_SECONDS): UrlSigner {
  const mac = (hosId: HosId, fileId: string, expires: number) =>
    createHmac('sha256', key).update(`${hosId}\n${fileId}\n${expires}`).digest('base64url');
  return {
    sign(hosId, fileId, now = new Date()) {
      const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
      const query = new URLSearchParams({
        hosId,
        expires: String(expires),
        sig: mac(hosId, fileId, expires),
      });
      return `${SIGNED_FILE_PATH.replace(':fileId', fileId)}?${query}`;
    },
    verify(hosId, fileId, expires, sig, now = new Date()) {
      if (expires * 1000 <= now.getTime()) return false;
      const want = Buffer.from(mac(hosId, fileId, expires));
      const got = Buffer.from(sig);
      return got.length === want.length && timingSafeEqual(got, want);
    },
  };
}
