import {
  type FeeDetail,
  type FeeItem,
  type FeeSummary,
  type Language,
  type HosId,
} from '@portal/shared';
import type { HisChargeItem, HisFeeSummary } from '../../his/fees.ts';
import { logAccess } from '../patients/patients.service.ts';
import { dictionaryItems } from '../dictionary/dictionary.service.ts';
import type { QueryDeps } from './queries.deps.ts';
import { answerIn, inLanguage } from '../../his/names.ts';
import { patientQueryPage, provenRecord, type QueryScope } from './patient-query.ts';
import type { PatientContext } from '../../plugins/request-context.ts';

/** The fee and daily-bill calls need the portal's database and the HIS (no PDFs). */
export type FeeDeps = Pick<QueryDeps, 'db' | 'his'>;

/**
 * Payment query: the outpatient fees a patient paid, from the HIS — including the
 * bills paid in the portal, which the HIS holds as paid. Ownership like reports: PATIENT004 for another user's
 * patient, C002 for another person's fee exactly like an unknown one; every read logged; FUNC001 while the
 * hospital's payment query (this module) is closed. Payment types and pay modes are labelled in the reader's language.
 */

/**
 * A charge line as patients read it, the same on a fee, a day of the daily bill and an invoice: the HIS's line without
 * what it keeps for itself.
 */
export function feeItemOf(i: HisChargeItem): FeeItem {
  return {
    category: i.category,
    name: i.name,
    spec: i.spec,
    quantity: i.quantity,
    unit: i.unit,
    price: i.price,
    amount: i.amount,
  };
}

async function labels(deps: FeeDeps, hosId: HosId, lang: Language) {
  const [types, modes] = await Promise.all([
    dictionaryItems(deps.his, hosId, 'out_payment_type', lang),
    dictionaryItems(deps.his, hosId, 'pay_mode', lang),
  ]);
  return {
    types: new Map(types.map((i) => [i.value, i.label])),
    modes: new Map(modes.map((i) => [i.value, i.label])),
  };
}
type Labels = Awaited<ReturnType<typeof labels>>;

function toSummary(f: HisFeeSummary, l: Labels): FeeSummary {
  return {
    feeId: f.feeId,
    paidAt: f.paidAt.toISOString(),
    deptName: f.deptName,
    doctorName: f.doctorName,
    paymentType: f.paymentType,
    paymentTypeName: l.types.get(f.paymentType) ?? f.paymentType,
    payMode: f.payMode,
    payModeName: l.modes.get(f.payMode) ?? f.payMode,
    amount: f.amount,
    invoiceNo: f.invoiceNo,
    refundedAt: f.refundedAt?.toISOString() ?? null,
  };
}

export interface FeeListInput {
  patientId: string;
  paymentType: string;
  from?: string;
  to?: string;
  page: number;
}

/** The list's module, access-log line and default period (patient-query.ts). */
const FEE_LIST: QueryScope = { access: 'fees', lookBack: 'paymentQueryDays' };

/** A page (10) of the patient's paid fees, newest first; a page past the end is empty, the total stays. */
export async function listFees(
  deps: FeeDeps,
  actor: PatientContext,
  input: FeeListInput,
  lang: Language,
) {
  const { db, his } = deps;
  return patientQueryPage(db, actor, input, FEE_LIST, async (person, window) => {
    const [page, l, book] = await Promise.all([
      his.fees.list(actor.hosId, person, {
        paymentType: input.paymentType || undefined,
        ...window,
      }),
      labels(deps, actor.hosId, lang),
      his.names.book(actor.hosId, lang),
    ]);
    return { items: inLanguage(page.items, book).map((f) => toSummary(f, l)), total: page.total };
  });
}

export async function getFee(
  deps: FeeDeps,
  actor: PatientContext,
  feeId: string,
  lang: Language,
): Promise<FeeDetail> {
  const { record: fee, patient } = await provenRecord(deps.db, actor, () =>
    answerIn(deps.his.names, actor.hosId, lang, deps.his.fees.get(actor.hosId, feeId)),
  );
  await logAccess(deps.db, actor, [patient.patient_id], 'fee');
  return {
    ...toSummary(fee, await labels(deps, actor.hosId, lang)),
    patientId: patient.patient_id,
    patientName: patient.patient_name,
    items: fee.items.map(feeItemOf),
  };
}
