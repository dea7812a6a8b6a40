import { createHash } from 'node:crypto';
import {
  addDays,
  canCancelCaseMail,
  caseMailFee,
  hospitalToday,
  maskPhone,
  PayBusinessType,
  readCaseMailSettings,
  readHospitalConfig,
  type CaseMailCreateInput,
  type CaseMailRequest,
  type CaseMailVisit,
  type DictionaryCode,
  type Language,
  type PayResponse,
  type HosId,
} from '@portal/shared';
import { AppError } from '../../errors/app-error.ts';
import type { HisCaseMailRequest } from '../../his/case-mail.ts';
import type { HisFeeSummary } from '../../his/fees.ts';
import type { HisPerson } from '../../his/his.ts';
import { getHospital, listConfig } from '../hospital/hospital.service.ts';
import { logAccess, requirePatient } from '../patients/patients.service.ts';
import {
  lockLiveOrder,
  moveOrder,
  startQrOrder,
  subjectPayments,
  type SubjectPayment,
} from '../payments/orders.service.ts';
import { issueQr } from '../payments/payments.service.ts';
import type { PaymentDeps } from '../payments/purposes.ts';
import { dictionaryItems } from '../dictionary/dictionary.service.ts';
import { hisPersonOf } from '../queries/query-period.ts';
import { settleAfterCommit } from '../bookings/refund.service.ts';
import * as repo from './case-mail.repository.ts';
import type { PatientContext } from '../../plugins/request-context.ts';

/**
 * A patient orders a copy of a past stay's case record,
 * pays its fee by QR (purpose case_mail), follows it through the records office's states
 * and may cancel it until the copy is printed — its fee then refunded exactly once by settlement. The request is the
 * HIS's; the portal keeps which account asked for it, and only that account sees it (others: C002, like unknown).
 * A copy may also be of an outpatient visit's record: the visit is
 * the HIS's fee of it (his/fees.ts), offered from the patient's visits of the last year.
 */

type CaseMailDeps = PaymentDeps;
type Log = { error(obj: unknown, msg: string): void };

export async function caseMailSettings(deps: Pick<PaymentDeps, 'db'>, hosId: HosId) {
  return readCaseMailSettings(readHospitalConfig(await listConfig(deps.db, hosId, ['CASE_MAIL'])));
}

/** The labels of the request's dictionaries in the reader's language. */
async function labelsOf(deps: CaseMailDeps, hosId: HosId, lang: Language) {
  const codes = [
    'case_mail_printing_type',
    'case_mail_express_company',
    'case_mail_medical_address',
    'case_mail_process_status',
  ] as const;
  const lists = await Promise.all(codes.map((c) => dictionaryItems(deps.his, hosId, c, lang)));
  const maps = lists.map((items) => new Map(items.map((i) => [i.value, i.label])));
  const label = (index: number) => (value: string) => maps[index]!.get(value) ?? value;
  return { printing: label(0), express: label(1), address: label(2), status: label(3) };
}
type Labels = Awaited<ReturnType<typeof labelsOf>>;

async function toDtos(
  deps: CaseMailDeps,
  actor: PatientContext,
  own: repo.OwnRequestRow[],
  lang: Language,
): Promise<CaseMailRequest[]> {
  const ids = own.map((r) => r.request_id);
  const [requests, orders, l, { timeZone }] = await Promise.all([
    deps.his.caseMail.many(actor.hosId, ids),
    subjectPayments(deps.db, actor.hosId, 'case_mail', ids),
    labelsOf(deps, actor.hosId, lang),
    getHospital(deps.db, actor.hosId),
  ]);
  const byId = new Map(requests.map((r) => [r.requestId, r]));
  const out: CaseMailRequest[] = [];
  for (const row of own) {
    const r = byId.get(row.request_id);
    if (r)
      out.push(
        await toDto(
          deps,
          { hosId: actor.hosId, timeZone },
          row.patient_id,
          r,
          orders.get(r.requestId),
          l,
        ),
      );
  }
  return out;
}

