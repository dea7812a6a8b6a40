import path from 'node:path';
import type { Env } from './config/env.ts';
import type { Db } from './db/database.ts';
import type { HisAdapter } from './his/his.ts';
import { createSandboxHis } from './his/sandbox/sandbox-his.ts';
import { createSandboxGateway } from './modules/paygateway/gateway.service.ts';
import type { PayGateway } from './modules/paygateway/pay-gateway.ts';
import { demoPhones } from './modules/sms/demo-phones.ts';
import { readHospitalConfig, type HosId } from '@portal/shared';
import { createAlipayChannel } from './modules/paygateway/alipay/alipay-channel.ts';
import { createWechatChannel } from './modules/paygateway/wechat/wechat-channel.ts';
import { readConfigItems } from './modules/hospital/hospital.service.ts';
import { createAliyunSms } from './modules/sms/providers/aliyun-sms.ts';
import type { SmsProvider } from './modules/sms/providers/sms-provider.ts';
import { createTencentSms } from './modules/sms/providers/tencent-sms.ts';
import { createSmsDispatcher, type SmsDispatcher } from './modules/sms/sms.dispatch.ts';
import { sandboxSmsSender, type SmsSender } from './modules/sms/sms.sender.ts';
import { createDemoSmsOutbox, type DemoSmsOutbox } from './modules/sms/sms.service.ts';
import type { FileStore } from './storage/file-store.ts';
import { createLocalFileStore } from './storage/local-file-store.ts';
import { createS3FileStore } from './storage/s3-file-store.ts';

/**
 * The adapters to the outside world, built once (docs/architecture.md#one-composition-root) and handed to buildApp and to every
 * background job, so no path can run on another one. Tests may pass their own.
 */
export interface Adapters {
  /**
   * Sends texts through the provider each hospital picked (docs/sms.md): the sandbox outbox (demo mode only), Aliyun
   * or Tencent Cloud when the environment holds their keys; a hospital whose provider is not built answers C030.
   */
  sms: SmsSender;
  /** The SMS dispatcher's providers and logger (server.ts: the start-up check, failures into the app's log). */
  smsSetup: Pick<SmsDispatcher, 'available' | 'useLog'>;
  /**
   * The QR pay channels this server can reach (docs/payments.md#channels): the in-process sandbox in demo mode, Alipay
   * and WeChat Pay when the secrets folder is set. None: QR payment answers PAY006. Routed per hospital and order by
   * the payments' router (purposes.ts).
   */
  payChannels: PayGateway[];
  /** The demo SMS outbox call (demo phones only): with the sandbox SMS adapter and DEMO_SMS_OUTBOX, never otherwise. */
  smsOutbox: DemoSmsOutbox | null;
  /** The hospital information system (docs/architecture.md#the-his-is-an-adapter): reports, dictionaries and, later, the other queries. */
  his: HisAdapter;
  /** Uploads: an S3-compatible bucket when S3_BUCKET is set, else the folder DATA_DIR/uploads. */
  files: FileStore;
}

/**
 * The sandbox gateway (its scan page, its notifications) and the sandbox SMS adapter with
 * its outbox exist only in demo mode. The real SMS and pay providers are built in any mode when their keys are set.
 * This repository ships no client of a real HIS — the built-in one is the hospital's system in every mode, as it
 * already was for departments, schedules and cards; a real one replaces it here and nowhere else.
 */
export function createAdapters(
  env: Pick<Env, 'DEMO_MODE' | 'DEMO_SMS_OUTBOX'> &
    Partial<FileStoreEnv> &
    Partial<SmsEnv> &
    Partial<PayEnv>,
  db: Db,
): Adapters {
  const his = createSandboxHis(db);
  const files = createFileStore(env);
  const sms = createSmsDispatcher({
    sandbox: env.DEMO_MODE ? sandboxSmsSender(db) : null,
    providers: createSmsProviders(env),
    settingsOf: async (hosId) => readHospitalConfig(await readConfigItems(db, hosId, ['SMS'])),
  });
  const providers = createPayProviders(env, db);
  if (!env.DEMO_MODE)
    return { sms, smsSetup: sms, payChannels: providers, smsOutbox: null, his, files };
  return {
    sms,
    smsSetup: sms,
    payChannels: [createSandboxGateway(db), ...providers],
    smsOutbox: env.DEMO_SMS_OUTBOX ? createDemoSmsOutbox(db, demoPhones()) : null,
    his,
    files,
  };
}

type SmsEnv = Pick<
  Env,
  | 'ALIYUN_SMS_ACCESS_KEY_ID'
  | 'ALIYUN_SMS_ACCESS_KEY_SECRET'
  | 'ALIYUN_SMS_ENDPOINT'
  | 'TENCENT_SMS_SECRET_ID'
  | 'TENCENT_SMS_SECRET_KEY'
  | 'TENCENT_SMS_SDK_APP_ID'
  | 'TENCENT_SMS_REGION'
  | 'TENCENT_SMS_ENDPOINT'
>;

/** The real SMS providers whose keys the environment holds (config/env.ts checks they come complete). */
function createSmsProviders(env: Partial<SmsEnv>): SmsProvider[] {
  const out: SmsProvider[] = [];
  if (env.ALIYUN_SMS_ACCESS_KEY_ID && env.ALIYUN_SMS_ACCESS_KEY_SECRET)
    out.push(
      createAliyunSms({
        accessKeyId: env.ALIYUN_SMS_ACCESS_KEY_ID,
        accessKeySecret: env.ALIYUN_SMS_ACCESS_KEY_SECRET,
        endpoint: env.ALIYUN_SMS_ENDPOINT,
      }),
    );
  if (env.TENCENT_SMS_SECRET_ID && env.TENCENT_SMS_SECRET_KEY && env.TENCENT_SMS_SDK_APP_ID)
    out.push(
      createTencentSms({
        secretId: env.TENCENT_SMS_SECRET_ID,
        secretKey: env.TENCENT_SMS_SECRET_KEY,
        sdkAppId: env.TENCENT_SMS_SDK_APP_ID,
        region: env.TENCENT_SMS_REGION,
        endpoint: env.TENCENT_SMS_ENDPOINT,
      }),
    );
  return out;
}

type PayEnv = Pick<Env, 'PAY_SECRETS_DIR' | 'ALIPAY_GATEWAY_URL' | 'WECHATPAY_BASE_URL'>;

/**
 * Alipay and WeChat Pay, with the secrets folder set; each hospital's merchant is its settings' (alipayAppId,
 * wechatMchId and wechatAppId), read on each call so an edited setting takes effect at once.
 */
function createPayProviders(env: Partial<PayEnv>, db: Db): PayGateway[] {
  const secretsDir = env.PAY_SECRETS_DIR;
  if (!secretsDir) return [];
  const settingsOf = async (hosId: HosId) =>
    readHospitalConfig(await readConfigItems(db, hosId, ['PAYMENT']));
  return [
    createAlipayChannel({
      secretsDir,
      endpoint: env.ALIPAY_GATEWAY_URL,
      merchantOf: async (hosId) => {
        const { alipayAppId } = await settingsOf(hosId);
        return alipayAppId ? { appId: alipayAppId } : null;
      },
    }),
    createWechatChannel({
      secretsDir,
      baseUrl: env.WECHATPAY_BASE_URL,
      merchantOf: async (hosId) => {
        const { wechatMchId, wechatAppId } = await settingsOf(hosId);
        return wechatMchId && wechatAppId ? { mchId: wechatMchId, appId: wechatAppId } : null;
      },
    }),
  ];
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
