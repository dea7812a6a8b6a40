import {
  INVOICE_DEFAULT_DAYS,
  type InvoiceDetail,
  type InvoicePage,
  type InvoiceSummary,
  type Language,
} from '@portal/shared';
import { AppError } from '../../errors/app-error.ts';
import type { HisInvoiceSummary } from '../../his/invoices.ts';
import { getHospital } from '../hospital/hospital.service.ts';
import { logAccess, provenPatientOf } from '../patients/patients.service.ts';
import type { ReportDeps } from '../queries/queries.deps.ts';
import { patientQueryPage, type QueryScope } from '../queries/patient-query.ts';
import { feeItemOf } from '../queries/fees.service.ts';
import { invoicePdfFileName, renderInvoicePdf } from './invoice-pdf.ts';
import type { PatientContext } from '../../plugins/request-context.ts';

/**
 * A linked patient's invoices from the HIS,
 * listed per period (the last year by default) and kind, one with its items, and its PDF. Ownership like the fees: a
 * patient of another account answers PATIENT004; an invoice of a person the reader does not hold through a proven
 * link — another user's, another hospital's, an unknown number — C002, all alike. Every read logged; FUNC001 while
 * the hospital's electronic-invoice function is closed.
 */

/** The invoice calls need the database, the HIS and, for the PDF, the server's fonts. */
export type InvoiceDeps = ReportDeps;

const toSummary = (i: HisInvoiceSummary): InvoiceSummary => ({
  invoiceNo: i.invoiceNo,
  kind: i.kind,
  deptName: i.deptName,
  issuedAt: i.issuedAt.toISOString(),
  amount: i.amount,
});

export interface InvoiceListInput {
  patientId: string;
  kind: '' | 'outpatient' | 'inpatient';
  from?: string;
  to?: string;
  page: number;
}

/** The list's module, access-log line and default period (patient-query.ts). */
const INVOICE_LIST: QueryScope = {
  access: 'invoices',
  defaultDays: INVOICE_DEFAULT_DAYS,
};

/** A page (10) of the patient's invoices, newest first; a page past the end is empty, the total stays. */
export async function listInvoices(
  deps: InvoiceDeps,
  actor: PatientContext,
  input: InvoiceListInput,
): Promise<InvoicePage> {
  const { db, his } = deps;
  return patientQueryPage(db, actor, input, INVOICE_LIST, async (person, window) => {
    const page = await his.invoices.list(actor.hosId, person, {
      kind: input.kind || undefined,
      ...window,
    });
    return { items: page.items.map(toSummary), total: page.total };
  });
}

async function ownInvoice(deps: InvoiceDeps, actor: PatientContext, invoiceNo: string) {
  const hospital = await getHospital(deps.db, actor.hosId);
  const invoice = await deps.his.invoices.get(actor.hosId, invoiceNo, hospital.timeZone);
  const patient = invoice ? await provenPatientOf(deps.db, actor, invoice.person) : undefined;
  if (!invoice || !patient) throw new AppError('C002');
  const detail: InvoiceDetail = {
    ...toSummary(invoice),
    patientId: patient.patient_id,
    payerName: invoice.payerName,
    hospitalName: hospital.hosName,
    items: invoice.items.map(feeItemOf),
  };
  return { detail, timeZone: hospital.timeZone };
}

export async function getInvoice(
  deps: InvoiceDeps,
  actor: PatientContext,
  invoiceNo: string,
): Promise<InvoiceDetail> {
  const { detail } = await ownInvoice(deps, actor, invoiceNo);
  await logAccess(deps.db, actor, [detail.patientId], 'invoice');
  return detail;
}

export async function getInvoicePdf(
  deps: InvoiceDeps,
  actor: PatientContext,
  invoiceNo: string,
  lang: Language,
): Promise<{ fileName: string; pdf: Buffer }> {
  const { detail, timeZone } = await ownInvoice(deps, actor, invoiceNo);
  await logAccess(deps.db, actor, [detail.patientId], 'invoice-pdf');
  const pdf = await renderInvoicePdf({
    invoice: detail,
    timeZone,
    lang,
    printedAt: new Date(),
    fonts: deps.pdfFonts(),
  });
  return { fileName: invoicePdfFileName(detail.invoiceNo), pdf };
}
