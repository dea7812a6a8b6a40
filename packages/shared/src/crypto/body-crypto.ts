import { z } from 'zod';
import { unsafeTextPath } from '../validation/unsafe-text.ts';

/**
 * Calls whose URL contains "encrypt" carry an encrypted POST body and get an encrypted response.
 * AES-256-GCM through WebCrypto, so the one implementation runs in the browser and in Node 20.
 * This is transport obfuscation over TLS, not a security boundary: the key ships in the web bundle (ADR 0002).
 * Wire format: { payload: base64(iv[12] ‖ ciphertext+tag) }.
 */
const IV_BYTES = 12;

export function isEncryptedUrl(url: string): boolean {
  return url.includes('encrypt');
}

async function importKey(secret: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
  return crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const s = atob(text);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

export async function encryptBody(value: unknown, secret: string): Promise<{ payload: string }> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plain = new TextEncoder().encode(JSON.stringify(value));
  const cipher = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await importKey(secret), plain),
  );
  const joined = new Uint8Array(iv.length + cipher.length);
  joined.set(iv);
  joined.set(cipher, iv.length);
  return { payload: toBase64(joined) };
}

/**
 * Throws on a tampered, truncated or foreign payload (GCM authenticates it), and on one whose text holds NUL or a
 * lone surrogate: the server's input guard cannot see inside an encrypted body, so it is checked here.
 */
export async function decryptBody(payload: string, secret: string): Promise<unknown> {
  const joined = fromBase64(payload);
  if (joined.length <= IV_BYTES) throw new Error('payload too short');
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: joined.subarray(0, IV_BYTES) },
    await importKey(secret),
    joined.subarray(IV_BYTES),
  );
  const value = JSON.parse(new TextDecoder().decode(plain)) as unknown;
  if (unsafeTextPath(value) !== null) throw new Error('payload holds NUL or a lone surrogate');
  return value;
}

/** The built-in default key ("a fixed built-in string"); deployments override it with ENCRYPT_KEY / VITE_ENCRYPT_KEY. */
export const DEFAULT_ENCRYPT_KEY = 'portal-pc-default-transport-key-v1';

/** What an encrypted body or response looks like on the wire. */
export const encryptedPayloadSchema = z.object({ payload: z.string().min(1).max(1_400_000) });
