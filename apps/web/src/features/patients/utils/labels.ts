import { CertificateType, Relation, sexOf, type SexName } from '@portal/shared';

/** Catalogue keys of the enumerations shown on patient screens (the shared English labels, translated). */
export const RELATION_KEYS: Record<Relation, string> = {
  [Relation.SELF]: 'ui.relationSelf',
  [Relation.PARENTS]: 'ui.relationParents',
  [Relation.CHILD]: 'ui.relationChild',
  [Relation.OTHER]: 'ui.relationOther',
  [Relation.SPOUSE]: 'ui.relationSpouse',
  [Relation.FRIEND]: 'ui.relationFriend',
};

export const CERT_TYPE_KEYS: Record<CertificateType, string> = {
  [CertificateType.ID_CARD]: 'ui.certTypeIdCard',
  [CertificateType.PASSPORT]: 'ui.certTypePassport',
  [CertificateType.TAIWAN_PERMIT]: 'ui.certTypeTaiwanPermit',
  [CertificateType.FOREIGNER_RESIDENCE_PERMIT]: 'ui.certTypeForeignerPermit',
  [CertificateType.HK_MACAU_PASS]: 'ui.certTypeHkMacauPass',
};

const SEX_KEYS: Record<SexName, string> = {
  male: 'ui.sexMale',
  female: 'ui.sexFemale',
  unknown: 'ui.sexUnknown',
};

const keyOf = (keys: Record<number, string>, code: number, fallback: string) =>
  keys[code] ?? fallback;

export const relationKey = (code: number) => keyOf(RELATION_KEYS, code, 'ui.relationOther');
export const certTypeKey = (code: number) => keyOf(CERT_TYPE_KEYS, code, 'ui.certTypeIdCard');
export const sexKey = (code: unknown) => SEX_KEYS[sexOf(code)];

export const RELATION_CODES = Object.values(Relation);
export const CERT_TYPE_CODES = Object.values(CertificateType);
