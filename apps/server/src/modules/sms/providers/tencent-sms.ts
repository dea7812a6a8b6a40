import type * as TencentSmsModule from 'tencentcloud-sdk-nodejs-sms';
import { whenUsed } from '../../../lib/when-used.ts';
import { codeOfSdkError, SmsProviderError, type SmsProvider } from './sms-provider.ts';

export interface TencentSmsKeys {
  secretId: string;
  secretKey: string;
  /** The SMS application (SmsSdkAppId) the hospitals' signatures and templates belong to. */
  sdkAppId: string;
  /** ap-guangzhou unless set (TENCENT_SMS_REGION). */
  region?: string;
  /** 'sms.tencentcloudapi.com' unless set (TENCENT_SMS_ENDPOINT); an http:// URL is for the test suite's fake. */
  endpoint?: string;
}

/**
 * Tencent Cloud SMS (2021-01-11 SendSms) through the official SDK, which signs each call (TC3-HMAC-SHA256). One
 * phone per call: success is SendStatusSet[0].Code 'Ok'; another code there (LimitExceeded.PhoneNumberDailyLimit…)
 * or a refused call (AuthFailure.SignatureFailure…) is an SmsProviderError with that code (docs/sms.md).
 */
const tencentSdk = whenUsed<typeof TencentSmsModule>('tencentcloud-sdk-nodejs-sms');

export function createTencentSms(keys: TencentSmsKeys): SmsProvider {
  const m = /^(https?:\/\/)([^/]+)\/?$/.exec(keys.endpoint ?? '');
  const client = new (tencentSdk().sms.v20210111.Client)({
    credential: { secretId: keys.secretId, secretKey: keys.secretKey },
    region: keys.region ?? 'ap-guangzhou',
    profile: {
      httpProfile: m
        ? { protocol: m[1]!, endpoint: m[2]! }
        : { endpoint: keys.endpoint ?? 'sms.tencentcloudapi.com' },
    },
  });
  return {
    name: 'tencent',
    async send(sms) {
      const res = await client
        .SendSms({
          PhoneNumberSet: [`+86${sms.phone}`],
          SmsSdkAppId: keys.sdkAppId,
          SignName: sms.signName,
          TemplateId: sms.templateId,
          TemplateParamSet: sms.paramOrder.map((k) => String(sms.params[k] ?? '')),
        })
        .catch((err: unknown) => {
          throw new SmsProviderError('tencent', codeOfSdkError(err), String(err));
        });
      const status = res.SendStatusSet?.[0];
      if (status?.Code !== 'Ok')
        throw new SmsProviderError('tencent', status?.Code ?? 'unknown', status?.Message ?? '');
    },
  };
}
