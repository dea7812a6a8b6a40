import { z } from 'zod';
import { hosIdSchema } from '../hospital/hospital.schema.ts';
import { verifyCodeValueSchema } from '../accounts/account.schema.ts';
import { phoneSchema } from '../validation/validators.ts';

/** Relation 0–5 and certificate type 0–4 (see enums.ts for their labels). */
export const relationSchema = z.coerce.number().int().min(0).max(5);
export const certTypeSchema = z.coerce.number().int().min(0).max(4);

/** An opaque id of a linked patient (never a database sequence a user could walk). */
export const patientIdSchema = z.string().regex(/^[\w-]{1,64}$/, 'C019');

/**
 * The patient a card is looked up for: absent or blank is PATIENT001 'choose a patient first' (the page has not
 * chosen one), anything else malformed C019 like any id.
 */
export const chosenPatientIdSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'PATIENT001' : 'C019') })
  .trim()
  .min(1, { error: 'PATIENT001', abort: true })
  .regex(/^[\w-]{1,64}$/, 'C019');

/**
 * Patient, as its owner sees it: identifiers masked — certificate and card numbers, phones.
 * Card fields are empty strings when the patient has no such card.
 */
export const patientSchema = z.object({
  patientId: z.string(),
  defaultState: z.enum(['0', '1']),
  patientName: z.string(),
  certType: z.number().int(),
  patientIdCardNo: z.string(),
  patientPhone: z.string(),
  relation: z.number().int(),
  sex: z.number().int(),
  birthDate: z.string(),
  outCardNo: z.string(),
  outCardId: z.string(),
  patOutCardNoEncrypt: z.string(),
  overdueState: z.enum(['0', '1']),
  inCardNo: z.string(),
  inCardId: z.string(),
  patInCardNoEncrypt: z.string(),
  inOverdueState: z.enum(['0', '1']),
  cardTypeName: z.string(),
  cardInName: z.string(),
  socialSecurityCardNo: z.string(),
});
export type Patient = z.infer<typeof patientSchema>;

/** A card PIN as the hospital issues it: 4 to 8 digits. */
export const cardPinSchema = z
  .string()
  .trim()
  .regex(/^\d{4,8}$/, 'C019');

const personFields = {
  hosId: hosIdSchema,
  patientName: z.string().trim().min(1).max(40),
  certType: certTypeSchema,
  certNo: z.string().trim().min(4).max(32),
};

/**
 * Adding a patient: an ID card gives sex and birth date; other certificates must state them. When the
 * hospital holds a record of the person, the proof the hospital asks for comes along: the SMS code sent
 * to the phone it holds (sendPatientBindCode), or the card's PIN.
 */
export const addPatientBody = z.object({
  ...personFields,
  phone: phoneSchema,
  relation: relationSchema,
  sex: z.coerce.number().int().min(1).max(2).optional(),
  birthDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'C019')
    .optional(),
  verifyCode: verifyCodeValueSchema.optional(),
  pin: cardPinSchema.optional(),
});
export type AddPatientInput = z.infer<typeof addPatientBody>;

/** Asks for the code that proves control of the phone the hospital holds for this person. */
export const sendPatientBindCodeBody = z.object(personFields);
export type SendPatientBindCodeInput = z.infer<typeof sendPatientBindCodeBody>;
/** `phone` is the hospital's number for the person, masked, so the user knows where to look. */
export const patientBindCodeSchema = z.object({
  phone: z.string(),
  expiresIn: z.number().int(),
  resendIn: z.number().int(),
});

/** Proofs of a link to the hospital's record, per hospital (PATIENT config bindProof). */
export const BIND_PROOFS = ['sms', 'pin'] as const;
export type BindProof = (typeof BIND_PROOFS)[number];

export const updatePatientBody = z.object({
  hosId: hosIdSchema,
  patientId: patientIdSchema,
  patientName: z.string().trim().min(1).max(40).optional(),
  phone: phoneSchema.optional(),
  relation: relationSchema.optional(),
});

