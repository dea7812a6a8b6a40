import type { CardState, HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { hashPassword } from '../../modules/auth/auth.password.ts';
import type { HisPerson } from '../his.ts';

/**
 * The built-in HIS's loaders for person records, cards and outpatient bills (the sandbox is
 * the only code that writes its tables: docs/architecture.md#the-his-is-an-adapter). The demo seed (demo/seed-accounts.ts) and tests load the hospital's side
 * of the accounts through them, as a hospital would have registered its patients and issued its cards.
 */

export interface SandboxPersonInput extends HisPerson {
  patientName: string;
  phone: string | null;
  pin?: string;
}
export type PreparedHisPerson = Omit<SandboxPersonInput, 'pin'> & { pinHash: string | null };

export interface SandboxCardInput extends HisPerson {
  cardId: string;
  cardNo: string;
  clinicType: number;
  cardType: number;
  patientName: string;
  state: CardState;
  /** Integer fen. */
  balance: number;
  povertyRelief?: boolean;
}

export interface SandboxBillInput extends HisPerson {
  billId: string;
  deptName: string;
  doctorName: string;
  issuedDaysAgo: number;
  /** Prices in fen. */
  items: { name: string; spec: string; quantity: number; unit: string; price: number }[];
}

/**
 * Card PINs are hashed like passwords (argon2id): a PIN has few digits, so a leaked table must not be
 * searchable in seconds, and it needs no key of its own to manage. Runs before the loading transaction opens, so
 * the transaction stays short; sandbox-persons.ts verifies them with the same scheme.
 */
export function prepareHisPersons(persons: SandboxPersonInput[]): Promise<PreparedHisPerson[]> {
  return Promise.all(
    persons.map(async ({ pin, ...p }) => ({ ...p, pinHash: pin ? await hashPassword(pin) : null })),
  );
}

export async function insertHisPersons(trx: Db, hosId: HosId, persons: PreparedHisPerson[]) {
  if (persons.length === 0) return;
  await trx
    .insertInto('his_patient')
    .values(
      persons.map((p) => ({
        hos_id: hosId,
        cert_type: p.certType,
        cert_no: p.certNo,
        patient_name: p.patientName,
        phone: p.phone,
        pin_hash: p.pinHash,
      })),
    )
    .execute();
}

/** Cards with an opening ledger entry each, so the entries of every card sum to its balance (docs/architecture.md#invariants-in-the-database). */
export async function insertCards(trx: Db, hosId: HosId, cards: SandboxCardInput[]) {
  if (cards.length === 0) return;
  await trx
    .insertInto('his_card')
    .values(
      cards.map((c) => ({
        hos_id: hosId,
        card_id: c.cardId,
        card_no: c.cardNo,
        clinic_type: c.clinicType,
        card_type: c.cardType,
        cert_type: c.certType,
        cert_no: c.certNo,
        patient_name: c.patientName,
        state: c.state,
        balance: c.balance,
        poverty_relief: c.povertyRelief ?? false,
      })),
    )
    .execute();
  await trx
    .insertInto('his_card_ledger')
    .values(
      cards.map((c) => ({
        hos_id: hosId,
        card_id: c.cardId,
        amount: c.balance,
        balance_after: c.balance,
        kind: 'opening',
        ref: 'demo seed',
        idem_key: null,
      })),
    )
    .execute();
}

/** The HIS's unpaid outpatient bills; a bill's amount is the sum of its items (quantity × price, whole fen). */
export async function insertBills(
  trx: Db,
  hosId: HosId,
  bills: SandboxBillInput[],
  now = new Date(),
) {
  for (const b of bills) {
    const items = b.items.map((i, seq) => ({
      ...i,
      seq,
      amount: Math.round(i.quantity * i.price),
    }));
    await trx
      .insertInto('his_bill')
      .values({
        hos_id: hosId,
        bill_id: b.billId,
        cert_type: b.certType,
        cert_no: b.certNo,
        dept_name: b.deptName,
        doctor_name: b.doctorName,
        issued_at: new Date(now.getTime() - b.issuedDaysAgo * 86_400_000),
        amount: items.reduce((sum, i) => sum + i.amount, 0),
        paid_at: null,
        paid_by: null,
      })
      .execute();
    await trx
      .insertInto('his_bill_item')
      .values(
        items.map((i) => ({
          hos_id: hosId,
          bill_id: b.billId,
          seq: i.seq,
          name: i.name,
          spec: i.spec,
          quantity: i.quantity,
          unit: i.unit,
          price: i.price,
          amount: i.amount,
        })),
      )
      .execute();
  }
}
