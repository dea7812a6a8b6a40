import path from 'node:path';
import type { Env } from './config/env.ts';
import type { Db } from './db/database.ts';
import type { HisAdapter } from './his/his.ts';
import { createSandboxHis } from './his/sandbox/sandbox-his.ts';
import { createSandboxGateway, type PayGateway } from './modules/paygateway/gateway.service.ts';
import { demoPhones } from './modules/sms/demo-phones.ts';
import { noSmsSender, sandboxSmsSender, type SmsSender } from './modules/sms/sms.sender.ts';
import { createDemoSmsOutbox, type DemoSmsOutbox } from './modules/sms/sms.service.ts';
import type { FileStore } from './storage/file-store.ts';
import { createLocalFileStore } from './storage/local-file-store.ts';
import { createS3FileStore } from './storage/s3-file-store.ts';

/**
 * The adapters to the outside world, built once (docs/architecture.md#one-composition-root) and handed to buildApp and to every
 * background job, so no path can run on another one. Tests may pass their own.
 */
export interface Adapters {
  /** Sends texts: the sandbox outbox in demo mode; otherwise none is configured and a code request answers C030. */
  sms: SmsSender;
  /** The QR pay provider: the in-process sandbox gateway in demo mode; otherwise none, and QR payment answers PAY006. */
  payGateway: PayGateway | null;
  /** The demo SMS outbox call (demo phones only): with the sandbox SMS adapter and DEMO_SMS_OUTBOX, never otherwise. */
  smsOutbox: DemoSmsOutbox | null;
  /** The hospital information system (docs/architecture.md#the-his-is-an-adapter): reports, dictionaries and, later, the other queries. */
  his: HisAdapter;
  /** Uploads: an S3-compatible bucket when S3_BUCKET is set, else the folder DATA_DIR/uploads. */
  files: FileStore;
}

/**
 * The sandbox gateway (its scan page, its notifications) and the sandbox SMS adapter with
 * its outbox exist only in demo mode. This repository ships no real provider, so outside demo mode there is none.
 * Nor does it ship a client of a real HIS — the built-in one is the hospital's system in every mode, as it
 * already was for departments, schedules and cards; a real one replaces it here and nowhere else.
 */
export function createAdapters(
  env: Pick<Env, 'DEMO_MODE' | 'DEMO_SMS_OUTBOX'> & Partial<FileStoreEnv>,
  db: Db,
): Adapters {
  const his = createSandboxHis(db);
  const files = createFileStore(env);
  if (!env.DEMO_MODE) return { sms: noSmsSender, payGateway: null, smsOutbox: null, his, files };
  return {
    sms: sandboxSmsSender(db),
    payGateway: createSandboxGateway(db),
    smsOutbox: env.DEMO_SMS_OUTBOX ? createDemoSmsOutbox(db, demoPhones()) : null,
    his,
    files,
  };
}

type FileStoreEnv = Pick<
  Env,
  | 'DATA_DIR'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
>;

/** The env check (config/env.ts) has made sure a bucket comes with its endpoint and keys. */
function createFileStore(env: Partial<FileStoreEnv>): FileStore {
  if (env.S3_BUCKET && env.S3_ENDPOINT && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return createS3FileStore({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION ?? 'us-east-1',
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    });
  }
  return createLocalFileStore(path.join(env.DATA_DIR ?? path.resolve('data'), 'uploads'));
}