export const patientRefBody = z.object({ hosId: hosIdSchema, patientId: patientIdSchema });

/** "Card lookup results": 1 masked card; 2 no card; 3 to be disabled; 4 overdue. Clinic type 1 outpatient, 2 inpatient. */
export const cardInfoSchema = z.object({
  code: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  cardNo: z.string(),
  cardId: z.string(),
  cardNoEncrypt: z.string(),
  /** Integer fen (docs/architecture.md#money-is-integer-fen); null when there is no card. */
  cardBalance: z.number().int().nullable(),
  /** Caption key for codes 2–4 ('not bound', 'will be deactivated, please go to window', overdue). */
  messageKey: z.string().nullable(),
});
export type CardInfo = z.infer<typeof cardInfoSchema>;

export const clinicTypeSchema = z.coerce.number().int().min(1).max(2);

export const cardLookupQuery = z.object({
  hosId: hosIdSchema,
  patientId: chosenPatientIdSchema,
  clinicType: clinicTypeSchema,
  hosArea: z.string().max(32).optional(),
  bindType: z.string().max(16).optional(),
  openId: z.string().max(64).optional(),
});

/** getCardBalance / obtainCardBalanceUpV2 body; the card is found from patientId + clinicType. */
export const cardBalanceBody = z.object({
  hosId: hosIdSchema,
  patientId: chosenPatientIdSchema,
  clinicType: clinicTypeSchema,
  bindType: z.string().max(16).optional(),
  cardNo: z.string().max(64).optional(),
  hosArea: z.string().max(32).optional(),
  idCardNo: z.string().max(32).optional(),
  openId: z.string().max(64).optional(),
  patName: z.string().max(40).optional(),
  reservedDate: z.string().max(32).optional(),
  state: z.string().max(16).optional(),
});
/** Card balance result: cardBalance (integer fen) and operateState ('1' when the balance could be read). */
export const cardBalanceSchema = z.object({
  cardBalance: z.number().int(),
  operateState: z.enum(['0', '1']),
});

/** checkCardNoV2: data as JSON with ResultCode ('0' valid) and ResultMsg. */
export const checkCardBody = z.object({
  hosId: hosIdSchema,
  patId: patientIdSchema,
  cardNo: z.string().max(64).optional(),
  cardType: z.coerce.number().int().min(1).max(6).optional(),
  payType: z.string().max(16).optional(),
  platformId: z.string().max(32).optional(),
  platformUserId: z.string().max(64).optional(),
});
export const checkCardResultSchema = z.object({ ResultCode: z.string(), ResultMsg: z.string() });

/**
 * The append-only access log. Every account holding a person through a proven link reads the
 * entries of all of that person's holders, each attributed to the account that acted.
 */
export const accessLogEntrySchema = z.object({
  at: z.string(),
  action: z.string(),
  /** The account that acted, masked ('hospital' when no account did). */
  actor: z.string(),
  /** The hospital staff member who acted, by name (in the console); null when an account did. */
  staffName: z.string().nullable(),
  /** True when the reading account is the one that acted. */
  byMe: z.boolean(),
  patientName: z.string(),
});
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;

/** The accounts linked to one person at this hospital (proven links only), phones masked. */
export const patientHoldersSchema = z.object({
  /** False when this patient is not linked to a hospital record: nobody else can hold it through one. */
  linked: z.boolean(),
  /** True for the account whose phone is the phone the hospital holds: it may revoke the others. */
  canRevoke: z.boolean(),
  holders: z.array(
    z.object({
      holderId: z.string(),
      phone: z.string(),
      linkedAt: z.string(),
      self: z.boolean(),
    }),
  ),
});
export type PatientHolders = z.infer<typeof patientHoldersSchema>;
export const patientHoldersQuery = z.object({ hosId: hosIdSchema, patientId: patientIdSchema });
/** `patientId` is the caller's own patient; `holderId` another account's link to the same person. */
export const revokePatientHolderBody = z.object({
  hosId: hosIdSchema,
  patientId: patientIdSchema,
  holderId: patientIdSchema,
});
