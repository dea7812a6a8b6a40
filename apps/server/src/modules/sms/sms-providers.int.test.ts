import { hosIdOf, type HosId } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdapters } from '../../adapters.ts';
import type { Env } from '../../config/env.ts';
import { processRegistry } from '../../lib/metrics/process-registry.ts';
import { sendDueNotices } from '../message-centre/outbox.ts';
import { startFakeAliyunSms } from '../../../test/fakes/aliyun-sms.ts';
import { startFakeTencentSms } from '../../../test/fakes/tencent-sms.ts';
import { setConfigItem } from '../../../test/fixtures/config.fixtures.ts';
import { requestCode, sentSms, uniquePhone } from '../../../test/auth-helpers.ts';
import { buildTestApp, createTestApp, testEnv, type TestApp } from '../../../test/test-app.ts';

/**
 * On PGlite and PostgreSQL: each real SMS provider's own SDK, unmodified, against a fake that checks the request as
 * the provider documents it (test/fakes; docs/sms.md). A hospital set to the provider sends its codes and its
 * notices through the hospital's templates; a refused text is logged, counted and retried by the outbox.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface Sent {
  signName: string;
  templateId: string;
  params: Record<string, string>;
  phone: string;
}

interface ProviderCase {
  name: 'aliyun' | 'tencent';
  hosId: HosId;
  codeLength: number;
  start(): Promise<{
    env: Partial<Env>;
    wrongSecret: Partial<Env>;
    sent(): Sent[];
    failNext: string[];
    limitCode: string;
    close(): Promise<void>;
  }>;
}

const cases: ProviderCase[] = [
  {
    name: 'aliyun',
    hosId: hosIdOf('1001'),
    codeLength: 6,
    async start() {
      const f = await startFakeAliyunSms();
      return {
        env: {
          ALIYUN_SMS_ACCESS_KEY_ID: f.accessKeyId,
          ALIYUN_SMS_ACCESS_KEY_SECRET: f.accessKeySecret,
          ALIYUN_SMS_ENDPOINT: f.endpoint,
        },
        wrongSecret: { ALIYUN_SMS_ACCESS_KEY_SECRET: `${f.accessKeySecret}x` },
        sent: () =>
          f.sent.map((s) => ({
            signName: s.signName,
            templateId: s.templateCode,
            params: s.templateParam,
            phone: s.phoneNumbers,
          })),
        failNext: f.failNext,
        limitCode: 'isv.BUSINESS_LIMIT_CONTROL',
        close: f.close,
      };
    },
  },
  {
    name: 'tencent',
    hosId: hosIdOf('1002'),
    codeLength: 4,
    async start() {
      const f = await startFakeTencentSms();
      return {
        env: {
          TENCENT_SMS_SECRET_ID: f.secretId,
          TENCENT_SMS_SECRET_KEY: f.secretKey,
          TENCENT_SMS_SDK_APP_ID: f.sdkAppId,
          TENCENT_SMS_ENDPOINT: f.endpoint,
        },
        wrongSecret: { TENCENT_SMS_SECRET_KEY: `${f.secretKey}x` },
        // Tencent's placeholders are numbered: the template's `params` order names them.
        sent: () =>
          f.sent.map((s) => ({
            signName: s.signName,
            templateId: s.templateId,
            params: Object.fromEntries(s.templateParamSet.map((v, i) => [String(i + 1), v])),
            phone: s.phoneNumberSet[0]!.replace(/^\+86/, ''),
          })),
        failNext: f.failNext,
        limitCode: 'LimitExceeded.PhoneNumberDailyLimit',
        close: f.close,
      };
    },
  },
];

const failures = async (provider: string, code: string) =>
  (await processRegistry.getSingleMetric('portal_sms_send_failures_total')?.get())?.values.find(
    (v) => v.labels.provider === provider && v.labels.code === code,
  )?.value ?? 0;

describe.each(cases)('$name', ({ name, hosId, codeLength, start }) => {
  let fake: Awaited<ReturnType<ProviderCase['start']>>;
  let app: FastifyInstance;
  const warnings: object[] = [];
  const log = { warn: (obj: object) => warnings.push(obj) };
  const env = () => testEnv({ DEMO_MODE: false, ...fake.env });

  beforeAll(async () => {
    fake = await start();
    await setConfigItem(t.db, hosId, 'SMS', 'smsProvider', name);
    await setConfigItem(t.db, hosId, 'SMS', 'smsSignName', '示例医院');
    await setConfigItem(
      t.db,
      hosId,
      'SMS',
      'smsTemplates',
      JSON.stringify({
        verifyCode: { templateId: 'SMS_1001', params: ['code'] },
        refunded: { templateId: 'SMS_2002', params: ['amount'] },
      }),
    );
    app = await buildTestApp(t.db, env());
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it('sends a code request through the fake with the hospital’s signature, template and code', async () => {
    const phone = uniquePhone();
    expect((await requestCode(app, hosId, phone, 'register')).statusCode).toBe(200);
    const last = fake.sent().at(-1)!;
    expect(last).toMatchObject({ signName: '示例医院', templateId: 'SMS_1001', phone });
    const code = name === 'aliyun' ? last.params.code : last.params['1'];
    expect(code).toMatch(new RegExp(`^\\d{${codeLength}}$`));
    // Nothing lands in the sandbox outbox.
    expect(await sentSms(t.app, hosId, phone)).toEqual([]);
  });

  it('sends a queued notice by its kind and params; a refusal is logged, counted and retried', async () => {
    const sms = createAdapters(env(), t.db);
    sms.smsSetup.useLog(log);
    const phone = uniquePhone();
    const key = `refund-test:${name}`;
    await t.db
      .insertInto('notice_outbox')
      .values({
        hos_id: hosId,
        dedupe_key: key,
        phone,
        text: 'Refunded 12.00 yuan',
        sms_kind: 'refunded',
        sms_params: JSON.stringify({ amount: '12.00' }),
        due_at: new Date(Date.now() - 1000),
        claimed_at: null,
        sent_at: null,
      })
      .execute();
    fake.failNext.push(fake.limitCode);
    const before = await failures(name, fake.limitCode);
    const mine = async () =>
      t.db
        .selectFrom('notice_outbox')
        .select(['sent_at', 'attempts', 'due_at'])
        .where('hos_id', '=', hosId)
        .where('dedupe_key', '=', key)
        .executeTakeFirstOrThrow();

    await sendDueNotices(t.db, sms.sms, { now: new Date() });
    expect(await mine()).toMatchObject({ sent_at: null, attempts: 1 });
    expect(await failures(name, fake.limitCode)).toBe(before + 1);
    const warned = warnings.at(-1) as Record<string, unknown>;
    expect(warned).toMatchObject({ provider: name, code: fake.limitCode, kind: 'refunded' });
    expect(JSON.stringify(warned)).not.toContain(phone);

    // The retry, once due, goes through.
    await sendDueNotices(t.db, sms.sms, { now: new Date(Date.now() + 3_600_000) });
    expect((await mine()).sent_at).not.toBeNull();
    const last = fake.sent().at(-1)!;
    expect(last).toMatchObject({ templateId: 'SMS_2002', phone, signName: '示例医院' });
    expect(Object.values(last.params)).toEqual(['12.00']);
  });

  it('answers C031 to a code request the provider refuses', async () => {
    fake.failNext.push(fake.limitCode);
    const res = await requestCode(app, hosId, uniquePhone(), 'register');
    expect(res.statusCode).toBe(409);
    expect(res.json().messageKey).toBe('C031');
  });

  it('is refused by the fake with a wrong secret: the failure path, counted by the provider’s code', async () => {
    const wrong = createAdapters(
      testEnv({ DEMO_MODE: false, ...fake.env, ...fake.wrongSecret }),
      t.db,
    );
    wrong.smsSetup.useLog(log);
    const sent = fake.sent().length;
    await expect(
      wrong.sms.send({
        hosId,
        phone: uniquePhone(),
        kind: 'verifyCode',
        params: { code: '1234' },
        text: '1234',
      }),
    ).rejects.toMatchObject({ messageKey: 'C031' });
    expect(fake.sent().length).toBe(sent);
    const code = name === 'aliyun' ? 'SignatureDoesNotMatch' : 'AuthFailure.SignatureFailure';
    expect(warnings.at(-1)).toMatchObject({ provider: name, code });
    expect(await failures(name, code)).toBeGreaterThan(0);
  });

  it('answers C030 when the server has no keys for the hospital’s provider', async () => {
    const none = await buildTestApp(t.db, testEnv({ DEMO_MODE: false }));
    try {
      const res = await requestCode(none, hosId, uniquePhone(), 'register');
      expect(res.statusCode).toBe(409);
      expect(res.json().messageKey).toBe('C030');
    } finally {
      await none.close();
    }
  });
});
