import { z } from 'zod';
import { hosIdSchema } from '../hospital/hospital.schema.ts';
import {
  chosenPatientIdSchema,
  clinicTypeSchema,
  patientIdSchema,
} from '../patients/patient.schema.ts';
import { payOrderStateSchema } from '../payments/payment.schema.ts';
import { CARD_STATES } from './recharge.rules.ts';

const idText = z.string().regex(/^[\w-]{1,64}$/, 'C019');
const optText = z.string().max(200).optional();
/** A calendar date 'YYYY-MM-DD' (hospital zone). */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'C019');

/** What the recharge pages ask about one patient's card of one clinic type (1 outpatient, 2 inpatient deposit). */
export const rechargeOverviewQuery = z.object({
  hosId: hosIdSchema,
  patientId: chosenPatientIdSchema,
  clinicType: clinicTypeSchema,
});

/** The hospital's recharge rules as the page explains them (whole yuan; 0 = none). */
export const rechargeRulesSchema = z.object({
  start: z.string(),
  end: z.string(),
  minYuan: z.number(),
  maxYuan: z.number(),
  socialCapYuan: z.number(),
  dailyCount: z.number().int(),
  presetsYuan: z.array(z.number()),
  verifyCard: z.boolean(),
});

/** The patient's current inpatient stay (clinic type 2), from the hospital's information system. */
export const inpatientStaySchema = z.object({
  ward: z.string(),
  bed: z.string(),
  admittedOn: z.string(),
  doctorName: z.string(),
  deptName: z.string(),
});

export const rechargeOverviewSchema = z.object({
  patientId: z.string(),
  patientName: z.string(),
  clinicType: z.number().int(),
  /** Null when the patient has no card of this clinic type ('not bound'). */
  card: z
    .object({
      cardId: z.string(),
      cardNoMasked: z.string(),
      cardType: z.number().int(),
      cardTypeName: z.string(),
      state: z.enum(CARD_STATES),
      balance: z.number().int(),
      povertyRelief: z.boolean(),
    })
    .nullable(),
  rules: rechargeRulesSchema,
  /** Top-ups of this card paid or under way today (for the daily count). */
  todayCount: z.number().int(),
  stay: inpatientStaySchema.nullable(),
});
export type RechargeOverview = z.infer<typeof rechargeOverviewSchema>;

/**
 * getQrcodeOutTradeNoForPayCard: a QR top-up of the patient's card of
 * `clinicType`. `totalFee` is integer fen. A `cardType` the hospital does not accept (config cardTypes) is PATIENT018;
 * the contract's other fields are accepted and ignored (the card and the payer come from the patient and the token). Header Idempotency-Key required.
 */
export const rechargeQrBody = z.object({
  hosId: hosIdSchema,
  patientId: chosenPatientIdSchema,
  clinicType: clinicTypeSchema,
  // Negative is RECHARGE010; 0 passes here and meets the hospital's minimum (RECHARGE003) in the rules.
  totalFee: z.coerce.number().min(0, 'RECHARGE010').int('C019').max(100_000_000, 'C019'),
  cardNo: optText,
  cardType: optText,
  payType: optText,
  subject: optText,
  userId: optText,
  userName: optText,
  phoneNumber: optText,
  outTradeNo: optText,
  appId: optText,
});

/** RECHARGE001: top up the booking's card by the gap; when it lands the fee is taken from the card. */
export const bookingTopUpBody = z.object({ hosId: hosIdSchema, appointId: idText });
export const bookingTopUpQuoteSchema = z.object({
  /** Integer fen: the top-up offered (gap, at least the minimum after booking). */
  amount: z.number().int(),
  fee: z.number().int(),
  balance: z.number().int(),
});

export const rechargeRecordsQuery = z.object({
  hosId: hosIdSchema,
  patientId: patientIdSchema.optional(),
  clinicType: clinicTypeSchema.optional(),
  from: day.optional(),
  to: day.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const rechargeRecordSchema = z.object({
  outTradeNo: z.string(),
  patientId: z.string(),
  patientName: z.string(),
  clinicType: z.number().int(),
  cardNoMasked: z.string(),
  /** Integer fen. */
  amount: z.number().int(),
  state: payOrderStateSchema,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** The card balance right after this top-up was credited; null until then. */
  balanceAfter: z.number().int().nullable(),
  /** The booking this top-up pays for (the RECHARGE001 path), if any. */
  appointId: z.string().nullable(),
});
export type RechargeRecord = z.infer<typeof rechargeRecordSchema>;
export const rechargeRecordPageSchema = z.object({
  items: z.array(rechargeRecordSchema),
  total: z.number().int(),
  pageSize: z.number().int(),
});
