import type { HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import type { HisBill, HisBills } from '../bills.ts';
import type { HisPerson } from '../his.ts';
import { personOf } from './sandbox-rows.ts';

/** The built-in HIS's outpatient bills (his_bill, his_bill_item; migrations 0012 and 0020). */
const billColumns = [
  'bill_id',
  'cert_type',
  'cert_no',
  'dept_name',
  'doctor_name',
  'issued_at',
  'amount',
  'state',
  'paid_at',
  'paid_by',
] as const;

export function createSandboxBills(db: Db): HisBills {
  async function withItems(hosId: HosId, rows: BillRow[]): Promise<HisBill[]> {
    if (rows.length === 0) return [];
    const items = await db
      .selectFrom('his_bill_item')
      .select(['bill_id', 'name', 'spec', 'quantity', 'unit', 'price', 'amount'])
      .where('hos_id', '=', hosId)
      .where(
        'bill_id',
        'in',
        rows.map((r) => r.bill_id),
      )
      .orderBy('bill_id')
      .orderBy('seq')
      .execute();
    return rows.map((r) => ({
      billId: r.bill_id,
      person: personOf(r),
      deptName: r.dept_name,
      doctorName: r.doctor_name,
      issuedAt: new Date(r.issued_at),
      amount: Number(r.amount),
      state: r.state,
      paidAt: r.paid_at ? new Date(r.paid_at) : null,
      paidBy: r.paid_by,
      items: items
        .filter((i) => i.bill_id === r.bill_id)
        .map((i) => ({
          name: i.name,
          spec: i.spec,
          quantity: Number(i.quantity),
          unit: i.unit,
          price: Number(i.price),
          amount: Number(i.amount),
        })),
    }));
  }

  return {
    async list(hosId, person: HisPerson, state) {
      const rows = await db
        .selectFrom('his_bill')
        .select(billColumns)
        .where('hos_id', '=', hosId)
        .where('cert_type', '=', person.certType)
        .where('cert_no', '=', person.certNo)
        .where('state', '=', state)
        .orderBy('issued_at', 'desc')
        .orderBy('bill_id')
        .execute();
      return withItems(hosId, rows);
    },
    async get(hosId, billId) {
      const row = await db
        .selectFrom('his_bill')
        .select(billColumns)
        .where('hos_id', '=', hosId)
        .where('bill_id', '=', billId)
        .executeTakeFirst();
      return row ? (await withItems(hosId, [row]))[0] : undefined;
    },
    async settle(hosId, s) {
      const updated = await db
        .updateTable('his_bill')
        .set({ state: 'paid', paid_at: new Date(), paid_by: s.by, paid_key: s.key })
        .where('hos_id', '=', hosId)
        .where('bill_id', '=', s.billId)
        .where('state', '=', 'unpaid')
        .executeTakeFirst();
      if (updated.numUpdatedRows > 0n) return 'settled';
      const row = await db
        .selectFrom('his_bill')
        .select('paid_key')
        .where('hos_id', '=', hosId)
        .where('bill_id', '=', s.billId)
        .executeTakeFirst();
      if (!row) return 'unknown';
      return row.paid_key === s.key ? 'settled' : 'paid-otherwise';
    },
  };
}

type BillRow = {
  bill_id: string;
  cert_type: number;
  cert_no: string;
  dept_name: string;
  doctor_name: string;
  issued_at: Date;
  amount: string | number;
  state: 'unpaid' | 'paid';
  paid_at: Date | null;
  paid_by: 'card' | 'qr' | null;
};
