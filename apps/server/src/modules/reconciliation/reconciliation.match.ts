import type { MismatchKind } from '@portal/shared/console';
import type { StatementLine } from '../paygateway/gateway.statement.ts';
import type { LedgerRefundPart } from '../inpatient/refund-ledger.service.ts';
import type { LedgerOrder } from '../payments/ledger.service.ts';

/** One mismatch a run finds (docs/reconciliation.md). */
export interface FoundMismatch {
  kind: MismatchKind;
  outTradeNo: string;
  side: 'gateway' | 'portal' | null;
  gatewayAmount: number | null;
  portalAmount: number | null;
}

/** What the gateway says of an order outside the day's statement (its order query), when the portal asks. */
export interface GatewayElsewhere {
  paid: boolean;
  refunded: boolean;
}

export interface MatchInput {
  /** The gateway's statement of the day. */
  lines: readonly StatementLine[];
  /** The portal's QR orders paid or refunded in the day. */
  dayOrders: readonly LedgerOrder[];
  /** The portal's orders the statement names, whatever their day (dayOrders may repeat here). */
  namedOrders: readonly LedgerOrder[];
  /** The surplus deposits that went back to top-up orders in the day, each a partial refund of its order. */
  dayParts: readonly LedgerRefundPart[];
  /** The parts the statement's refund numbers name, whatever their day. */
  namedParts: readonly LedgerRefundPart[];
  /** The day's instants, [from, to). */
  from: Date;
  to: Date;
  /** The gateway's order query, for orders the portal settled in the day but the statement does not list. */
  elsewhere: (outTradeNo: string) => Promise<GatewayElsewhere | null>;
  /**
   * Whether the gateway refunded a part on an earlier day's statement: the portal marks a part done after the gateway
   * answers, so one made just before midnight is the gateway's day before.
   */
  refundedEarlier: (outRefundNo: string) => Promise<boolean>;
}

/** States of an order whose money was taken. */
const TAKEN = new Set(['paid', 'refunding', 'refunded']);

const inDay = (at: Date | null, from: Date, to: Date) => at !== null && at >= from && at < to;

/**
 * Matches one day, by order number: each statement pay against the portal's order (of any day: a payment notified
 * after midnight is still the same payment), each order the portal paid in the day against the statement (or, when
 * the statement does not list it, the gateway's query: it may have settled it on its side of midnight), and the same
 * for refunds. Answers the mismatches sorted by kind and order number.
 */
export async function matchDay(input: MatchInput): Promise<FoundMismatch[]> {
  const { from, to } = input;
  const orders = new Map<string, LedgerOrder>();
  for (const o of [...input.namedOrders, ...input.dayOrders]) orders.set(o.outTradeNo, o);
  const parts = new Map<string, LedgerRefundPart>();
  for (const p of [...input.namedParts, ...input.dayParts]) parts.set(p.outRefundNo, p);
  const found: FoundMismatch[] = [];
  const add = (m: FoundMismatch) => found.push(m);
  const gwPaid = new Map<string, number>();
  const gwRefunded = new Map<string, number>();
  const gwRefundNos = new Set<string>();
  for (const l of input.lines) {
    const part =
      l.type === 'refund' && l.outRefundNo !== null ? parts.get(l.outRefundNo) : undefined;
    if (part) {
      // A partial refund matches the part of the same refund number, amount for amount.
      gwRefundNos.add(part.outRefundNo);
      if (part.amount !== l.amount)
        add({
          kind: 'amountDiffers',
          outTradeNo: l.outTradeNo,
          side: null,
          gatewayAmount: l.amount,
          portalAmount: part.amount,
        });
      continue;
    }
    const into = l.type === 'pay' ? gwPaid : gwRefunded;
    into.set(l.outTradeNo, (into.get(l.outTradeNo) ?? 0) + l.amount);
  }

  for (const [no, amount] of gwPaid) {
    const o = orders.get(no);
    if (!o || !TAKEN.has(o.state))
      add({
        kind: 'gatewayOnly',
        outTradeNo: no,
        side: null,
        gatewayAmount: amount,
        portalAmount: o?.amount ?? null,
      });
    else if (o.amount !== amount)
      add({
        kind: 'amountDiffers',
        outTradeNo: no,
        side: null,
        gatewayAmount: amount,
        portalAmount: o.amount,
      });
  }
  for (const o of input.dayOrders) {
    if (!TAKEN.has(o.state) || !inDay(o.paidAt, from, to) || gwPaid.has(o.outTradeNo)) continue;
    if ((await input.elsewhere(o.outTradeNo))?.paid) continue;
    add({
      kind: 'portalOnly',
      outTradeNo: o.outTradeNo,
      side: null,
      gatewayAmount: null,
      portalAmount: o.amount,
    });
  }
  for (const [no, amount] of gwRefunded) {
    if (orders.get(no)?.state === 'refunded') continue;
    add({
      kind: 'refundOneSide',
      outTradeNo: no,
      side: 'gateway',
      gatewayAmount: amount,
      portalAmount: orders.get(no)?.amount ?? null,
    });
  }
  for (const o of input.dayOrders) {
    if (o.state !== 'refunded' || !inDay(o.refundedAt, from, to) || gwRefunded.has(o.outTradeNo))
      continue;
    if ((await input.elsewhere(o.outTradeNo))?.refunded) continue;
    add({
      kind: 'refundOneSide',
      outTradeNo: o.outTradeNo,
      side: 'portal',
      gatewayAmount: null,
      portalAmount: o.amount,
    });
  }
  for (const p of input.dayParts) {
    if (gwRefundNos.has(p.outRefundNo) || (await input.refundedEarlier(p.outRefundNo))) continue;
    add({
      kind: 'refundOneSide',
      outTradeNo: p.outTradeNo,
      side: 'portal',
      gatewayAmount: null,
      portalAmount: p.amount,
    });
  }
  return found.sort(
    (a, b) => a.kind.localeCompare(b.kind) || a.outTradeNo.localeCompare(b.outTradeNo),
  );
}
