import type * as DysmsapiModule from '@alicloud/dysmsapi20170525';
import type * as OpenApiModule from '@alicloud/openapi-core';
import { whenUsed } from '../../../lib/when-used.ts';
import { codeOfSdkError, SmsProviderError, type SmsProvider } from './sms-provider.ts';

const dysmsapi = whenUsed<typeof DysmsapiModule>('@alicloud/dysmsapi20170525');
const openApi = whenUsed<typeof OpenApiModule>('@alicloud/openapi-core');

export interface AliyunSmsKeys {
  accessKeyId: string;
  accessKeySecret: string;
  /** 'dysmsapi.aliyuncs.com' unless set (ALIYUN_SMS_ENDPOINT); an http:// URL is for the test suite's fake. */
  endpoint?: string;
}

/**
 * Aliyun SMS (dysmsapi 2017-05-25 SendSms) through the official SDK, which signs each call (ACS3-HMAC-SHA256).
 * Success is `Code: 'OK'`; any other code (isv.BUSINESS_LIMIT_CONTROL, isv.MOBILE_NUMBER_ILLEGAL…) or a refused call
 * (SignatureDoesNotMatch, InvalidAccessKeyId.NotFound) is an SmsProviderError with that code (docs/sms.md).
 */
export function createAliyunSms(keys: AliyunSmsKeys): SmsProvider {
  const { host, protocol } = endpointOf(keys.endpoint ?? 'dysmsapi.aliyuncs.com');
  const { default: Dysmsapi, SendSmsRequest } = dysmsapi();
  const client = new Dysmsapi(
    new (openApi().$OpenApiUtil.Config)({
      accessKeyId: keys.accessKeyId,
      accessKeySecret: keys.accessKeySecret,
      endpoint: host,
      protocol,
    }),
  );
  return {
    name: 'aliyun',
    async send(sms) {
      const request = new SendSmsRequest({
        phoneNumbers: sms.phone,
        signName: sms.signName,
        templateCode: sms.templateId,
        templateParam: JSON.stringify(
          Object.fromEntries(sms.paramOrder.map((k) => [k, String(sms.params[k] ?? '')])),
        ),
      });
      const body = await client.sendSms(request).then(
        (res) => res.body,
        (err: unknown) => {
          throw new SmsProviderError('aliyun', codeOfSdkError(err), String(err));
        },
      );
      if (body?.code !== 'OK')
        throw new SmsProviderError('aliyun', body?.code ?? 'unknown', body?.message ?? '');
    },
  };
}

function endpointOf(endpoint: string): { host: string; protocol: string } {
  const m = /^(https?):\/\/([^/]+)\/?$/.exec(endpoint);
  return m ? { protocol: m[1]!, host: m[2]! } : { protocol: 'https', host: endpoint };
}