/** What the copy is of, as the list shows it: the stay's department and days, or the visit's department, doctor and day. */
async function subjectOf(
  deps: CaseMailDeps,
  hosId: HosId,
  timeZone: string,
  r: HisCaseMailRequest,
) {
  if (r.visitId !== null) {
    const fee = await deps.his.fees.get(hosId, r.visitId);
    return {
      kind: 'outpatient' as const,
      deptName: fee?.deptName ?? '',
      doctorName: fee?.doctorName ?? '',
      admittedOn: '',
      dischargedOn: '',
      visitDate: fee ? hospitalToday(fee.paidAt, timeZone) : '',
    };
  }
  const stay = r.stayId === null ? undefined : await deps.his.dailyBills.stay(hosId, r.stayId);
  return {
    kind: 'inpatient' as const,
    deptName: stay?.deptName ?? '',
    doctorName: stay?.doctorName ?? '',
    admittedOn: stay?.admittedOn ?? '',
    dischargedOn: stay?.dischargedOn ?? '',
    visitDate: '',
  };
}

async function toDto(
  deps: CaseMailDeps,
  h: { hosId: HosId; timeZone: string },
  patientId: string,
  r: HisCaseMailRequest,
  payment: SubjectPayment | undefined,
  l: Labels,
): Promise<CaseMailRequest> {
  return {
    requestId: r.requestId,
    patientId,
    stayId: r.stayId,
    visitId: r.visitId,
    ...(await subjectOf(deps, h.hosId, h.timeZone, r)),
    printingType: r.printingType,
    printingTypeName: l.printing(r.printingType),
    copies: r.copies,
    delivery: r.delivery,
    expressCompany: r.expressCompany,
    expressCompanyName: r.expressCompany ? l.express(r.expressCompany) : '',
    recipientName: r.recipientName,
    recipientPhone: r.recipientPhone ? maskPhone(r.recipientPhone) : '',
    address: r.address,
    pickupAddress: r.pickupAddress,
    pickupAddressName: r.pickupAddress ? l.address(r.pickupAddress) : '',
    fee: r.fee,
    status: r.status,
    statusName: l.status(r.status),
    trackingNo: r.trackingNo,
    createdAt: r.createdAt.toISOString(),
    steps: r.steps.map((s) => ({
      status: s.status,
      statusName: l.status(s.status),
      at: s.at.toISOString(),
    })),
    payment: payment ?? null,
  };
}

/** One request of the account's, as the account sees it; C002 for another account's or an unknown one. */
async function answerOwn(
  deps: CaseMailDeps,
  actor: PatientContext,
  requestId: string,
  lang: Language,
): Promise<CaseMailRequest> {
  const own = await repo.findOwn(deps.db, actor.hosId, actor.userId, requestId);
  const [dto] = own ? await toDtos(deps, actor, [own], lang) : [];
  if (!dto) throw new AppError('C002');
  return dto;
}

export async function listCaseMails(
  deps: CaseMailDeps,
  actor: PatientContext,
  patientId: string,
  lang: Language,
): Promise<CaseMailRequest[]> {
  const patient = await requirePatient(deps.db, actor, patientId);
  await logAccess(deps.db, actor, [patient.patient_id], 'case-mails');
  return toDtos(
    deps,
    actor,
    await repo.listOwn(deps.db, actor.hosId, actor.userId, patient.patient_id),
    lang,
  );
}

/** The patient's discharged stays, newest first (the HIS's; [] while the link to the person is not proven). */
export async function listCaseMailStays(
  deps: CaseMailDeps,
  actor: PatientContext,
  patientId: string,
) {
  const patient = await requirePatient(deps.db, actor, patientId);
  const person = hisPersonOf(patient);
  if (!person) return [];
  await logAccess(deps.db, actor, [patient.patient_id], 'case-mail-stays');
  return (await deps.his.dailyBills.stays(actor.hosId, person)).filter(
    (s) => s.dischargedOn !== null,
  );
}

/** How far back a visit's record can be ordered from here (older ones: at the records office's desk). */
export const CASE_MAIL_VISIT_DAYS = 365;
const VISITS_READ = 100;

/** One entry per visit (day, department, doctor): several payments of one visit name it by the newest's fee id. */
function visitsOf(fees: HisFeeSummary[], timeZone: string): CaseMailVisit[] {
  const seen = new Map<string, CaseMailVisit>();
  for (const f of fees) {
    if (f.refundedAt !== null) continue;
    const visit = {
      visitId: f.feeId,
      deptName: f.deptName,
      doctorName: f.doctorName,
      visitDate: hospitalToday(f.paidAt, timeZone),
    };
    const key = `${visit.visitDate}\n${visit.deptName}\n${visit.doctorName}`;
    if (!seen.has(key)) seen.set(key, visit);
  }
  return [...seen.values()];
}

