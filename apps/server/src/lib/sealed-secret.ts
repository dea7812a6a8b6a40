import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (not just compare, as with a hash) are kept sealed with AES-256-GCM: a random
 * 12-byte IV per value, the 16-byte tag checked on opening. The stored text names its version
 * (`v1.<iv>.<tag>.<ciphertext>`, base64url) so a later key or algorithm can be told apart from this one.
 */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const SEALED = /^v\d+\./;

export interface SecretSealer {
  /** Seals `plain` for `context` (the row it belongs to): a value moved to another row does not open. */
  seal(plain: string, context: string): string;
  /** The plain text of a value this sealer sealed for `context`; throws for anything else. */
  unseal(sealed: string, context: string): string;
}

/** Whether a stored value is sealed (of any version), rather than plain text written before sealing existed. */
export function isSealed(stored: string): boolean {
  return SEALED.test(stored);
}

/**
 * A sealer whose AES key is derived from `setting` with HKDF-SHA256 under `purpose`, so any long random string will
 * do as the setting and one setting can key several purposes without their keys meeting.
 */
export function secretSealer(setting: string, purpose: string): SecretSealer {
  const key = Buffer.from(hkdfSync('sha256', setting, '', purpose, 32));
  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    unseal(sealed, context) {
      const [version, iv, tag, body, ...rest] = sealed.split('.');
      if (version !== VERSION || body === undefined || rest.length > 0)
        throw new Error(`not a ${VERSION} sealed value`);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv!, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(context)).setAuthTag(Buffer.from(tag!, 'base64url'));
      // final() throws when the tag does not match: another key, another context, or an altered value.
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
