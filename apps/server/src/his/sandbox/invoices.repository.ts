import type { HosId } from '@portal/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { HisPerson } from '../his.ts';
import { fees, type ChargeRow } from './fees.repository.ts';
import type { Instants } from './reports.repository.ts';

/**
 * The built-in HIS issues an invoice for every outpatient payment that stands (his_fee and the bills
 * paid through the portal, read as the payment query reads them: fees.repository's relation) and one for every
 * discharged stay, over the stay's charged days (his_stay_day_item). Nothing is copied: an invoice is what was paid.
 * An inpatient invoice's number is ZY-<stay id>; it is dated midday of the discharge day in the hospital's zone.
 */
export interface InvoiceRow {
  invoice_no: string;
  kind: 'outpatient' | 'inpatient';
  dept_name: string;
  issued_at: Date;
  amount: string | number;
  cert_type: number;
  cert_no: string;
  fee_id: string | null;
  card_id: string | null;
  admitted_on: string | null;
}

function invoices(hosId: HosId, timeZone: string) {
  return sql`(
    select f.invoice_no, 'outpatient' as kind, f.dept_name, f.paid_at as issued_at, f.amount, f.cert_type, f.cert_no,
           f.fee_id, null::text as card_id, null::text as admitted_on
      from ${fees(hosId)} f where f.refunded_at is null
    union all
    select 'ZY-' || s.card_id || '-' || to_char(s.admitted_on, 'YYYYMMDD'), 'inpatient', s.dept_name,
           (s.discharged_on::timestamp + interval '12 hours') at time zone ${timeZone},
           coalesce((select sum(i.amount) from his_stay_day_item i
                      where i.hos_id = s.hos_id and i.card_id = s.card_id and i.admitted_on = s.admitted_on), 0),
           c.cert_type, c.cert_no, null, s.card_id, to_char(s.admitted_on, 'YYYY-MM-DD')
      from his_inpatient_stay s join his_card c on c.hos_id = s.hos_id and c.card_id = s.card_id
     where s.hos_id = ${hosId} and s.discharged_on is not null
  )`;
}

export async function listInvoices(
  db: Db,
  hosId: HosId,
  person: HisPerson,
  q: {
    kind?: 'outpatient' | 'inpatient';
    at: Instants;
    timeZone: string;
    offset: number;
    limit: number;
  },
) {
  const where = sql`cert_type = ${person.certType} and cert_no = ${person.certNo} and issued_at >= ${q.at.from} and issued_at < ${q.at.to}
    ${q.kind === undefined ? sql`` : sql`and kind = ${q.kind}`}`;
  const [rows, count] = await Promise.all([
    sql<InvoiceRow>`select * from ${invoices(hosId, q.timeZone)} v where ${where}
      order by issued_at desc, invoice_no desc limit ${q.limit} offset ${q.offset}`.execute(db),
    sql<{
      n: string | number;
    }>`select count(*) as n from ${invoices(hosId, q.timeZone)} v where ${where}`.execute(db),
  ]);
  return { rows: rows.rows, total: Number(count.rows[0]?.n ?? 0) };
}

export async function findInvoice(
  db: Db,
  hosId: HosId,
  invoiceNo: string,
  timeZone: string,
): Promise<(InvoiceRow & { payer_name: string }) | undefined> {
  const { rows } = await sql<InvoiceRow & { payer_name: string }>`
    select v.*, coalesce((select p.patient_name from his_patient p where p.hos_id = ${hosId} and p.cert_type = v.cert_type and p.cert_no = v.cert_no),
                         (select c.patient_name from his_card c where c.hos_id = ${hosId} and c.cert_type = v.cert_type and c.cert_no = v.cert_no limit 1), '') as payer_name
      from ${invoices(hosId, timeZone)} v where v.invoice_no = ${invoiceNo} limit 1`.execute(db);
  return rows[0];
}

/** A stay's charges summed per item (same name, spec, unit and price), in category order then by name. */
export async function stayInvoiceItems(
  db: Db,
  hosId: HosId,
  cardId: string,
  admittedOn: string,
): Promise<ChargeRow[]> {
  const { rows } = await sql<ChargeRow>`
    select ${cardId} as id, category, name, spec, sum(quantity) as quantity, unit, price, sum(amount) as amount
      from his_stay_day_item where hos_id = ${hosId} and card_id = ${cardId} and admitted_on = ${admittedOn}
     group by category, name, spec, unit, price
     order by category, name, price`.execute(db);
  return rows;
}