/** The patient's outpatient visits of the last year, newest first (the HIS's; [] while the link is not proven). */
export async function listCaseMailVisits(
  deps: CaseMailDeps,
  actor: PatientContext,
  patientId: string,
): Promise<CaseMailVisit[]> {
  const patient = await requirePatient(deps.db, actor, patientId);
  const person = hisPersonOf(patient);
  if (!person) return [];
  await logAccess(deps.db, actor, [patient.patient_id], 'case-mail-visits');
  const { timeZone } = await getHospital(deps.db, actor.hosId);
  const today = hospitalToday(new Date(), timeZone);
  const { items } = await deps.his.fees.list(actor.hosId, person, {
    period: { from: addDays(today, -CASE_MAIL_VISIT_DAYS), to: today, timeZone },
    offset: 0,
    limit: VISITS_READ,
  });
  return visitsOf(items, timeZone);
}

const samePerson = (a: HisPerson, b: HisPerson) =>
  a.certType === b.certType && a.certNo === b.certNo;

/**
 * What a new request is of: the patient's discharged stay (CASEMAIL001 while it is not over) or outpatient visit (a
 * payment of theirs that stands); C002 for another person's, a refunded payment's or an unknown one.
 */
async function requireSubject(
  deps: CaseMailDeps,
  hosId: HosId,
  person: HisPerson | null,
  input: CaseMailCreateInput,
) {
  if (input.visitId !== undefined) {
    const fee = person ? await deps.his.fees.get(hosId, input.visitId) : undefined;
    if (!person || !fee || !samePerson(fee.person, person) || fee.refundedAt !== null)
      throw new AppError('C002');
    return { person, kind: 'outpatient' as const, stayId: null, visitId: fee.feeId };
  }
  const stay =
    person && input.stayId !== undefined
      ? await deps.his.dailyBills.stay(hosId, input.stayId)
      : undefined;
  if (!person || !stay || !samePerson(stay.person, person)) throw new AppError('C002');
  if (!stay.dischargedOn) throw new AppError('CASEMAIL001');
  return { person, kind: 'inpatient' as const, stayId: stay.stayId, visitId: null };
}

/** C019 {field} unless `value` is one of the hospital's dictionary's values. */
async function requireDictionaryValue(
  deps: CaseMailDeps,
  hosId: HosId,
  code: DictionaryCode,
  value: string,
  field: string,
) {
  const items = await dictionaryItems(deps.his, hosId, code, 'en-US');
  if (!items.some((i) => i.value === value)) throw new AppError('C019', { field });
}

/**
 * Submits the request to the HIS for a discharged stay or an outpatient visit of the patient (requireSubject), its
 * options checked against the hospital's dictionaries and CASE_MAIL settings, its fee
 * computed here. One request per Idempotency-Key: a replay answers the first.
 */
export async function createCaseMail(
  deps: CaseMailDeps,
  actor: PatientContext,
  input: CaseMailCreateInput,
  key: string,
  lang: Language,
): Promise<CaseMailRequest> {
  const { db, his } = deps;
  const settings = await caseMailSettings(deps, actor.hosId);
  const patient = await requirePatient(db, actor, input.patientId);
  const replay = await repo.findByKey(db, actor.hosId, actor.userId, key);
  if (replay) return answerOwn(deps, actor, replay.request_id, lang);
  const person = hisPersonOf(patient);
  const subject = await requireSubject(deps, actor.hosId, person, input);
  if (input.copies > settings.maxCopies)
    throw new AppError('CASEMAIL002', { max: settings.maxCopies });
  await requireDictionaryValue(
    deps,
    actor.hosId,
    'case_mail_printing_type',
    input.printingType,
    'printingType',
  );
  const express = input.delivery === 'express';
  if (express)
    await requireDictionaryValue(
      deps,
      actor.hosId,
      'case_mail_express_company',
      input.expressCompany,
      'expressCompany',
    );
  else
    await requireDictionaryValue(
      deps,
      actor.hosId,
      'case_mail_medical_address',
      input.pickupAddress,
      'pickupAddress',
    );
  const request = await his.caseMail.submit(
    actor.hosId,
    createHash('sha256').update(`${actor.hosId}\n${actor.userId}\n${key}`).digest('hex'),
    {
      person: subject.person,
      stayId: subject.stayId,
      visitId: subject.visitId,
      printingType: input.printingType,
      copies: input.copies,
      delivery: input.delivery,
      expressCompany: express ? input.expressCompany : '',
      recipientName: express ? input.recipientName : '',
      recipientPhone: express ? input.recipientPhone : '',
      address: express ? input.address : '',
      pickupAddress: express ? '' : input.pickupAddress,
      fee: caseMailFee(settings, input.copies, input.delivery),
    },
  );
  await repo.insertOwn(db, actor.hosId, {
    requestId: request.requestId,
    userId: actor.userId,
    patientId: patient.patient_id,
    key,
    kind: subject.kind,
  });
  await logAccess(db, actor, [patient.patient_id], 'case-mail');
  return answerOwn(deps, actor, request.requestId, lang);
}

