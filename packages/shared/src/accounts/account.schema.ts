import { z } from 'zod';
import { hosIdSchema } from '../hospital/hospital.schema.ts';
import { passwordSchema, phoneSchema } from '../validation/validators.ts';

/** SMS code purposes: each code is good for one purpose only. */
export const VERIFY_PURPOSES = ['register', 'login', 'reset'] as const;
export const verifyPurposeSchema = z.enum(VERIFY_PURPOSES);
export type VerifyPurpose = z.infer<typeof verifyPurposeSchema>;

/** 6 digits by default, valid 5 minutes, single use, 5 wrong tries, a new one no sooner than 60 s. */
export const VERIFY_CODE_RULES = {
  length: 6,
  ttlSeconds: 300,
  maxAttempts: 5,
  resendSeconds: 60,
} as const;

export const verifyCodeValueSchema = z
  .string()
  .trim()
  .regex(/^\d{4,8}$/, 'C019');

/** Both password entries must match (message key C019 on the confirm field). */
const newPassword = { password: passwordSchema, confirmPassword: z.string().max(64) };
const confirmMatches: [
  (v: { password: string; confirmPassword: string }) => boolean,
  { path: string[]; message: string },
] = [(v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'C019' }];

export const sendVerifyCodeBody = z.object({
  hosId: hosIdSchema,
  phone: phoneSchema,
  purpose: verifyPurposeSchema,
});
/**
 * Registration: the password pair is there only where the hospital signs in by password (usesPasswords); the server
 * asks for it there (C018) and refuses it where the hospital signs in by code only (LOGIN010).
 */
export const registerBody = z
  .object({
    hosId: hosIdSchema,
    phone: phoneSchema,
    code: verifyCodeValueSchema,
    password: passwordSchema.optional(),
    confirmPassword: z.string().max(64).optional(),
  })
  .refine((v) => v.password === undefined || v.password === v.confirmPassword, confirmMatches[1]);
export const resetPasswordBody = z
  .object({ hosId: hosIdSchema, phone: phoneSchema, code: verifyCodeValueSchema, ...newPassword })
  .refine(...confirmMatches);
/** Mode 3 of /login/register: a signed-in user changes the password with the current one. */
export const changePasswordBody = z
  .object({ hosId: hosIdSchema, oldPassword: z.string().min(1).max(64), ...newPassword })
  .refine(...confirmMatches);
export const loginByPasswordBody = z.object({
  hosId: hosIdSchema,
  phone: phoneSchema,
  password: z.string().min(1).max(64),
});
export const loginBySmsBody = z.object({
  hosId: hosIdSchema,
  phone: phoneSchema,
  code: verifyCodeValueSchema,
});

/**
 * Login user (per hospital, persisted by the portal). `mobile` is masked: the portal never
 * needs the full number back. `leader` is '1' for a physical-exam group leader.
 */
export const loginUserSchema = z.object({
  isLogin: z.literal(true),
  access_token: z.string(),
  /** ISO time after which the token is refused (401). */
  expiresAt: z.string(),
  mobile: z.string(),
  platformDetail: z.object({ userId: z.string() }),
  leader: z.enum(['0', '1']),
});
export type LoginUser = z.infer<typeof loginUserSchema>;

export const verifyCodeSentSchema = z.object({
  /** Seconds the code stays valid, and seconds before another may be requested. */
  expiresIn: z.number().int(),
  resendIn: z.number().int(),
});

export const currentUserSchema = z.object({
  userId: z.string(),
  mobile: z.string(),
  leader: z.enum(['0', '1']),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
