import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { startFake, type FakeRequest } from './fake-server.ts';

/**
 * Tencent Cloud SMS as its documentation describes it, for the real SDK (tencentcloud-sdk-nodejs-sms) to call:
 * - signing, "Signature v3" (TC3-HMAC-SHA256): `Authorization: TC3-HMAC-SHA256 Credential=<SecretId>/<date>/<service>/tc3_request,
 *   SignedHeaders=content-type;host, Signature=<hex>`; the canonical request is method, path, query, the signed
 *   headers (host without the port), their names and the hex SHA-256 of the body; the key is derived from
 *   "TC3"+SecretKey through the UTC date of X-TC-Timestamp, the service (the host's first label) and tc3_request;
 * - SendSms (X-TC-Action SendSms, X-TC-Version 2021-01-11): PhoneNumberSet (+86…), SmsSdkAppId, SignName,
 *   TemplateId, TemplateParamSet; answers `{ Response: { SendStatusSet: [{ Code: 'Ok', … }], RequestId } }`;
 * - error codes: a refused call answers `{ Response: { Error: { Code, Message }, RequestId } }`
 *   (AuthFailure.SignatureFailure, AuthFailure.SecretIdNotFound); a refused phone has its Code in SendStatusSet
 *   (LimitExceeded.PhoneNumberDailyLimit, InvalidParameterValue.IncorrectPhoneNumber…).
 */
export interface TencentSent {
  phoneNumberSet: string[];
  smsSdkAppId: string;
  signName: string;
  templateId: string;
  templateParamSet: string[];
}

export async function startFakeTencentSms() {
  const secretId = `AKID${randomBytes(12).toString('hex')}`;
  const secretKey = randomBytes(16).toString('hex');
  const sdkAppId = String(1400000000 + Math.floor(Math.random() * 99999));
  const sent: TencentSent[] = [];
  /** SendStatusSet codes to answer, one per coming SendSms, before sending again. */
  const failNext: string[] = [];
  const fake = await startFake((req) => ({ status: 200, json: { Response: answer(req) } }));

  function answer(req: FakeRequest): object {
    const RequestId = randomUUID();
    const error = (Code: string, Message: string) => ({ Error: { Code, Message }, RequestId });
    const auth =
      /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([^/]+)\/tc3_request, SignedHeaders=([^,]+), Signature=([0-9a-f]+)$/.exec(
        String(req.headers.authorization ?? ''),
      );
    if (!auth) return error('AuthFailure.SignatureFailure', 'no TC3 signature');
    const [, id, date, service, signedHeaderList, signature] = auth as unknown as string[] as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    if (id !== secretId) return error('AuthFailure.SecretIdNotFound', 'unknown SecretId');
    const host = String(req.headers.host ?? '').replace(/:\d+$/, '');
    const timestamp = Number(req.headers['x-tc-timestamp']);
    if (new Date(timestamp * 1000).toISOString().slice(0, 10) !== date)
      return error('AuthFailure.SignatureFailure', 'date is not the timestamp’s');
    if (service !== host.split('.')[0]) return error('AuthFailure.SignatureFailure', 'service');
    const signed = signedHeaderList.split(';');
    if (!signed.includes('content-type') || !signed.includes('host'))
      return error('AuthFailure.SignatureFailure', 'content-type and host must be signed');
    const headers = signed
      .map((h) => `${h}:${h === 'host' ? host : String(req.headers[h] ?? '').trim()}\n`)
      .join('');
    const canonical = [
      req.method,
      req.url.pathname,
      req.url.search.slice(1),
      headers,
      signed.join(';'),
      sha256Hex(req.body),
    ].join('\n');
    const toSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/${service}/tc3_request\n${sha256Hex(canonical)}`;
    const kDate = hmac(`TC3${secretKey}`, date);
    const kSigning = hmac(hmac(kDate, service), 'tc3_request');
    if (!sameHex(hmac(kSigning, toSign).toString('hex'), signature))
      return error(
        'AuthFailure.SignatureFailure',
        'The provided credentials could not be validated.',
      );
    if (req.headers['x-tc-action'] !== 'SendSms' || req.headers['x-tc-version'] !== '2021-01-11')
      return error('InvalidAction', 'only SendSms 2021-01-11');
    const b = JSON.parse(req.body) as Partial<{
      PhoneNumberSet: string[];
      SmsSdkAppId: string;
      SignName: string;
      TemplateId: string;
      TemplateParamSet: string[];
    }>;
    if (!b.PhoneNumberSet?.length || !b.SmsSdkAppId || !b.TemplateId)
      return error('MissingParameter', 'PhoneNumberSet, SmsSdkAppId, TemplateId');
    if (b.SmsSdkAppId !== sdkAppId)
      return error('FailedOperation.SmsSdkAppIdVerifyFail', 'SdkAppId');
    const phone = b.PhoneNumberSet[0]!;
    const status = (Code: string, Message: string) => ({
      SendStatusSet: [
        {
          SerialNo: randomUUID(),
          PhoneNumber: phone,
          Fee: 1,
          SessionContext: '',
          Code,
          Message,
          IsoCode: 'CN',
        },
      ],
      RequestId,
    });
    if (!/^\+861\d{10}$/.test(phone))
      return status('InvalidParameterValue.IncorrectPhoneNumber', 'phone');
    const fail = failNext.shift();
    if (fail) return status(fail, fail);
    sent.push({
      phoneNumberSet: b.PhoneNumberSet,
      smsSdkAppId: b.SmsSdkAppId,
      signName: b.SignName ?? '',
      templateId: b.TemplateId,
      templateParamSet: b.TemplateParamSet ?? [],
    });
    return status('Ok', 'send success');
  }

  return { ...fake, secretId, secretKey, sdkAppId, sent, failNext };
}

const sha256Hex = (s: string) => createHash('sha256').update(s).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();
const sameHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
