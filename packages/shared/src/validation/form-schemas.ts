/**
 * zod schemas over the predicates, shared by forms (react-hook-form resolver) and the server.
 * Every issue message is a message key from api/message-keys.ts: C018 when the value is missing or
 * blank, C019 when it is present but invalid. The form layer renders the key with its {field} label.
 */
import { z } from 'zod';
import { isIdCard } from './id-card.ts';
import {
  isAmount,
  isCarPlate,
  isEmail,
  isLandline,
  isPassword,
  isPhone,
  isUrl,
  isVerifyCode,
  passwordsMatch,
} from './formats.ts';

const missingOrInvalid = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? 'C018' : 'C019';

/** A required string: missing/null/blank → C018, wrong type → C019. Trimmed unless told otherwise. */
function requiredText(options: { trim?: boolean } = {}) {
  const base = z.string({ error: missingOrInvalid });
  return (options.trim === false ? base : base.trim()).min(1, { error: 'C018', abort: true });
}

export const phoneSchema = requiredText().refine(isPhone, { error: 'C019' });

/** Output is upper-cased so a lowercase 'x' check character is stored as 'X'. */
export const idCardSchema = requiredText()
  .toUpperCase()
  .refine((v) => isIdCard(v), { error: 'C019' });

/** Passwords are never trimmed: a blank is a character the rule refuses, not something to drop. */
export const passwordSchema = requiredText({ trim: false }).refine(isPassword, { error: 'C019' });

/** The confirmation must match; the issue is reported on `confirmPassword`. */
export const passwordPairSchema = z
  .object({ password: passwordSchema, confirmPassword: requiredText({ trim: false }) })
  .refine((v) => passwordsMatch(v.password, v.confirmPassword), {
    error: 'C019',
    path: ['confirmPassword'],
  });

export const landlineSchema = requiredText().refine(isLandline, { error: 'C019' });

/**
 * A contact phone someone is called back on (a complaint's, a case-record copy's recipient, an admission's contact):
 * a mobile number or a landline with its area code ('010-12345678').
 */
export const contactPhoneSchema = requiredText().refine((v) => isPhone(v) || isLandline(v), {
  error: 'C019',
});

/** The amount stays text ('1,234.50'); converting to integer fen is the caller's step. */
export const amountSchema = requiredText().refine(isAmount, { error: 'C019' });

export function makeVerifyCodeSchema(length = 6) {
  return requiredText().refine((v) => isVerifyCode(v, length), { error: 'C019' });
}
export const verifyCodeSchema = makeVerifyCodeSchema();

export const carPlateSchema = requiredText().toUpperCase().refine(isCarPlate, { error: 'C019' });

export const emailSchema = requiredText().refine(isEmail, { error: 'C019' });

export const urlSchema = requiredText().refine(isUrl, { error: 'C019' });
