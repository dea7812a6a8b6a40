/**
 * Enumerations about people, certificates, cards and platforms. The other enumerations live in
 * the sibling files re-exported at the bottom, so `@portal/shared` sees one flat list.
 * Pattern: an `as const` object of codes, a same-named type of its values, and an English label table
 * (labels are message-free fallbacks; screens may translate them).
 */
import { labelOf, type EnumValue } from './enum-helpers.ts';

export * from './enum-helpers.ts';
export * from './appointment-enums.ts';
export * from './pay-enums.ts';
export * from './catalogue-enums.ts';

/** Relation of a linked patient to the account holder. */
export const Relation = { SELF: 0, PARENTS: 1, CHILD: 2, OTHER: 3, SPOUSE: 4, FRIEND: 5 } as const;
export type Relation = EnumValue<typeof Relation>;
export const RELATION_LABELS: Record<Relation, string> = {
  0: 'self',
  1: 'parents',
  2: 'child',
  3: 'other',
  4: 'spouse',
  5: 'friend',
};

/** Sex: 1 male, 2 female; every other code (0, 9, '', null) means unknown. */
export const Sex = { MALE: 1, FEMALE: 2 } as const;
export type Sex = EnumValue<typeof Sex>;
export type SexName = 'male' | 'female' | 'unknown';

/** Accepts the code as a number or a numeric string, since HIS payloads use both. */
export function sexOf(code: unknown): SexName {
  const n = typeof code === 'string' && code.trim() !== '' ? Number(code) : code;
  if (n === Sex.MALE) return 'male';
  if (n === Sex.FEMALE) return 'female';
  return 'unknown';
}

/** Certificate type. */
export const CertificateType = {
  ID_CARD: 0,
  PASSPORT: 1,
  TAIWAN_PERMIT: 2,
  FOREIGNER_RESIDENCE_PERMIT: 3,
  HK_MACAU_PASS: 4,
} as const;
export type CertificateType = EnumValue<typeof CertificateType>;

const DEFAULT_FOREIGNER_PERMIT_NAME = 'foreigner residence permit';

/**
 * Label table for certificate types. Type 3 is "renamable by config", so a hospital's
 * configured name replaces the default when it is a non-blank string.
 */
export function certificateTypeLabels(
  foreignerPermitName?: string | null,
): Record<CertificateType, string> {
  const renamed = foreignerPermitName?.trim();
  return {
    0: 'ID card',
    1: 'passport',
    2: 'Taiwan permit',
    3: renamed || DEFAULT_FOREIGNER_PERMIT_NAME,
    4: 'HK/Macau pass',
  };
}

export function certificateTypeLabel(code: unknown, foreignerPermitName?: string | null): string {
  return labelOf(certificateTypeLabels(foreignerPermitName), code);
}

/** Card type (the kind of card a patient record is keyed by). */
export const CardType = {
  CLINIC_CARD: 1,
  PROVINCIAL_INSURANCE: 2,
  SOCIAL_SECURITY_CARD: 3,
  CITY_INSURANCE: 4,
  ID_CARD: 5,
  ELECTRONIC_HEALTH_CARD: 6,
} as const;
export type CardType = EnumValue<typeof CardType>;
export const CARD_TYPE_LABELS: Record<CardType, string> = {
  1: 'clinic card',
  2: 'provincial insurance',
  3: 'social security card',
  4: 'city insurance',
  5: 'ID card',
  6: 'electronic health card',
};

/** Clinic type: which of the patient's two cards a call is about. */
export const ClinicType = { OUTPATIENT_CARD: 1, INPATIENT_CARD: 2 } as const;
export type ClinicType = EnumValue<typeof ClinicType>;
export const CLINIC_TYPE_LABELS: Record<ClinicType, string> = {
  1: 'outpatient card',
  2: 'inpatient card',
};

/** Overdue state of a card (Patient.overdueState / inOverdueState). */
export const OverdueState = { NOT_OVERDUE: 0, OVERDUE: 1 } as const;
export type OverdueState = EnumValue<typeof OverdueState>;

/** The HIS sends overdueState as 1 or '1'; anything else is treated as not overdue. */
export function isOverdue(state: unknown): boolean {
  return state === OverdueState.OVERDUE || state === String(OverdueState.OVERDUE);
}

/**
 * Platforms. Only WeChat H5 = 4 and Alipay H5 = 3 are fixed by the contract; the other values are
 * our choice (distinct, small, never reused) — change them only together with any stored data.
 */
export const Platform = {
  WECHAT_MINI: 1,
  ALIPAY_MINI: 2,
  ALIPAY_H5: 3,
  WECHAT_H5: 4,
  BAIDU_MINI: 5,
  WECHAT_CITY_SERVICE: 6,
  ALIPAY_CITY_SERVICE: 7,
  PC: 8,
} as const;
export type Platform = EnumValue<typeof Platform>;
export const PLATFORM_LABELS: Record<Platform, string> = {
  1: 'WeChat mini program',
  2: 'Alipay mini program',
  3: 'Alipay H5',
  4: 'WeChat H5',
  5: 'Baidu mini program',
  6: 'WeChat city service',
  7: 'Alipay city service',
  8: 'PC',
};

/**
 * Project types. The contract names them but gives no codes and says platform ids exist for the
 * same five without their values, so the names themselves are the codes here.
 */
export const ProjectType = {
  OFFLINE: 'offline',
  ONLINE: 'online',
  INTEGRATION: 'integration',
  SMART: 'smart',
  PC: 'pc',
} as const;
export type ProjectType = EnumValue<typeof ProjectType>;

/** Login types: whether a route/function needs a signed-in user. */
export const LoginType = { NO: 'no', LOGIN: 'login' } as const;
export type LoginType = EnumValue<typeof LoginType>;
