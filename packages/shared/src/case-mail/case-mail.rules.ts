import type { ConfigItem } from '../hospital/hospital.schema.ts';

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

/** Defaults when the hospital's CASE_MAIL group leaves a key out: 10 yuan a copy, 15 yuan postage, 10 copies. */
export const CASE_MAIL_DEFAULTS: CaseMailSettings = {
  pricePerCopy: 1000,
  postage: 1500,
  maxCopies: 10,
};

function nonNegativeInt(text: string | undefined, fallback: number): number {
  return text !== undefined && /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : fallback;
}

/** CASE_MAIL config (casePricePerCopy, casePostage: fen; caseMaxCopies) with defaults for what is missing or malformed. */
export function readCaseMailSettings(items: readonly ConfigItem[]): CaseMailSettings {
  const value = (key: string) =>
    items.find((i) => i.configType === 'CASE_MAIL' && i.configKey === key)?.configValue;
  const maxCopies = Math.min(
    CASE_MAIL_MAX_COPIES,
    Math.max(1, nonNegativeInt(value('caseMaxCopies'), CASE_MAIL_DEFAULTS.maxCopies)),
  );
  return {
    pricePerCopy: nonNegativeInt(value('casePricePerCopy'), CASE_MAIL_DEFAULTS.pricePerCopy),
    postage: nonNegativeInt(value('casePostage'), CASE_MAIL_DEFAULTS.postage),
    maxCopies,
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
