import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Issue 11: the built-in HIS's outpatient bills (migration 0012), Kysely only. */
export interface BillRow {
  bill_id: string; cert_type: number; cert_no: string; dept_name: string; doctor_name: string; issued_at: Date; amount: string | number;
  state: 'unpaid' | 'paid'; paid_at: Date | null; paid_by: 'card' | 'qr' | null; paying_out_trade_no: string | null;
}
export interface BillItemRow {
  bill_id: string; seq: number; name: string; spec: string; quantity: string | number; unit: string; price: string | number; amount: string | number;
}

/** A person's bills in one state, newest first, with the QR order paying each (if any). */
export async function listBills(db: Db, hosId: string, holder: { cert_type: number; cert_no: string }, state: 'unpaid' | 'paid'): Promise<BillRow[]> {
  const { rows } = await sql<BillRow>`
    select b.bill_id, b.cert_type, b.cert_no, b.dept_name, b.doctor_name, b.issued_at, b.amount, b.state, b.paid_at, b.paid_by,
           (select o.out_trade_no from pay_order o
             where o.hos_id = b.hos_id and o.bill_id = b.bill_id and o.method = 'qr' and o.state = 'paying' limit 1) as paying_out_trade_no
      from his_bill b
     where b.hos_id = ${hosId} and b.cert_type = ${holder.cert_type} and b.cert_no = ${holder.cert_no} and b.state = ${state}
     order by b.issued_at desc, b.bill_id`.execute(db);
  return rows;
}

export async function findBill(db: Db, hosId: string, billId: string, { lock = false } = {}): Promise<BillRow | undefined> {
  const { rows } = await sql<BillRow>`
    select bill_id, cert_type, cert_no, dept_name, doctor_name, issued_at, amount, state, paid_at, paid_by, null as paying_out_trade_no
      from his_bill where hos_id = ${hosId} and bill_id = ${billId} ${lock ? sql`for update` : sql``}`.execute(db);
  return rows[0];
}

export function itemsOf(db: Db, hosId: string, billIds: string[]): Promise<BillItemRow[]> {
  if (billIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('his_bill_item').select(['bill_id', 'seq', 'name', 'spec', 'quantity', 'unit', 'price', 'amount'])
    .where('hos_id', '=', hosId).where('bill_id', 'in', billIds).orderBy('bill_id').orderBy('seq').execute();
}

/** The bill settled; false when it was already paid (someone else got there first). */
export async function markBillPaid(trx: Db, hosId: string, billId: string, by: 'card' | 'qr', at: Date): Promise<boolean> {
  const res = await trx.updateTable('his_bill').set({ state: 'paid', paid_at: at, paid_by: by })
    .where('hos_id', '=', hosId).where('bill_id', '=', billId).where('state', '=', 'unpaid').executeTakeFirst();
  return res.numUpdatedRows > 0n;
}
