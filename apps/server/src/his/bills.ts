import type { HosId } from '@portal/shared';
import type { HisPerson } from './his.ts';

/**
 * Outpatient bills as the HIS holds them: what a person owes for a visit, item by item. The portal lists
 * them and, once an order paid for one, settles it here — after its own commit, keyed by its order number, so a
 * retry settles once and a second payment of the same bill is refused (the portal then gives that money back).
 */
export interface HisBillItem {
  name: string;
  spec: string;
  quantity: number;
  unit: string;
  price: number;
  amount: number;
}

export interface HisBill {
  billId: string;
  person: HisPerson;
  deptName: string;
  doctorName: string;
  issuedAt: Date;
  /** Fen. */
  amount: number;
  state: 'unpaid' | 'paid';
  paidAt: Date | null;
  paidBy: 'card' | 'qr' | null;
  items: HisBillItem[];
}

export interface HisBillSettlement {
  billId: string;
  key: string;
  by: 'card' | 'qr';
}

export interface HisBills {
  /** A person's bills in one state, newest first, with their items. */
  list(hosId: HosId, person: HisPerson, state: 'unpaid' | 'paid'): Promise<HisBill[]>;
  /** One bill with its items; undefined when the hospital has no such bill. */
  get(hosId: HosId, billId: string): Promise<HisBill | undefined>;
  /**
   * Settles the bill by the request `key`: 'settled' (now or by an earlier call with the same key), 'paid-otherwise'
   * (another request settled it: the caller refunds its own payment), 'unknown' (no such bill).
   */
  settle(hosId: HosId, s: HisBillSettlement): Promise<'settled' | 'paid-otherwise' | 'unknown'>;
}
