import type { PayPurpose, HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import type { HisAdapter } from '../../his/his.ts';
import type { PayRouter } from './pay-router.ts';
import type { OrderState } from './order-state.ts';

/**
 * Every order has a purpose, and the purpose decides what "paid" and
 * "ended" mean. The payments slice moves orders through their state machine and talks to the gateway; the slice
 * that owns what is paid for (records: the booking; recharge: the card; bills: the bill) supplies the handler, and
 * the composition root (apps/server/src/purposes.ts) hands all of them in. Payments never imports those slices.
 */
export interface OrderFacts {
  hosId: HosId;
  outTradeNo: string;
  purpose: PayPurpose;
  state: OrderState;
  method: 'card' | 'qr';
  amount: number;
  userId: string;
  appointId: string | null;
  cardId: string | null;
  billId: string | null;
  /** The stay or case-mail request an inpatient_settlement, deposit_refund or case_mail order is about (migration 0029). */
  subjectId: string | null;
}

/** What an order is for: the one thing (booking, bill, stay, request) that has at most one live order of the purpose. */
export type OrderSubject =
  | { purpose: 'registration'; appointId: string }
  | { purpose: 'outpatient_bill'; billId: string }
  | { purpose: SubjectPurpose; subjectId: string };

type TopUpPurpose = 'outpatient_topup' | 'inpatient_topup';
/** Every other purpose names what it pays for by subject_id (migration 0029), a new one included. */
export type SubjectPurpose = Exclude<PayPurpose, 'registration' | 'outpatient_bill' | TopUpPurpose>;

/** A card top-up: several may be open at once, so an open one is reused only for the very same request. */
export interface TopUpSubject {
  purpose: TopUpPurpose;
  cardId: string;
  userId: string;
  /** The booking a gap top-up pays; null for a plain top-up, which never reuses a booking's. */
  appointId: string | null;
  amount: number;
}

/** An order to open: what it pays for and how (orders.service.ts numbers it). */
export interface NewOrder {
  outTradeNo: string;
  purpose: PayPurpose;
  businessType: number;
  method: 'card' | 'qr';
  amount: number;
  userId: string;
  appointId?: string | null;
  cardId?: string | null;
  billId?: string | null;
  /** Migration 0029: the stay or case-mail request of an inpatient_settlement, deposit_refund or case_mail order. */
  subjectId?: string | null;
}

/** 'refund': what the money was for is gone (booking ended, card stopped, bill paid otherwise): give it back. */
export type Fulfilment = 'paid' | 'refund';

export interface PurposeHandler {
  /**
   * Runs in the transaction that moved the order paying → paid (the order row is locked): deliver what was paid
   * for, exactly once. Business refusals answer 'refund' — never throw for them, the money has arrived.
   */
  fulfil(trx: Db, order: OrderFacts, now: Date): Promise<Fulfilment>;
  /** Is what a paying order pays for still wanted? When not, settlement closes it at the gateway at once. */
  stillWanted(db: Db, order: OrderFacts): Promise<boolean>;
  /**
   * What reaches the hospital's system once the order is paid (a card credited, a bill settled): run after the paid
   * transaction commits — never inside one, the HIS is remote (docs/architecture.md#the-his-is-an-adapter) — and again by the settlement
   * job until it answers. Idempotent by the order's number. 'refund' when the HIS refuses it (the card was stopped,
   * the bill was paid otherwise): the order is then refunded. Purposes that deliver nothing beyond `fulfil` omit it.
   */
  deliver?(deps: DeliveryDeps, order: OrderFacts): Promise<'delivered' | 'refund'>;
}

export type Purposes = Readonly<Record<PayPurpose, PurposeHandler>>;

/** What a delivery may use: the payments slice itself (a top-up that pays its booking opens a card order). */
export type DeliveryDeps = Pick<PaymentDeps, 'db' | 'gateway' | 'purposes' | 'his'>;

/**
 * What the payment calls, settlement and the purposes' own slices share, built once by the composition root.
 * `gateway` routes each order to its QR channel (sandbox, Alipay, WeChat Pay), null when the server has none (QR
 * payment then answers PAY006); `his` is the hospital's system, whose card ledger card orders take money from
 * and refunds return it to.
 */
export interface PaymentDeps {
  db: Db;
  gateway: PayRouter | null;
  purposes: Purposes;
  his: HisAdapter;
}
