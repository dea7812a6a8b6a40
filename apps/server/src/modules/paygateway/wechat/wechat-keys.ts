import { createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../../errors/app-error.ts';

/** A WeChat Pay platform certificate: what verifies the provider's answers and notifications. */
export interface PlatformCertificate {
  /** Upper-case hex, as the Wechatpay-Serial header names it. */
  serial: string;
  publicKey: KeyObject;
  validFrom: Date;
  validTo: Date;
}

/** One merchant's keys, as its secrets folder holds them. */
export interface MerchantKeys {
  mchId: string;
  /** The merchant API private key: signs every request. */
  privateKey: KeyObject;
  /** The serial of the merchant API certificate the private key belongs to (the Authorization's serial_no). */
  serial: string;
  /** The APIv3 key: decrypts the resources of notifications (AES-256-GCM). */
  apiV3Key: Buffer;
  platform: PlatformCertificate[];
}

/** Merchant ids are digits at WeChat Pay; anything else could reach outside the secrets folder. */
const MCH_ID = /^[0-9A-Za-z_-]{1,32}$/;

interface Cached {
  base: Omit<MerchantKeys, 'platform'>;
  platformMtime: number;
  platform: PlatformCertificate[];
}

/**
 * Reads each merchant's keys from `${secretsDir}/wechat/${mchId}/` when first needed, and keeps them:
 * apiclient_key.pem, apiclient_serial, apiv3_key and platform/*.pem. The platform folder is looked at again when it
 * changes (a stat per call), so a certificate dropped in for a rotation is trusted without a restart.
 */
export function createWechatKeys(secretsDir: string) {
  const cache = new Map<string, Promise<Cached>>();

  async function load(mchId: string): Promise<Cached> {
    const dir = path.join(secretsDir, 'wechat', mchId);
    const [key, serial, apiV3Key] = await Promise.all([
      readFile(path.join(dir, 'apiclient_key.pem'), 'utf8'),
      readFile(path.join(dir, 'apiclient_serial'), 'utf8'),
      readFile(path.join(dir, 'apiv3_key'), 'utf8'),
    ]).catch(() => {
      throw new AppError('PAY006');
    });
    const v3 = Buffer.from(apiV3Key.trim(), 'utf8');
    if (v3.length !== 32) throw new Error(`wechat pay: the APIv3 key of ${mchId} is not 32 bytes`);
    const { mtime, certificates } = await readPlatform(dir);
    return {
      base: {
        mchId,
        privateKey: createPrivateKey(key),
        serial: serial.trim().toUpperCase(),
        apiV3Key: v3,
      },
      platformMtime: mtime,
      platform: certificates,
    };
  }

  return {
    async of(mchId: string): Promise<MerchantKeys> {
      if (!MCH_ID.test(mchId)) throw new AppError('PAY006');
      let pending = cache.get(mchId);
      if (!pending) {
        pending = load(mchId);
        cache.set(mchId, pending);
        // A merchant whose folder is not there yet is read again next time.
        pending.catch(() => cache.delete(mchId));
      }
      const cached = await pending;
      const dir = path.join(secretsDir, 'wechat', mchId);
      const mtime = await platformMtime(dir);
      if (mtime !== cached.platformMtime) {
        const fresh = await readPlatform(dir);
        cached.platformMtime = fresh.mtime;
        cached.platform = fresh.certificates;
      }
      return { ...cached.base, platform: cached.platform };
    },
  };
}

async function platformMtime(dir: string): Promise<number> {
  return (await stat(path.join(dir, 'platform')).catch(() => null))?.mtimeMs ?? 0;
}

async function readPlatform(
  dir: string,
): Promise<{ mtime: number; certificates: PlatformCertificate[] }> {
  const folder = path.join(dir, 'platform');
  const mtime = await platformMtime(dir);
  const names = (await readdir(folder).catch(() => [] as string[])).filter((n) =>
    n.endsWith('.pem'),
  );
  const certificates = await Promise.all(
    names.map(async (name) => {
      const cert = new X509Certificate(await readFile(path.join(folder, name)));
      return {
        serial: cert.serialNumber.toUpperCase(),
        publicKey: cert.publicKey,
        validFrom: new Date(cert.validFrom),
        validTo: new Date(cert.validTo),
      };
    }),
  );
  return { mtime, certificates };
}

/** The certificate of `serial` and whether it is in force at `at`; undefined when there is none of that serial. */
export function platformCertificate(
  keys: MerchantKeys,
  serial: string,
  at: Date,
): { certificate: PlatformCertificate; inForce: boolean } | undefined {
  const certificate = keys.platform.find((c) => c.serial === serial.toUpperCase());
  if (!certificate) return undefined;
  return { certificate, inForce: certificate.validFrom <= at && at <= certificate.validTo };
}
