/** Codes for notices, documents, dictionaries, search and uploads. */
import type { EnumValue } from './enum-helpers.ts';

/** Notice types. The numbers are the contract's own (5 and 7 are unused there, so they are here). */
export const NoticeType = {
  OUTPATIENT_RECHARGE: 0,
  APPOINTMENT: 1,
  PAYMENT: 2,
  INPATIENT_RECHARGE: 3,
  OTHER: 4,
  INPATIENT_CASE_MAIL: 6,
  APPOINTMENT_SIGN_IN: 8,
  SINGLE_PERSONAL_PHYSICAL: 9,
  OUTPATIENT_CASE_MAIL: 10,
  GRAPHIC_CONSULT: 11,
  ORDINARY_PHYSICAL: 12,
  OTC: 13,
  SCAN: 14,
  POLY: 15,
  LEAVE_DISCHARGE: 16,
  APPOINTMENT_XYD: 17,
  PARKING_PAYMENT: 18,
  CANDIDATE: 19,
  PRE_VISIT: 20,
} as const;
export type NoticeType = EnumValue<typeof NoticeType>;
export const NOTICE_TYPE_LABELS: Record<NoticeType, string> = {
  0: 'outpatient recharge',
  1: 'appointment',
  2: 'payment',
  3: 'inpatient recharge',
  4: 'other',
  6: 'inpatient case mail (xyd)',
  8: 'appointment sign-in',
  9: 'single personal physical',
  10: 'outpatient case mail',
  11: 'graphic consult',
  12: 'ordinary physical',
  13: 'OTC',
  14: 'scan',
  15: 'poly',
  16: 'leave-discharge',
  17: 'appointment (xyd)',
  18: 'parking payment',
  19: 'candidate',
  20: 'pre-visit',
};
/** Inpatient case mail also has this code besides notice type 6. */
export const INPATIENT_CASE_MAIL_CODE = 'BADY';

/** Open consult types. */
export const OpenConsultType = {
  RECEIVE_IMAGE: 'RECEIVE_IMAGE',
  RECEIVE_VIDEO: 'RECEIVE_VIDEO',
  RECEIVE_PHONE: 'RECEIVE_PHONE',
} as const;
export type OpenConsultType = EnumValue<typeof OpenConsultType>;

/** Dictionary codes: the lookup lists fetched by code. */
export const DICTIONARY_CODES = [
  'occupation',
  'discharge_mode',
  'admission_identify',
  'physical_package_users',
  'physical_package_type',
  'case_mail_express_company',
  'case_mail_medical_address',
  'case_mail_process_status',
  'case_mail_printing_type',
  'marriage',
  'contact_relationship',
  'insurance_file_code',
  'nativeplace',
  'document_type',
  'calendar_type',
  'inquiry_status',
  'check_examine_status',
  'check_in_status',
  'follow_up_status',
  'prescription_status',
  'guide_type',
  'nation',
  'pay_mode',
  'create_file_mode',
  'out_payment_type',
  'queue_type',
  'out_report_type',
  'in_report_type',
  'sign_in_type',
  'show_code_type',
  'jump_func_type',
  'reg_type',
  'price_search_type',
] as const;
export type DictionaryCode = (typeof DICTIONARY_CODES)[number];

export function isDictionaryCode(value: unknown): value is DictionaryCode {
  return (DICTIONARY_CODES as readonly unknown[]).includes(value);
}

/**
 * Secretary/notice document types with named codes. The contract lists the other documents
 * (protocols, consents, notice texts) without codes, so they are not enumerated here.
 */
export const SecretaryDocType = {
  ROSTERING_TREATMENT: 'ROSTERING_TREATMENT',
  FRAGMENTATION_TREATMENT: 'FRAGMENTATION_TREATMENT',
  ROSTERING_CONSULT: 'ROSTERING_CONSULT',
  ONLINE_CONSULTING: 'ONLINE_CONSULTING',
  CHRONIC_DISEASE_MANAGEMENT: 'CHRONIC_DISEASE_MANAGEMENT',
  AFTER_DIAG: 'AFTER_DIAG',
} as const;
export type SecretaryDocType = EnumValue<typeof SecretaryDocType>;

/** Offline basic business codes: -1, 0–7, 10, 11, 13–27 (24–26 are online text/video/phone consult). */
export const OFFLINE_BUSINESS_CODES = [
  -1, 0, 1, 2, 3, 4, 5, 6, 7, 10, 11, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27,
] as const;
export type OfflineBusinessCode = (typeof OFFLINE_BUSINESS_CODES)[number];

/** Online basic business codes. */
export const ONLINE_BUSINESS_CODES = [
  'ROSTERING_TREATMENT',
  'ROSTERING_CONSULT',
  'FRAGMENTATION_TREATMENT',
  'ONLINE_CONSULTING',
  'MULTI_DISCIPLINARY',
  'CHRONIC_DISEASE_MANAGEMENT',
] as const;
export type OnlineBusinessCode = (typeof ONLINE_BUSINESS_CODES)[number];

/** Search types that do not depend on hospital config. */
export const SearchType = { DOCTOR: 'doctor', DEPT: 'dept', KEYWORD: 'keyword' } as const;
export type SearchType = EnumValue<typeof SearchType>;

/** Project pattern. */
export const ProjectPattern = { TRAINING_REGISTRATION: 'trainingRegistration' } as const;
export type ProjectPattern = EnumValue<typeof ProjectPattern>;

/** Famous-expert modes. */
export const FamousExpertMode = { SCHEDULE_QUERY: 'SCHEDULEQUERY', DEFAULT: 'DEFAULT' } as const;
export type FamousExpertMode = EnumValue<typeof FamousExpertMode>;

/**
 * Upload types: the contract fixes ten kinds but not their ids, so these strings are ours. They are
 * the `bizType` of an upload and may be stored with files: never rename one.
 */
export const UploadType = {
  CONTACT_PERSON: 'contact-person',
  MDT_CONSULT_IMAGE: 'mdt-consult-image',
  MDT_CONSULT_VIDEO: 'mdt-consult-video',
  MDT_CONSULT_FILE: 'mdt-consult-file',
  CONSULT_APPEAL: 'consult-appeal',
  FEEDBACK: 'feedback',
  CASE_OPINION: 'case-opinion',
  QUESTIONNAIRE: 'questionnaire',
  PHYSICAL_EXAM: 'physical-exam',
  IN_HOSPITAL_PERSON: 'in-hospital-person',
} as const;
export type UploadType = EnumValue<typeof UploadType>;
export const UPLOAD_TYPE_LABELS: Record<UploadType, string> = {
  'contact-person': 'contact person',
  'mdt-consult-image': 'multi-disciplinary consult image',
  'mdt-consult-video': 'multi-disciplinary consult video',
  'mdt-consult-file': 'multi-disciplinary consult file',
  'consult-appeal': 'consult appeal',
  feedback: 'feedback',
  'case-opinion': 'case opinion',
  questionnaire: 'questionnaire',
  'physical-exam': 'physical exam',
  'in-hospital-person': 'in-hospital person',
};
