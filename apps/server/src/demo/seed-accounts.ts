import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { CertificateType, parseIdCard, samePersonName } from '@portal/shared';
import type { Database } from '../db/schema.ts';
import { hashPassword } from '../modules/auth/auth.password.ts';
import type { DemoAccountsFile, DemoHisFile } from './demo.schema.ts';

type DemoAccount = DemoAccountsFile['accounts'][number];
export type PreparedAccount = DemoAccount & { userId: string; passwordHash: string };
type DemoHisPerson = DemoHisFile['patients'][number];
export type PreparedHisPerson = Omit<DemoHisPerson, 'pin'> & { pinHash: string | null };

/** argon2 runs before the hospital's transaction opens, so the transaction stays short. */
export function prepareAccounts(accounts: DemoAccount[]): Promise<PreparedAccount[]> {
  return Promise.all(accounts.map(async (a) => ({ ...a, userId: randomUUID(), passwordHash: await hashPassword(a.password) })));
}

/**
 * Issue 9: card PINs are hashed like passwords (argon2id): a PIN has few digits, so a leaked table must not be
 * searchable in seconds, and it needs no key of its own to manage.
 */
export function prepareHisPersons(persons: DemoHisPerson[]): Promise<PreparedHisPerson[]> {
  return Promise.all(persons.map(async ({ pin, ...p }) => ({ ...p, pinHash: pin ? await hashPassword(pin) : null })));
}

export async function insertHisPersons(trx: Transaction<Database>, hosId: string, persons: PreparedHisPerson[]) {
  if (persons.length === 0) return;
  await trx.insertInto('his_patient').values(persons.map((p) => ({
    hos_id: hosId, cert_type: p.certType, cert_no: p.certNo, patient_name: p.patientName, phone: p.phone, pin_hash: p.pinHash,
  }))).execute();
}

/** The sex and birth date of a demo patient: from the ID number (SPEC §5), else as the file states them. */
function identity(p: DemoAccount['patients'][number]): { sex: number; birthDate: string } {
  const fromId = p.certType === CertificateType.ID_CARD ? parseIdCard(p.certNo) : null;
  const sex = fromId?.sex ?? p.sex;
  const birthDate = fromId?.birthDate ?? p.birthDate;
  if (!sex || !birthDate) throw new Error(`demo patient ${p.patientName}: a valid ID number, or sex and birthDate, is required`);
  return { sex, birthDate };
}

/**
 * The demo accounts hold their patients through proven links (issue 9) where the HIS has a record of the person
 * under the same name, as if each had linked them with the hospital's proof.
 */
export async function insertAccounts(trx: Transaction<Database>, hosId: string, accounts: PreparedAccount[], persons: DemoHisPerson[]) {
  const start = Date.now();
  const linked = (p: DemoAccount['patients'][number]) =>
    persons.some((h) => h.certType === p.certType && h.certNo === p.certNo && samePersonName(h.patientName, p.patientName));
  for (const a of accounts) {
    await trx.insertInto('app_user').values({ hos_id: hosId, user_id: a.userId, phone: a.phone, password_hash: a.passwordHash }).execute();
    if (a.physicalLeader) await trx.insertInto('physical_leader').values({ hos_id: hosId, phone: a.phone }).execute();
    if (a.patients.length === 0) continue;
    await trx.insertInto('patient').values(a.patients.map((p, i) => {
      const { sex, birthDate } = identity(p);
      return {
        hos_id: hosId, patient_id: randomUUID(), user_id: a.userId, patient_name: p.patientName, cert_type: p.certType, cert_no: p.certNo,
        phone: p.phone, relation: p.relation, sex, birth_date: birthDate, is_default: p.isDefault, unbound_at: null,
        // Spaced a second apart so "in the order added" (SPEC §4 list order) is the file's order.
        created_at: new Date(start + i * 1000),
        ...(linked(p) ? { his_linked_at: new Date(start + i * 1000), link_proof: 'seed' as const } : {}),
      };
    })).execute();
  }
}

/** Cards with an opening ledger entry each, so the entries of every card sum to its balance (ARCHITECTURE decision 4). */
export async function insertCards(trx: Transaction<Database>, hosId: string, cards: DemoHisFile['cards']) {
  if (cards.length === 0) return;
  await trx.insertInto('his_card').values(cards.map((c) => ({
    hos_id: hosId, card_id: c.cardId, card_no: c.cardNo, clinic_type: c.clinicType, card_type: c.cardType, cert_type: c.certType,
    cert_no: c.certNo, patient_name: c.patientName, state: c.state, balance: c.balance, poverty_relief: c.povertyRelief ?? false,
  }))).execute();
  await trx.insertInto('his_card_ledger').values(cards.map((c) => ({
    hos_id: hosId, card_id: c.cardId, amount: c.balance, balance_after: c.balance, kind: 'opening', ref: 'demo seed',
  }))).execute();
}

/** Issue 11: the HIS's unpaid outpatient bills; a bill's amount is the sum of its items (quantity × price, whole fen). */
export async function insertBills(trx: Transaction<Database>, hosId: string, bills: NonNullable<DemoHisFile['bills']>) {
  for (const b of bills) {
    const items = b.items.map((i, seq) => ({ ...i, seq, amount: Math.round(i.quantity * i.price) }));
    await trx.insertInto('his_bill').values({
      hos_id: hosId, bill_id: b.billId, cert_type: b.certType, cert_no: b.certNo, dept_name: b.deptName, doctor_name: b.doctorName,
      issued_at: new Date(Date.now() - b.issuedDaysAgo * 86_400_000), amount: items.reduce((sum, i) => sum + i.amount, 0), paid_at: null, paid_by: null,
    }).execute();
    await trx.insertInto('his_bill_item').values(items.map((i) => ({
      hos_id: hosId, bill_id: b.billId, seq: i.seq, name: i.name, spec: i.spec, quantity: i.quantity, unit: i.unit, price: i.price, amount: i.amount,
    }))).execute();
  }
}
