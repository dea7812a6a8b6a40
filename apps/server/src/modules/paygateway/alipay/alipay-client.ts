import type * as AlipayModule from 'alipay-sdk';
import type { AlipaySdk } from 'alipay-sdk';
import { whenUsed } from '../../../lib/when-used.ts';

const alipaySdk = whenUsed<typeof AlipayModule>('alipay-sdk');
import type { AlipayKeys } from './alipay-keys.ts';

/** The open platform's gateway (OpenAPI 2.0, the one alipay.trade.* speaks). */
export const ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do';

/** What an OpenAPI 2.0 method answers (its `xxx_response` object), with Alipay's own snake_case names. */
export interface AlipayAnswer {
  code: string;
  msg: string;
  sub_code?: string;
  sub_msg?: string;
  [field: string]: unknown;
}

/** Alipay's code of a call it carried out; anything else is a refusal (40004 business, 40002 arguments…). */
export const SUCCESS = '10000';

/** A refusal the channel does not turn into an answer of its own. */
export class AlipayRefused extends Error {
  constructor(
    readonly method: string,
    readonly answer: AlipayAnswer,
  ) {
    super(
      `alipay ${method} refused: ${answer.code} ${answer.sub_code ?? answer.msg} ${answer.sub_msg ?? ''}`.trim(),
    );
    this.name = 'AlipayRefused';
  }
}

/**
 * One app's client: the official SDK signs each request with the app's key (RSA2) and verifies each answer's `sign`
 * against Alipay's public key. During a rotation of Alipay's key an answer signed with the next key is accepted too
 * (the SDK's own check, run by a second client that holds the next key).
 */
export class AlipayApp {
  private readonly current: AlipaySdk;
  private readonly next: AlipaySdk | null;

  constructor(
    readonly keys: AlipayKeys,
    gateway: string,
  ) {
    const { AlipaySdk } = alipaySdk();
    const client = (alipayPublicKey: string) =>
      new AlipaySdk({
        appId: keys.appId,
        privateKey: keys.appPrivateKey,
        keyType: 'PKCS8',
        alipayPublicKey,
        gateway,
        // Alipay's names as documented (out_trade_no, trade_status), not camelCase copies.
        camelcase: false,
      });
    this.current = client(keys.alipayPublicKey);
    this.next = keys.alipayNextPublicKey ? client(keys.alipayNextPublicKey) : null;
  }

  /** Calls an OpenAPI 2.0 method; `common` are extra common parameters (notify_url). Throws when unverifiable. */
  async call(
    method: string,
    bizContent: Record<string, unknown>,
    common: Record<string, string> = {},
  ): Promise<AlipayAnswer> {
    try {
      return (await this.current.exec(
        method,
        { ...common, bizContent },
        { validateSign: true },
      )) as AlipayAnswer;
    } catch (err) {
      const byNext = this.verifiedByNext(method, err);
      if (!byNext) throw err;
      return byNext;
    }
  }

  /** Whether a notification's parameters carry Alipay's signature (the current key, or the next one). */
  signedNotification(params: Record<string, string>): boolean {
    return (
      this.current.checkNotifySignV2(params) || (this.next?.checkNotifySignV2(params) ?? false)
    );
  }

  private verifiedByNext(method: string, err: unknown): AlipayAnswer | null {
    if (!this.next || !(err instanceof alipaySdk().AlipayRequestError) || !err.responseDataRaw)
      return null;
    const responseKey = `${method.replaceAll('.', '_')}_response`;
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(err.responseDataRaw) as Record<string, unknown>;
    } catch {
      return null;
    }
    const answer = body[responseKey];
    if (typeof body.sign !== 'string' || !answer || typeof answer !== 'object') return null;
    try {
      this.next.checkResponseSign(err.responseDataRaw, responseKey, body.sign, err.traceId ?? '');
    } catch {
      return null;
    }
    return answer as AlipayAnswer;
  }
}
