import type { Db } from '../../db/database.ts';
import type { HisInvoiceSummary, HisInvoices } from '../invoices.ts';
import { feeItems } from './fees.repository.ts';
import { charge } from './sandbox-fees.ts';
import * as repo from './invoices.repository.ts';
import { periodInstants, personOf } from './sandbox-rows.ts';

/** The built-in HIS's electronic invoices, derived from what was paid (invoices.repository.ts). */
export function createSandboxInvoices(db: Db): HisInvoices {
  return {
    async list(hosId, person, query) {
      const { period } = query;
      const at = periodInstants(period);
      const { rows, total } = await repo.listInvoices(db, hosId, person, {
        kind: query.kind,
        at,
        timeZone: period.timeZone,
        offset: query.offset,
        limit: query.limit,
      });
      return { items: rows.map(summary), total };
    },
    async get(hosId, invoiceNo, timeZone) {
      const row = await repo.findInvoice(db, hosId, invoiceNo, timeZone);
      if (!row) return undefined;
      const items =
        row.kind === 'outpatient'
          ? await feeItems(db, hosId, row.fee_id!)
          : await repo.stayInvoiceItems(db, hosId, row.card_id!, row.admitted_on!);
      return {
        ...summary(row),
        person: personOf(row),
        payerName: row.payer_name,
        items: items.map(charge),
      };
    },
  };
}

function summary(r: repo.InvoiceRow): HisInvoiceSummary {
  return {
    invoiceNo: r.invoice_no,
    kind: r.kind,
    deptName: r.dept_name,
    issuedAt: new Date(r.issued_at),
    amount: Number(r.amount),
  };
}
