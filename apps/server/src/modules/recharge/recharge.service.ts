import {
  maskBankCard,
  PayBusinessType,
  rechargeDecision,
  readHospitalConfig,
  hospitalToday,
  zonedInstant,
  CARD_TYPE_LABELS,
  type CardType,
  type HospitalConfig,
  type MessageKey,
  type PayPurpose,
  type PayResponse,
  type RechargeOverview,
  type RechargeRecord,
  type HosId,
} from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { HisAdapter } from '../../his/his.ts';
import { getHospital, listConfig, requireFunctionOpen } from '../hospital/hospital.service.ts';
import {
  cardsOfPatients,
  requireAcceptedCardType,
  type CardDeps,
} from '../patients/linked-cards.ts';
import { pickCard } from '../patients/patients.dto.ts';
import { activePatients, logAccess, requirePatient } from '../patients/patients.service.ts';
import { countTopUpsSince, listTopUps, startTopUpOrder } from '../payments/orders.service.ts';
import { issueQr } from '../payments/payments.service.ts';
import type { PaymentDeps } from '../payments/purposes.ts';
import * as repo from './recharge.repository.ts';
import type { PatientContext } from '../../plugins/request-context.ts';

/** Clinic type → the function module that opens it, the order's purpose and its pay business type. */
const KIND = {
  1: {
    moduleId: 'recharge-out',
    purpose: 'outpatient_topup',
    businessType: PayBusinessType.OUTPATIENT_RECHARGE,
    subject: 'Outpatient card top-up',
  },
  2: {
    moduleId: 'recharge-in',
    purpose: 'inpatient_topup',
    businessType: PayBusinessType.INPATIENT_RECHARGE,
    subject: 'Inpatient deposit',
  },
} as const satisfies Record<
  number,
  { moduleId: string; purpose: PayPurpose; businessType: number; subject: string }
>;
export const RECORD_PAGE_SIZE = 10;

const kindOf = (clinicType: number) => KIND[clinicType === 2 ? 2 : 1];

export interface RechargeContext {
  timeZone: string;
  config: HospitalConfig;
}

/** The recharge pages read the hospital's cards, balances and stays through the HIS (docs/architecture.md#the-his-is-an-adapter). */
export interface RechargeReadDeps extends CardDeps {
  his: Pick<HisAdapter, 'cards' | 'dailyBills'>;
}
export type RechargeDeps = PaymentDeps & RechargeReadDeps;

/**
 * The hospital's recharge rules (config group RECHARGE) and zone; FUNC001 where that recharge is not open. The
 * inpatient deposit (clinic type 2) has its own minimum, inRechargeMin (group HOSPITALIZED), in place of the
 * outpatient rechargeMin: the overview states it and the top-up enforces it.
 */
export async function rechargeContext(
  db: Db,
  hosId: HosId,
  clinicType: number,
): Promise<RechargeContext> {
  await requireFunctionOpen(db, hosId, kindOf(clinicType).moduleId);
  const [hospital, items] = await Promise.all([
    getHospital(db, hosId),
    listConfig(db, hosId, ['RECHARGE', 'HOSPITALIZED']),
  ]);
  const config = readHospitalConfig(items);
  return {
    timeZone: hospital.timeZone,
    config:
      kindOf(clinicType) === KIND[2] ? { ...config, rechargeMin: config.inRechargeMin } : config,
  };
}

/**
 * The patient's card of that clinic type, reached through a proven link only, with the HIS's facts of it
 * (state, balance, poverty relief); no card without one.
 */
async function patientCard(
  deps: RechargeReadDeps,
  actor: PatientContext,
  patientId: string,
  clinicType: number,
) {
  const patient = await requirePatient(deps.db, actor, patientId);
  const linked = pickCard(
    await cardsOfPatients(deps, actor.hosId, actor.userId, [patient]),
    patient,
    clinicType,
  );
  return { patient, card: linked && (await deps.his.cards.get(actor.hosId, linked.card_id)) };
}

const todayStart = (now: Date, timeZone: string) =>
  zonedInstant(hospitalToday(now, timeZone), '00:00', timeZone);

