import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { startFake, type FakeRequest } from './fake-server.ts';

/**
 * Aliyun SMS as its documentation describes it, for the real SDK (@alicloud/dysmsapi20170525) to call:
 * - signing, "V3 request structure and signature" (ACS3-HMAC-SHA256): the Authorization header
 *   `ACS3-HMAC-SHA256 Credential=<AccessKeyId>,SignedHeaders=<h1;h2…>,Signature=<hex>` over the canonical request
 *   (method, path, sorted RFC 3986-encoded query, the signed headers `name:value`, the signed header names, the hex
 *   SHA-256 of the body, which x-acs-content-sha256 repeats); x-acs-action, x-acs-version, x-acs-date and
 *   x-acs-signature-nonce must be among the signed headers;
 * - SendSms (2017-05-25): PhoneNumbers, SignName, TemplateCode and TemplateParam (a JSON object) in the query;
 *   answers `{ Code: 'OK', Message: 'OK', BizId, RequestId }`;
 * - error codes: a business refusal answers HTTP 200 with its Code (isv.BUSINESS_LIMIT_CONTROL,
 *   isv.MOBILE_NUMBER_ILLEGAL…); a bad signature HTTP 400 SignatureDoesNotMatch, an unknown key HTTP 404
 *   InvalidAccessKeyId.NotFound.
 */
export interface AliyunSent {
  phoneNumbers: string;
  signName: string;
  templateCode: string;
  templateParam: Record<string, string>;
}

export async function startFakeAliyunSms() {
  const accessKeyId = `LTAI${randomBytes(8).toString('hex')}`;
  const accessKeySecret = randomBytes(15).toString('base64');
  const sent: AliyunSent[] = [];
  /** Business error codes to answer, one per coming SendSms, before sending again. */
  const failNext: string[] = [];
  const fake = await startFake((req) => answer(req));

  function answer(req: FakeRequest): { status: number; json: unknown } {
    const RequestId = randomUUID();
    const auth =
      /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]+)$/.exec(
        String(req.headers.authorization ?? ''),
      );
    if (!auth)
      return {
        status: 400,
        json: { Code: 'MissingAuthorization', Message: 'no V3 signature', RequestId },
      };
    const [, keyId, signedHeaderList, signature] = auth as unknown as [
      string,
      string,
      string,
      string,
    ];
    if (keyId !== accessKeyId)
      return {
        status: 404,
        json: {
          Code: 'InvalidAccessKeyId.NotFound',
          Message: 'Specified access key is not found.',
          RequestId,
        },
      };
    const signed = signedHeaderList.split(';');
    for (const h of [
      'host',
      'x-acs-action',
      'x-acs-version',
      'x-acs-date',
      'x-acs-signature-nonce',
      'x-acs-content-sha256',
    ])
      if (!signed.includes(h))
        return {
          status: 400,
          json: { Code: 'IncompleteSignature', Message: `${h} not signed`, RequestId },
        };
    const bodyHash = sha256Hex(req.body);
    if (req.headers['x-acs-content-sha256'] !== bodyHash)
      return {
        status: 400,
        json: { Code: 'IncompleteSignature', Message: 'payload hash', RequestId },
      };
    const query = [...req.url.searchParams.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${encode(k)}=${encode(v)}`)
      .join('&');
    const headers = signed.map((h) => `${h}:${String(req.headers[h] ?? '').trim()}\n`).join('');
    const canonical = [
      req.method,
      req.url.pathname,
      query,
      headers,
      signed.join(';'),
      bodyHash,
    ].join('\n');
    const expected = createHmac('sha256', accessKeySecret)
      .update(`ACS3-HMAC-SHA256\n${sha256Hex(canonical)}`)
      .digest('hex');
    if (!sameHex(expected, signature))
      return {
        status: 400,
        json: {
          Code: 'SignatureDoesNotMatch',
          Message: 'Specified signature is not matched with our calculation.',
          RequestId,
        },
      };
    if (req.headers['x-acs-action'] !== 'SendSms' || req.headers['x-acs-version'] !== '2017-05-25')
      return {
        status: 400,
        json: { Code: 'InvalidAction.NotFound', Message: 'only SendSms', RequestId },
      };
    const q = req.url.searchParams;
    const [phoneNumbers, signName, templateCode, templateParam] = [
      'PhoneNumbers',
      'SignName',
      'TemplateCode',
      'TemplateParam',
    ].map((k) => q.get(k));
    if (!phoneNumbers || !signName || !templateCode)
      return {
        status: 400,
        json: {
          Code: 'MissingParameter',
          Message: 'PhoneNumbers, SignName, TemplateCode',
          RequestId,
        },
      };
    if (!/^1\d{10}$/.test(phoneNumbers))
      return {
        status: 200,
        json: { Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: 'invalid phone', RequestId },
      };
    let params: Record<string, string>;
    try {
      params = JSON.parse(templateParam ?? '{}') as Record<string, string>;
    } catch {
      return {
        status: 200,
        json: { Code: 'isv.INVALID_JSON_PARAM', Message: 'TemplateParam is not JSON', RequestId },
      };
    }
    const fail = failNext.shift();
    if (fail) return { status: 200, json: { Code: fail, Message: fail, RequestId } };
    sent.push({ phoneNumbers, signName, templateCode, templateParam: params });
    return {
      status: 200,
      json: { Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0`, RequestId },
    };
  }

  return { ...fake, accessKeyId, accessKeySecret, sent, failNext };
}

const sha256Hex = (s: string) => createHash('sha256').update(s).digest('hex');
const sameHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
/** RFC 3986 percent-encoding, as the signature document asks for names and values. */
const encode = (s: string) =>
  encodeURIComponent(s).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
