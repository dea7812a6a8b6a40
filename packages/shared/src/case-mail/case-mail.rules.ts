import type { HospitalConfig } from '../config/hospital-config.ts';

/**
 * The pure rules of a case-record copy by mail, shared by the server (the fee it charges, the cancel
 * it allows) and the web (the fee preview, whether Cancel shows). The case_mail_process_status values
 * are ours, and the hospital's dictionary labels them.
 */
export const CASE_MAIL_STATUSES = [
  'submitted',
  'paid',
  'reviewing',
  'printing',
  'printed',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type CaseMailStatusValue = (typeof CASE_MAIL_STATUSES)[number];

/** The schema's hard cap; a hospital's CASE_MAIL maxCopies may be lower. */
export const CASE_MAIL_MAX_COPIES = 20;

export interface CaseMailSettings {
  pricePerCopy: number;
  postage: number;
  maxCopies: number;
}

/** The CASE_MAIL keys of the hospital's configuration (fen; copies capped by the schema's own maximum). */
export function readCaseMailSettings(
  config: Pick<HospitalConfig, 'casePricePerCopy' | 'casePostage' | 'caseMaxCopies'>,
): CaseMailSettings {
  return {
    pricePerCopy: config.casePricePerCopy,
    postage: config.casePostage,
    maxCopies: Math.min(CASE_MAIL_MAX_COPIES, config.caseMaxCopies),
  };
}

/** The fee in integer fen: copies × price per copy, plus the postage when the copy is sent (a pickup pays none). */
export function caseMailFee(
  settings: CaseMailSettings,
  copies: number,
  delivery: 'express' | 'pickup',
): number {
  return copies * settings.pricePerCopy + (delivery === 'express' ? settings.postage : 0);
}

/** A request can be cancelled until its copy is printed (the paper is then spent); a cancelled one is over. */
export function canCancelCaseMail(status: CaseMailStatusValue): boolean {
  return (
    status === 'submitted' || status === 'paid' || status === 'reviewing' || status === 'printing'
  );
}
