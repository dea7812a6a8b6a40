import { z } from 'zod';
import { okEnvelope } from '../api/envelope.ts';
import { hosIdSchema } from '../hospital/hospital.schema.ts';
import {
  changePasswordBody,
  currentUserSchema,
  loginByPasswordBody,
  loginBySmsBody,
  loginUserSchema,
  registerBody,
  resetPasswordBody,
  sendVerifyCodeBody,
  verifyCodeSentSchema,
} from './account.schema.ts';

/**
 * Accounts (the udb/uaa call groups; the paths are ours). A call marked `auth` needs
 * `Authorization: Bearer <access_token>`; the token is bound to one hospital and refused (401) elsewhere.
 */
export const accountCalls = {
  sendVerifyCode: {
    method: 'POST',
    path: '/udb/api/verify-code/send',
    body: sendVerifyCodeBody,
    response: okEnvelope(verifyCodeSentSchema),
  },
  register: {
    method: 'POST',
    path: '/udb/api/register',
    body: registerBody,
    response: okEnvelope(loginUserSchema),
  },
  resetPassword: {
    method: 'POST',
    path: '/udb/api/password/reset',
    body: resetPasswordBody,
    response: okEnvelope(z.null()),
  },
  changePassword: {
    method: 'POST',
    path: '/udb/api/password/change',
    auth: true,
    body: changePasswordBody,
    response: okEnvelope(z.null()),
  },
  loginByPassword: {
    method: 'POST',
    path: '/uaa/api/login/password',
    body: loginByPasswordBody,
    response: okEnvelope(loginUserSchema),
  },
  loginBySms: {
    method: 'POST',
    path: '/uaa/api/login/sms',
    body: loginBySmsBody,
    response: okEnvelope(loginUserSchema),
  },
  logout: { method: 'POST', path: '/uaa/api/logout', auth: true, response: okEnvelope(z.null()) },
  getCurrentUser: {
    method: 'GET',
    path: '/uaa/api/me',
    auth: true,
    query: z.object({ hosId: hosIdSchema }),
    response: okEnvelope(currentUserSchema),
  },
  /** getUserPhysicalLeader: {hosId}; query platformId, platformUserId, phone. */
  getUserPhysicalLeader: {
    method: 'GET',
    path: '/physicalexamination/api/leader/:hosId',
    auth: true,
    params: z.object({ hosId: hosIdSchema }),
    query: z.object({
      platformId: z.string().max(32).optional(),
      platformUserId: z.string().max(64).optional(),
      phone: z.string().max(32).optional(),
    }),
    response: okEnvelope(z.object({ leader: z.enum(['0', '1']) })),
  },
  /** Sandbox SMS outbox, only in demo mode (DEMO_MODE, DEMO_SMS_OUTBOX) and only for demo phones: what a phone would receive. */
  getDevSmsOutbox: {
    method: 'GET',
    path: '/udb/api/dev/sms-outbox',
    query: z.object({ hosId: hosIdSchema, phone: z.string().regex(/^1\d{10}$/, 'C019') }),
    response: okEnvelope(z.array(z.object({ text: z.string(), sentAt: z.string() }))),
  },
} as const;
