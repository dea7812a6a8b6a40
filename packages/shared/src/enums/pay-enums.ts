/** Codes for registration channels, payment and recharge. */
import type { EnumValue } from './enum-helpers.ts';

/** Registration types 1–19, in the contract's order; the lower-case name is the label. */
export const RegistrationType = {
  ALIPAY: 1,
  WECHAT: 2,
  OTHER: 3,
  CCB: 4,
  ETONE: 5,
  UNION: 6,
  SDYKT: 7,
  UMS: 8,
  ICBC: 9,
  BAIDU: 10,
  ICBCD: 11,
  UPUP: 12,
  CMBP: 13,
  YUANQI1: 14,
  YUANQI2: 15,
  UPCMBP: 16,
  JN: 17,
  WN: 18,
  DW: 19,
} as const;
export type RegistrationType = EnumValue<typeof RegistrationType>;
export const REGISTRATION_TYPE_LABELS = Object.fromEntries(
  Object.entries(RegistrationType).map(([name, code]) => [code, name.toLowerCase()]),
) as Record<RegistrationType, string>;

/** Pay business types 1–11: what a payment order is for. */
export const PayBusinessType = {
  CREATE_OUTPATIENT_CARD: 1,
  OUTPATIENT_RECHARGE: 2,
  SAME_DAY_REGISTRATION: 3,
  PAYMENT: 4,
  APPOINTMENT: 5,
  SIGN_IN: 6,
  INPATIENT_RECHARGE: 7,
  LEAVE_DISCHARGE: 8,
  INPATIENT_CASE_MAIL: 9,
  OUTPATIENT_CASE_MAIL: 10,
  PARKING_PAYMENT: 11,
} as const;
export type PayBusinessType = EnumValue<typeof PayBusinessType>;
export const PAY_BUSINESS_TYPE_LABELS: Record<PayBusinessType, string> = {
  1: 'create outpatient card',
  2: 'outpatient recharge',
  3: 'same-day registration',
  4: 'payment',
  5: 'appointment',
  6: 'sign-in',
  7: 'inpatient recharge',
  8: 'leave-discharge',
  9: 'inpatient case mail',
  10: 'outpatient case mail',
  11: 'parking payment',
};

/** Medical (insurance) pay channels. */
export const MedicalPayChannel = { WXYB: 'wxyb', ALIYB: 'aliyb' } as const;
export type MedicalPayChannel = EnumValue<typeof MedicalPayChannel>;
export const MEDICAL_PAY_CHANNEL_LABELS: Record<MedicalPayChannel, string> = {
  wxyb: 'WeChat medical insurance',
  aliyb: 'Alipay medical insurance',
};

/** Pay mode values. */
export const PayMode = { CARD: 'card', SELF: 'self', CHS: 'chs', BOCOM: 'bocom' } as const;
export type PayMode = EnumValue<typeof PayMode>;

/** Service type: only recharge (0) is named. */
export const ServiceType = { RECHARGE: 0 } as const;
export type ServiceType = EnumValue<typeof ServiceType>;
