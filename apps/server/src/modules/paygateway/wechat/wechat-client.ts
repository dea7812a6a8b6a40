import type * as WechatpayModule from 'wechatpay-axios-plugin';
import type { Wechatpay } from 'wechatpay-axios-plugin';
import { whenUsed } from '../../../lib/when-used.ts';

const wechatpay = whenUsed<typeof WechatpayModule>('wechatpay-axios-plugin');
import type { MerchantKeys } from './wechat-keys.ts';

/** A WeChat Pay answer that verified: its HTTP status and its body (parsed JSON, or bytes for a download). */
export interface WechatAnswer<T> {
  status: number;
  data: T;
}

/** The error body every APIv3 refusal carries. */
export interface WechatErrorBody {
  code?: string;
  message?: string;
}

/** A refusal WeChat Pay answered (and signed): its status and its code (PARAM_ERROR, INVALID_REQUEST…). */
export class WechatPayError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(`wechat pay refused (${status} ${code}): ${message}`);
    this.name = 'WechatPayError';
  }
}

export const refusalOf = (answer: WechatAnswer<unknown>): WechatPayError => {
  const body = (answer.data ?? {}) as WechatErrorBody;
  return new WechatPayError(answer.status, body.code ?? 'UNKNOWN', body.message ?? '');
};

export interface CallOptions {
  data?: unknown;
  params?: Record<string, string>;
  /** 'arraybuffer' for a file download (the bill), whose answer WeChat Pay does not sign. */
  responseType?: 'json' | 'arraybuffer';
}

/**
 * Calls WeChat Pay APIv3 for one merchant through the SDK (wechatpay-axios-plugin), which signs each request
 * (WECHATPAY2-SHA256-RSA2048 over method, path and query, timestamp, nonce and body) and verifies each answer's
 * Wechatpay-* signature against the platform certificates it is given. It is given only the certificates in force
 * now, so an answer signed with an expired one is refused like one of an unknown serial. Every status is handed to
 * the verifier (validateStatus), not only 2xx: a signed 404 says "no such order", and an unsigned one must not.
 */
export function createWechatClient(baseUrl: string, now: () => Date) {
  const clients = new Map<string, { fingerprint: string; api: Wechatpay }>();

  function clientOf(keys: MerchantKeys): Wechatpay {
    const at = now();
    const inForce = keys.platform.filter((c) => c.validFrom <= at && at <= c.validTo);
    if (inForce.length === 0)
      throw new Error(`wechat pay: no platform certificate in force for merchant ${keys.mchId}`);
    const fingerprint = inForce.map((c) => c.serial).join(',');
    const cached = clients.get(keys.mchId);
    if (cached?.fingerprint === fingerprint) return cached.api;
    const api = new (wechatpay().Wechatpay)({
      mchid: keys.mchId,
      serial: keys.serial,
      privateKey: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
      certs: Object.fromEntries(inForce.map((c) => [c.serial, c.publicKey])),
      baseURL: baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`,
      validateStatus: () => true,
      timeout: 15_000,
    });
    clients.set(keys.mchId, { fingerprint, api });
    return api;
  }

  return {
    /** `path` without the leading slash, e.g. 'v3/pay/transactions/native'. */
    async call<T>(
      keys: MerchantKeys,
      method: 'get' | 'post',
      path: string,
      opts: CallOptions = {},
    ): Promise<WechatAnswer<T>> {
      const api = clientOf(keys);
      try {
        const res = await api.client.request<T>(path, method, opts.data, {
          ...(opts.params ? { params: opts.params } : {}),
          ...(opts.responseType ? { responseType: opts.responseType } : {}),
        });
        return { status: res.status, data: res.data };
      } catch (err) {
        // The SDK's verifier names why an answer was not trusted (EV3_RES_HEADER_SIGNATURE_DIGEST…).
        const e = err as { code?: unknown; response?: { status?: unknown; data?: unknown } } | null;
        const code = typeof e?.code === 'string' ? ` (${e.code})` : '';
        // An unsigned refusal (401 SIGN_ERROR: WeChat Pay signs only what answers a request it verified) says why here.
        const answered = e?.response?.status
          ? `; answered ${String(e.response.status)} ${String(e.response.data ?? '').slice(0, 200)}`
          : '';
        const message = err instanceof Error ? err.message : String(err);
        throw new Error(
          `wechat pay: ${method.toUpperCase()} /${path} failed${code}: ${message}${answered}`,
          { cause: err },
        );
      }
    },
    /** The base URL's origin: a bill's download URL must point there, not elsewhere, before a signed request goes. */
    origin: new URL(baseUrl).origin,
  };
}

export type WechatClient = ReturnType<typeof createWechatClient>;
