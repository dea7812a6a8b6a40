import type { HosId, PayChannelName, ScanTransaction } from '@portal/shared';
import type { GatewayState } from '../../db/schema.ts';
import type { NotifyTickOptions } from './gateway.service.ts';
import type { StatementLine, StatementRequest } from './gateway.statement.ts';

/**
 * The port every QR pay channel implements (docs/payments.md#channels): the built-in sandbox, Alipay and WeChat Pay.
 * Settlement, refunds and reconciliation talk to a channel only through this; each order remembers the channel it
 * was opened with, so its query, close and refunds always go back there. Every call is remote: never inside a
 * database transaction.
 */
export type { PayChannelName };

export interface GatewayTransactionRequest {
  hosId: HosId;
  outTradeNo: string;
  /** Integer fen. */
  amount: number;
  subject: string;
  /** Where this channel posts the order's notification (our notify endpoint of this channel and hospital). */
  notifyUrl: string;
}

export interface GatewayQueryResult {
  outTradeNo: string;
  tradeNo: string | null;
  state: GatewayState;
  /** Integer fen. */
  amount: number;
  paidAt: string | null;
}

/** What the payment page encodes as the QR: a provider's code URL, or the sandbox's scan page token. */
export type IssuedQr = { codeUrl: string } | { scanToken: string };

export interface PayGateway {
  readonly name: PayChannelName;
  /**
   * Opens (or, for the same hospital and outTradeNo, returns again) a transaction and answers what the payer scans.
   * Throws when the provider refuses (the order number used for another amount, the merchant not configured).
   */
  createTransaction(req: GatewayTransactionRequest): Promise<IssuedQr>;
  /** The provider's order query, for when no notification arrives; null when it does not know the order. */
  queryTransaction(hosId: HosId, outTradeNo: string): Promise<GatewayQueryResult | null>;
  /**
   * The merchant closes an unpaid transaction so it can no longer be paid; answers the state after it (a payer who
   * got there first leaves it 'paid'), null when the provider does not know the order.
   */
  closeTransaction(hosId: HosId, outTradeNo: string): Promise<GatewayQueryResult | null>;
  /**
   * Refunds a paid transaction in full back to the payer. Idempotent per outRefundNo (a repeat answers the same);
   * throws RefundPendingError while the provider still processes it (the caller retries later) and any other error
   * when the transaction cannot be refunded (unknown, unpaid, another amount, another refund number).
   */
  refundTransaction(
    hosId: HosId,
    outTradeNo: string,
    outRefundNo: string,
    amount: number,
  ): Promise<GatewayQueryResult>;
  /**
   * Refunds part of a paid transaction: several partial refunds of one transaction, together never more than its
   * amount, each idempotent per outRefundNo (a repeat answers the same refund); RefundPendingError while the provider
   * processes it; another error when it cannot (unknown or unpaid transaction, over what is left, the number reused).
   */
  refundPart(
    hosId: HosId,
    outTradeNo: string,
    outRefundNo: string,
    amount: number,
  ): Promise<{ outRefundNo: string; amount: number; refundedAt: string }>;
  /**
   * The merchant's statement of a day ("trade bill"): every pay and refund the provider settled, read from the file
   * the provider publishes, in its own format, into lines.
   */
  statementLines(req: StatementRequest): AsyncIterable<StatementLine>;
  /** How this channel's asynchronous notifications are verified and answered (real providers; the sandbox has its own). */
  readonly notifications?: NotificationReader;
  /** Only the built-in sandbox has these: it runs in our process, so its payer page and its sending live here too. */
  readonly sandbox?: SandboxGatewayParts;
}

/** The sandbox's own side (demo mode only): the scan page calls and the notification (re)sending job. */
export interface SandboxGatewayParts {
  getScan(token: string): Promise<ScanTransaction>;
  confirmScan(token: string): Promise<ScanTransaction>;
  notifyTick(opts: NotifyTickOptions): Promise<number>;
}

/** A notification as it reached our endpoint of one channel and one hospital (the hospital is in the path). */
export interface NotifyRequest {
  hosId: HosId;
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as received: providers sign the raw bytes. */
  rawBody: string;
}

/** What a verified notification says happened. Only 'paid' moves an order; the others are acknowledged and logged. */
export interface VerifiedNotification {
  outTradeNo: string;
  tradeNo: string | null;
  state: 'paid' | 'other';
  /** Integer fen. */
  amount: number;
}

export interface NotifyAnswer {
  status: number;
  contentType: string;
  body: string;
}

export interface NotificationReader {
  /**
   * Verifies a notification (the provider's signature with the current or, during a rotation, the next key; the
   * merchant is the hospital's; fresh where the protocol carries a time) and reads it. Throws NotificationRefused when
   * it is not one to trust: nothing changes and the provider retries or gives up.
   */
  read(req: NotifyRequest): Promise<VerifiedNotification>;
  /** The answer that tells the provider the notification was taken (it stops retrying). */
  readonly ack: NotifyAnswer;
  /** The answer to a refused or failed notification (the provider retries). */
  refusal(reason: string): NotifyAnswer;
}

/** Why a notification was not trusted: its signature, its merchant, its age, its certificate, its shape. */
export class NotificationRefused extends Error {
  constructor(readonly reason: 'signature' | 'merchant' | 'stale' | 'certificate' | 'malformed') {
    super(`pay notification refused: ${reason}`);
    this.name = 'NotificationRefused';
  }
}

/** A refund the provider accepted but has not completed yet: nothing is marked refunded; ask again later. */
export class RefundPendingError extends Error {
  constructor(readonly outRefundNo: string) {
    super(`refund ${outRefundNo} is still processing at the provider`);
    this.name = 'RefundPendingError';
  }
}
