import type { HosId } from '@portal/shared';
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Film images are served at short-lived signed addresses. An <img> cannot send the bearer header, and
 * fetching every image as a blob through the API client would defeat the browser's cache and the viewer's own
 * loading; a signed address is a capability for one image of one study until `exp`, issued only with a study the
 * reader may see (the owner's detail or an opened share), so the image endpoint needs no session. Expiry times are
 * rounded up to a 5-minute step: a study read twice within a step gets the same addresses, which the browser caches.
 */
export const IMAGE_URL_TTL_SECONDS = 15 * 60;
const STEP_SECONDS = 5 * 60;
export const FILM_IMAGE_PATH = '/feature/api/film/image';

export interface ImageRef {
  hosId: HosId;
  studyId: string;
  imageId: string;
}

export function imageUrlExpiry(now: Date, notAfter?: Date): number {
  const exp =
    Math.ceil((now.getTime() / 1000 + IMAGE_URL_TTL_SECONDS) / STEP_SECONDS) * STEP_SECONDS;
  return notAfter ? Math.min(exp, Math.floor(notAfter.getTime() / 1000)) : exp;
}

export function createImageSigner(key: Buffer) {
  const sign = (ref: ImageRef, exp: number) =>
    createHmac('sha256', key)
      .update(`${ref.hosId}|${ref.studyId}|${ref.imageId}|${exp}`)
      .digest('base64url');
  return {
    url(ref: ImageRef, exp: number): string {
      const q = new URLSearchParams({
        hosId: ref.hosId,
        studyId: ref.studyId,
        imageId: ref.imageId,
        exp: String(exp),
        sig: sign(ref, exp),
      });
      return `${FILM_IMAGE_PATH}?${q.toString()}`;
    },
    /** The signature matches and the address has not expired. */
    valid(ref: ImageRef, exp: number, sig: string, now: Date): boolean {
      if (exp * 1000 <= now.getTime()) return false;
      const want = Buffer.from(sign(ref, exp));
      const given = Buffer.from(sig);
      return want.length === given.length && timingSafeEqual(want, given);
    },
  };
}
export type ImageSigner = ReturnType<typeof createImageSigner>;