/** What the recharge pages show about one patient's card: the card, its balance, the rules, today's count, the stay. */
export async function getOverview(
  deps: RechargeReadDeps,
  actor: PatientContext,
  patientId: string,
  clinicType: number,
  now = new Date(),
): Promise<RechargeOverview> {
  const { db, his } = deps;
  const ctx = await rechargeContext(db, actor.hosId, clinicType);
  const { patient, card } = await patientCard(deps, actor, patientId, clinicType);
  await logAccess(db, actor, [patientId], 'recharge-overview');
  const stay =
    card && clinicType === 2
      ? await his.dailyBills.currentStayOfCard(actor.hosId, card.cardId)
      : undefined;
  const c = ctx.config;
  return {
    patientId,
    patientName: patient.patient_name,
    clinicType,
    card: card
      ? {
          cardId: card.cardId,
          cardNoMasked: maskBankCard(card.cardNo),
          cardType: card.cardType,
          cardTypeName: CARD_TYPE_LABELS[card.cardType as CardType] ?? '',
          state: card.state,
          balance: card.balance,
          povertyRelief: card.povertyRelief,
        }
      : null,
    rules: {
      start: c.rechargeStartTime,
      end: c.rechargeEndTime,
      minYuan: c.rechargeMin,
      maxYuan: c.rechargeMax,
      socialCapYuan: c.socialCardRechargeMax,
      dailyCount: c.rechargeDailyCount,
      presetsYuan: c.rechargePresets,
      verifyCard: c.verifyCard,
    },
    todayCount: card
      ? await countTopUpsSince(db, actor.hosId, card.cardId, todayStart(now, ctx.timeZone))
      : 0,
    stay: stay
      ? {
          ward: stay.ward,
          bed: stay.bed,
          admittedOn: stay.admittedOn,
          doctorName: stay.doctorName,
          deptName: stay.deptName,
        }
      : null,
  };
}

export interface TopUpRequest {
  patientId: string;
  clinicType: number;
  amount: number;
  appointId?: string;
  /** The card type the page names, if any: one the hospital does not accept (config cardTypes) is PATIENT018. */
  cardType?: string;
}

/**
 * getQrcodeOutTradeNoForPayCard: every check of the shared rules, then a QR
 * order that tops up the card (reused while open for the same card, amount and booking, so a retried request never
 * opens a second one), then the gateway's transaction. RECHARGE011 without a card of that type.
 */
export async function startTopUp(
  deps: RechargeDeps,
  actor: PatientContext,
  req: TopUpRequest,
  origin: string,
  now = new Date(),
): Promise<PayResponse> {
  const { db } = deps;
  if (!deps.gateway) throw new AppError('PAY006');
  await requireAcceptedCardType(db, actor.hosId, req.cardType);
  const ctx = await rechargeContext(db, actor.hosId, req.clinicType);
  const { card: facts } = await patientCard(deps, actor, req.patientId, req.clinicType);
  if (!facts) throw new AppError('RECHARGE011');
  const kind = kindOf(req.clinicType);
  // Checked under the card's top-up lock: concurrent top-ups of one card are counted one after another (daily count).
  const { outTradeNo, subject } = await db.transaction().execute(async (trx) => {
    await repo.lockCardTopUps(trx, actor.hosId, facts.cardId);
    // A retried request reuses its open order, which today's count already holds: it is not one more top-up.
    const allowed = async (reuse: boolean) => {
      const todayCount =
        (await countTopUpsSince(trx, actor.hosId, facts.cardId, todayStart(now, ctx.timeZone))) -
        (reuse ? 1 : 0);
      const decision = rechargeDecision(
        {
          amountFen: req.amount,
          cardState: facts.state,
          cardType: facts.cardType,
          povertyRelief: facts.povertyRelief,
          todayCount,
          now,
          timeZone: ctx.timeZone,
        },
        ctx.config,
      );
      if (!decision.allowed) throw new AppError(decision.reason as MessageKey, decision.params);
    };
    const outTradeNo = await startTopUpOrder(
      trx,
      actor.hosId,
      {
        purpose: kind.purpose,
        cardId: facts.cardId,
        userId: actor.userId,
        appointId: req.appointId ?? null,
        amount: req.amount,
        businessType: kind.businessType,
        note: req.appointId ? 'top-up for a booking' : 'top-up',
      },
      allowed,
      now,
    );
    return { outTradeNo, subject: `${kind.subject} · ${maskBankCard(facts.cardNo)}` };
  });
  await logAccess(db, actor, [req.patientId], 'card-topup');
  return issueQr(deps, actor.hosId, { outTradeNo, amount: req.amount, subject }, origin);
}