/** Pays the fee by QR: the request's open QR order (reused) or a new one; CASEMAIL003 once it no longer waits for its fee. */
export async function payCaseMailByQr(
  deps: CaseMailDeps,
  actor: PatientContext,
  requestId: string,
  origin: string,
): Promise<PayResponse> {
  const { db } = deps;
  if (!deps.gateway) throw new AppError('PAY006');
  const own = await repo.findOwn(db, actor.hosId, actor.userId, requestId);
  const request = own ? await deps.his.caseMail.get(actor.hosId, requestId) : undefined;
  if (!own || !request) throw new AppError('C002');
  if (request.status !== 'submitted') throw new AppError('CASEMAIL003');
  const order = await db.transaction().execute(async (trx) => {
    await repo.lockRequest(trx, actor.hosId, requestId);
    const outpatient = own.kind === 'outpatient';
    const subject = outpatient ? 'Outpatient record copy by mail' : 'Case record copy by mail';
    const started = await startQrOrder(trx, actor.hosId, {
      subject: { purpose: 'case_mail', subjectId: requestId },
      userId: actor.userId,
      amount: request.fee,
      businessType: outpatient
        ? PayBusinessType.OUTPATIENT_CASE_MAIL
        : PayBusinessType.INPATIENT_CASE_MAIL,
      note: 'qr order of a case-record copy',
      lock: true,
      busy: 'CASEMAIL003',
    });
    if (started.opened) await logAccess(trx, actor, [own.patient_id], 'case-mail-qr');
    return { outTradeNo: started.outTradeNo, amount: request.fee, subject };
  });
  return issueQr(deps, actor.hosId, order, origin);
}

/**
 * Cancels the request at the HIS (CASEMAIL004 once the copy is printed) and gives its fee back: a paid order goes
 * paid → refunding under the order's row lock, then settlement refunds it after commit (refund number R<order>, so
 * never twice); a QR payment still open is closed at the gateway (or, paid that very moment, refunded). A repeat
 * answers the cancelled request and refunds nothing more.
 */
export async function cancelCaseMail(
  deps: CaseMailDeps,
  actor: PatientContext,
  requestId: string,
  lang: Language,
  log?: Log,
): Promise<CaseMailRequest> {
  const { db } = deps;
  const own = await repo.findOwn(db, actor.hosId, actor.userId, requestId);
  const request = own ? await deps.his.caseMail.get(actor.hosId, requestId) : undefined;
  if (!own || !request) throw new AppError('C002');
  if (request.status !== 'cancelled' && !canCancelCaseMail(request.status))
    throw new AppError('CASEMAIL004');
  const answer = await deps.his.caseMail.cancel(actor.hosId, requestId);
  if (answer === 'too-late') throw new AppError('CASEMAIL004');
  if (answer === 'unknown') throw new AppError('C002');
  const settle = await db.transaction().execute(async (trx) => {
    await repo.lockRequest(trx, actor.hosId, requestId);
    const live = await lockLiveOrder(trx, actor.hosId, {
      purpose: 'case_mail',
      subjectId: requestId,
    });
    if (!live) return [];
    if (live.state === 'paid')
      await moveOrder(
        trx,
        actor.hosId,
        live.outTradeNo,
        'paid',
        'refunding',
        'case-mail request cancelled',
      );
    await logAccess(trx, actor, [own.patient_id], 'case-mail-cancel');
    return live.state === 'created' ? [] : [live.outTradeNo];
  });
  await settleAfterCommit(deps, actor.hosId, settle, log);
  return answerOwn(deps, actor, requestId, lang);
}
