import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../../errors/app-error.ts';

/**
 * One Alipay app's keys, from the secrets folder (never the database or the repository):
 * `${secretsDir}/alipay/${appId}/app-private-key.pem` signs our requests; `alipay-public-key.pem` verifies Alipay's
 * answers and notifications; `alipay-public-key.next.pem`, only while Alipay's key is being rotated, is accepted
 * beside it.
 */
export interface AlipayKeys {
  appId: string;
  /** PKCS#8 PEM. */
  appPrivateKey: string;
  /** SPKI PEM. */
  alipayPublicKey: string;
  alipayNextPublicKey: string | null;
}

/** App ids are Alipay's digits; anything else never names a folder (no path tricks through a hospital setting). */
const APP_ID = /^[0-9A-Za-z_-]{1,64}$/;

/** Reads each app's keys when first asked and keeps them; a failed read is not kept, so keys put in place later work. */
export function alipayKeyStore(secretsDir: string): (appId: string) => Promise<AlipayKeys> {
  const cache = new Map<string, Promise<AlipayKeys>>();
  return (appId) => {
    let keys = cache.get(appId);
    if (!keys) {
      keys = readKeys(secretsDir, appId);
      cache.set(appId, keys);
      keys.catch(() => cache.delete(appId));
    }
    return keys;
  };
}

async function readKeys(secretsDir: string, appId: string): Promise<AlipayKeys> {
  if (!APP_ID.test(appId)) throw new AppError('PAY006');
  const dir = path.join(secretsDir, 'alipay', appId);
  const read = (name: string) => readFile(path.join(dir, name), 'utf8');
  let privateText: string, publicText: string;
  try {
    [privateText, publicText] = await Promise.all([
      read('app-private-key.pem'),
      read('alipay-public-key.pem'),
    ]);
  } catch (err) {
    // No folder (or no key in it): this app is not set up on this server, as if the hospital had no merchant.
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new AppError('PAY006');
    throw err;
  }
  const nextText = await read('alipay-public-key.next.pem').catch((err: unknown) => {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  });
  return {
    appId,
    appPrivateKey: pem(privateKeyOf(privateText), 'pkcs8'),
    alipayPublicKey: pem(publicKeyOf(publicText), 'spki'),
    alipayNextPublicKey: nextText === null ? null : pem(publicKeyOf(nextText), 'spki'),
  };
}

/**
 * Alipay's key tool hands keys out as PEM or as bare base64 (PKCS#1 for most languages, PKCS#8 for Java); all of them
 * become PKCS#8 PEM, the one form the SDK is told to expect.
 */
function privateKeyOf(text: string): KeyObject {
  const t = text.trim();
  if (t.startsWith('-----BEGIN')) return createPrivateKey(t);
  const der = Buffer.from(t.replace(/\s+/g, ''), 'base64');
  try {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  } catch {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs1' });
  }
}

function publicKeyOf(text: string): KeyObject {
  const t = text.trim();
  if (t.startsWith('-----BEGIN')) return createPublicKey(t);
  return createPublicKey({
    key: Buffer.from(t.replace(/\s+/g, ''), 'base64'),
    format: 'der',
    type: 'spki',
  });
}

const pem = (key: KeyObject, type: 'pkcs8' | 'spki') =>
  // Trimmed: the SDK re-wraps a PEM line by line and would keep an END line followed by a newline in the body.
  (key.export({ type, format: 'pem' }) as string).trim();
