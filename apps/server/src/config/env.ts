import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { demoModeIssues, withDemoDefaults } from './demo-mode.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

const booleanish = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'yes'].includes(v));

/** A provider's keys come together or not at all (docs/sms.md). */
const SMS_KEY_GROUPS = [
  ['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET'],
  ['TENCENT_SMS_SECRET_ID', 'TENCENT_SMS_SECRET_KEY', 'TENCENT_SMS_SDK_APP_ID'],
] as const;

/** Every setting the server reads, parsed once at start-up (README "Configuration"). */
const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('localhost'),
    /** The embedded PGlite database folder, used when DATABASE_URL is not set. */
    DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
    DATABASE_URL: z.string().url().optional(),
    REDIS_URL: z.string().url().optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /**
     * Demo mode (`npm start` turns it on) allows the built-in secrets, the sandbox pay gateway and SMS adapter,
     * and the demo SMS outbox; outside it those do not exist and every secret must be set (config/demo-mode.ts).
     */
    DEMO_MODE: booleanish.default(false),
    /** Loads the demo hospitals into an empty database; defaults to DEMO_MODE. */
    DEMO_SEED: booleanish.optional(),
    /** The demo SMS outbox call, for demo phones only; defaults to DEMO_MODE and is refused without it. */
    DEMO_SMS_OUTBOX: booleanish.optional(),
    /** Required outside demo mode (and not the built-in value); the web bundle carries it as VITE_ENCRYPT_KEY. */
    ENCRYPT_KEY: z.string().min(16).optional(),
    /** The key of the stored SMS-code hashes; required outside demo mode and unlike ENCRYPT_KEY. */
    SMS_CODE_SECRET: z.string().min(16).optional(),
    /**
     * The key the staff's TOTP secrets are sealed with in the database (HKDF-derived AES-256-GCM,
     * modules/staff/totp-secrets.ts); required outside demo mode and unlike ENCRYPT_KEY. Changing it locks every
     * enrolled staff member out of the second step.
     */
    STAFF_TOTP_KEY: z.string().min(16).optional(),
    /** The built web app; the API still runs when it is missing (a message says how to build it). */
    WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
    /** The built staff console (apps/console), served at /console/; a 404 page says how to build it when missing. */
    CONSOLE_DIST: z.string().default(path.join(repoRoot, 'apps/console/dist')),
    BODY_LIMIT: z.coerce.number().int().positive().default(1_048_576),
    /** Requests per minute per client IP across the API (shared through Redis when REDIS_URL is set). */
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(3000),
    /** Trust X-Forwarded-For from a load balancer in front (any number of instances behind one: docs/architecture.md#scale-out). */
    TRUST_PROXY: booleanish.default(false),
    /**
     * How often each instance cancels unpaid bookings past their pay deadline (0 turns the job off);
     * also unpaid physical-exam bookings past their payment window (modules/physical/physical-expiry.ts).
     */
    EXPIRE_UNPAID_INTERVAL_MS: z.coerce.number().int().nonnegative().default(30_000),
    /**
     * How often each instance removes uploads never attached to anything and stored files no upload
     * names, once a day old (jobs/sweep-uploads.ts); hourly by default, 0 turns the job off.
     */
    SWEEP_UPLOADS_INTERVAL_MS: z.coerce.number().int().nonnegative().default(3_600_000),
    /**
     * Where an upload's files are written as they arrive, each request in a folder of its own removed when it ends
     * (modules/uploads/upload-spool.ts): the system's temporary folder unless set. One call may bring up to 90 MB.
     */
    UPLOAD_SPOOL_DIR: z.string().min(1).default(os.tmpdir()),
    /**
     * QR payment: the secret the pay gateway signs its notifications with (HMAC-SHA256). Required
     * outside demo mode, where the built-in development string is refused.
     */
    PAY_GATEWAY_SECRET: z.string().min(16).optional(),
    /** Where the gateway posts notifications to (our notify endpoint); default http://127.0.0.1:${PORT}. */
    PUBLIC_BASE_URL: z.string().url().optional(),
    /**
     * Where payers' phones open the sandbox gateway's scan page (the QR content's origin). Default: the address the
     * portal page reached us at — set it when a proxy in front rewrites the Host header.
     */
    SCAN_PAGE_BASE_URL: z.string().url().optional(),
    /** How often each instance runs the notification retries and query-on-silence (0 turns them off). */
    PAY_JOBS_INTERVAL_MS: z.coerce.number().int().nonnegative().default(1000),
    /** A QR order paying this long without a notification is asked about at the gateway. */
    PAY_QUERY_AFTER_SECONDS: z.coerce.number().int().positive().default(30),
    /** A session ends after this many minutes without a call (docs/adr/0007-session-storage.md). */
    SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
    /** And this many hours after sign-in, however busy (docs/adr/0007-session-storage.md). */
    SESSION_MAX_HOURS: z.coerce.number().positive().default(12),
    /** Fonts of downloaded PDFs, covering CJK ('/path/font.ttc#PostScriptName' for a collection; modules/queries/pdf-fonts.ts). */
    PDF_FONT: z.string().optional(),
    /** The operator calls' bearer credential (modules/operator); demo mode has a built-in one (config/demo-mode.ts). */
    OPERATOR_TOKEN: z.string().min(16).optional(),
    /** The bearer credential Prometheus scrapes /metrics with (plugins/metrics.ts); demo mode has a built-in one. */
    METRICS_TOKEN: z.string().min(16).optional(),
    PDF_FONT_BOLD: z.string().optional(),
    /**
     * Uploads: with S3_BUCKET set, files are kept in that S3-compatible bucket (storage/s3-file-store.ts);
     * otherwise in DATA_DIR/uploads. S3_ENDPOINT is the service address (path-style); the keys are required with a bucket.
     */
    S3_BUCKET: z.string().min(3).optional(),
    S3_ENDPOINT: z.string().url().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /**
     * Aliyun SMS (docs/sms.md): with both keys set the server can send through Aliyun for the hospitals whose
     * smsProvider is aliyun. The endpoint is dysmsapi.aliyuncs.com unless set (the test suite points it at its fake).
     */
    ALIYUN_SMS_ACCESS_KEY_ID: z.string().min(1).optional(),
    ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().min(1).optional(),
    ALIYUN_SMS_ENDPOINT: z.string().min(1).optional(),
    /** Tencent Cloud SMS (docs/sms.md): the API keys and the SMS application (SdkAppId) the templates belong to. */
    TENCENT_SMS_SECRET_ID: z.string().min(1).optional(),
    TENCENT_SMS_SECRET_KEY: z.string().min(1).optional(),
    TENCENT_SMS_SDK_APP_ID: z.string().min(1).optional(),
    TENCENT_SMS_REGION: z.string().min(1).optional(),
    TENCENT_SMS_ENDPOINT: z.string().min(1).optional(),
    /**
     * The QR pay providers' keys (docs/payments.md#channels): a folder with one folder per merchant, alipay/<appId>/
     * and wechat/<mchId>/. With it set, Alipay and WeChat Pay are offered to the hospitals whose settings name a
     * merchant of theirs; the keys are read when first needed, never from the database.
     */
    PAY_SECRETS_DIR: z.string().min(1).optional(),
    /** Alipay's open platform gateway; https://openapi.alipay.com/gateway.do unless set (the test suite's fake). */
    ALIPAY_GATEWAY_URL: z.string().url().optional(),
    /** WeChat Pay's API; https://api.mch.weixin.qq.com unless set (the test suite's fake). */
    WECHATPAY_BASE_URL: z.string().url().optional(),
  })
  .superRefine((env, ctx) => {
    for (const issue of demoModeIssues(env))
      ctx.addIssue({ code: 'custom', path: [issue.variable], message: issue.message });
    if (env.S3_BUCKET) {
      for (const v of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[v])
          ctx.addIssue({ code: 'custom', path: [v], message: 'required when S3_BUCKET is set' });
      }
    }
    for (const group of SMS_KEY_GROUPS) {
      if (group.some((v) => env[v]) && !group.every((v) => env[v]))
        for (const v of group.filter((v) => !env[v]))
          ctx.addIssue({ code: 'custom', path: [v], message: `required with ${group.join(', ')}` });
    }
  })
  .transform(withDemoDefaults);

export type Env = z.output<typeof envSchema>;

/** The base URL other processes (the sandbox gateway) reach this server at. */
export function publicBaseUrl(env: Pick<Env, 'PUBLIC_BASE_URL' | 'PORT'>): string {
  return (env.PUBLIC_BASE_URL ?? `http://127.0.0.1:${env.PORT}`).replace(/\/+$/, '');
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