export interface RecordsFilter {
  patientId?: string;
  clinicType?: number;
  from?: string;
  to?: string;
  page: number;
}

/**
 * The user's top-ups of their patients' cards, newest first, a page of RECORD_PAGE_SIZE; dates in the hospital zone.
 * The orders are the portal's; the cards (reached through proven links only) and the balance each top-up left are the
 * HIS's, read in one call each: a top-up's card movement is keyed by its order number.
 */
export async function listRecharges(
  deps: RechargeReadDeps,
  actor: PatientContext,
  f: RecordsFilter,
) {
  const { db, his } = deps;
  // The record of a closed recharge is closed too (FUNC001): of that clinic type, or of both when none is asked.
  const types = f.clinicType === undefined ? [1, 2] : [f.clinicType];
  const open = await Promise.all(
    types.map((c) =>
      requireFunctionOpen(db, actor.hosId, kindOf(c).moduleId).then(
        () => true,
        () => false,
      ),
    ),
  );
  if (!open.includes(true)) throw new AppError('FUNC001');
  const hospital = await getHospital(db, actor.hosId);
  const patients = f.patientId
    ? [await requirePatient(db, actor, f.patientId)]
    : await activePatients(db, actor);
  const cards = (await cardsOfPatients(deps, actor.hosId, actor.userId, patients)).filter(
    (c) => f.clinicType === undefined || c.clinic_type === f.clinicType,
  );
  const rows = await listTopUps(db, actor.hosId, actor.userId, {
    cardIds: cards.map((c) => c.card_id),
    from: f.from ? zonedInstant(f.from, '00:00', hospital.timeZone) : undefined,
    to: f.to
      ? new Date(zonedInstant(f.to, '00:00', hospital.timeZone).getTime() + 86_400_000)
      : undefined,
    limit: RECORD_PAGE_SIZE,
    offset: (f.page - 1) * RECORD_PAGE_SIZE,
  });
  await logAccess(
    db,
    actor,
    patients.map((p) => p.patient_id),
    'recharge-records',
  );
  const moved =
    rows.length === 0
      ? []
      : await his.cards.movements(
          actor.hosId,
          rows.map((r) => r.out_trade_no),
        );
  const balanceAfter = new Map(moved.map((m) => [m.key, m.balanceAfter]));
  const cardOf = new Map(cards.map((c) => [c.card_id, c]));
  const items: RechargeRecord[] = rows.map((r) => {
    // Every row is an order of one of these cards (the query's filter), each card a person of these patients.
    const card = cardOf.get(r.card_id)!;
    const holder = patients.find(
      (p) => p.cert_type === card.cert_type && p.cert_no === card.cert_no,
    );
    return {
      outTradeNo: r.out_trade_no,
      patientId: holder?.patient_id ?? '',
      patientName: holder?.patient_name ?? '',
      clinicType: card.clinic_type,
      cardNoMasked: maskBankCard(card.card_no),
      amount: Number(r.amount),
      state: r.state,
      createdAt: new Date(r.created_at).toISOString(),
      paidAt: r.paid_at ? new Date(r.paid_at).toISOString() : null,
      balanceAfter: balanceAfter.get(r.out_trade_no) ?? null,
      appointId: r.appoint_id,
    };
  });
  return { items, total: Number(rows[0]?.total ?? 0), pageSize: RECORD_PAGE_SIZE };
}
