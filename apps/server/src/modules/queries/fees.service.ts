import {
  QUERY_PAGE_SIZE,
  type FeeDetail,
  type FeeSummary,
  type Language,
  type HosId,
} from '@portal/shared';
import { AppError } from '../../errors/app-error.ts';
import type { HisFeeSummary } from '../../his/fees.ts';
import { requireFunctionOpen } from '../hospital/hospital.service.ts';
import { logAccess, provenPatientOf, requirePatient } from '../patients/patients.service.ts';
import { dictionaryItems } from '../dictionary/dictionary.service.ts';
import { hisPersonOf, queryPeriod } from './query-period.ts';
import type { QueryDeps } from './queries.deps.ts';
import { inLanguage } from '../../his/names.ts';
import type { PatientContext } from '../../plugins/request-context.ts';

/** The fee and daily-bill calls need the portal's database and the HIS (no PDFs). */
export type FeeDeps = Pick<QueryDeps, 'db' | 'his'>;

/**
 * Payment query: the outpatient fees a patient paid, from the HIS — including the
 * bills paid in the portal, which the HIS holds as paid. Ownership like reports: PATIENT004 for another user's
 * patient, C002 for another person's fee exactly like an unknown one; every read logged; FUNC001 while the
 * hospital's payment query (this module) is closed. Payment types and pay modes are labelled in the reader's language.
 */
export const FEE_MODULE_ID = 'query-payment';

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

/** A page (10) of the patient's paid fees, newest first; a page past the end is empty, the total stays. */
export async function listFees(
  deps: FeeDeps,
  actor: PatientContext,
  input: FeeListInput,
  lang: Language,
) {
  const { db, his } = deps;
  await requireFunctionOpen(db, actor.hosId, FEE_MODULE_ID);
  const period = await queryPeriod(db, actor.hosId, input);
  const patient = await requirePatient(db, actor, input.patientId);
  await logAccess(db, actor, [patient.patient_id], 'fees');
  const person = hisPersonOf(patient);
  if (!person) return { items: [], total: 0, pageSize: QUERY_PAGE_SIZE };
  const [page, l, book] = await Promise.all([
    his.fees.list(actor.hosId, person, {
      paymentType: input.paymentType || undefined,
      period,
      offset: (input.page - 1) * QUERY_PAGE_SIZE,
      limit: QUERY_PAGE_SIZE,
    }),
    labels(deps, actor.hosId, lang),
    his.names.book(actor.hosId, lang),
  ]);
  return {
    items: inLanguage(page.items, book).map((f) => toSummary(f, l)),
    total: page.total,
    pageSize: QUERY_PAGE_SIZE,
  };
}

export async function getFee(
  deps: FeeDeps,
  actor: PatientContext,
  feeId: string,
  lang: Language,
): Promise<FeeDetail> {
  await requireFunctionOpen(deps.db, actor.hosId, FEE_MODULE_ID);
  const [answer, book] = await Promise.all([
    deps.his.fees.get(actor.hosId, feeId),
    deps.his.names.book(actor.hosId, lang),
  ]);
  const fee = answer && inLanguage(answer, book);
  const patient = fee ? await provenPatientOf(deps.db, actor, fee.person) : undefined;
  if (!fee || !patient) throw new AppError('C002');
  await logAccess(deps.db, actor, [patient.patient_id], 'fee');
  return {
    ...toSummary(fee, await labels(deps, actor.hosId, lang)),
    patientId: patient.patient_id,
    patientName: patient.patient_name,
    items: fee.items.map((i) => ({
      category: i.category,
      name: i.name,
      spec: i.spec,
      quantity: i.quantity,
      unit: i.unit,
      price: i.price,
      amount: i.amount,
    })),
  };
}
