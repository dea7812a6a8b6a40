import { z } from 'zod';
import { hosIdSchema } from '../hospital/hospital.schema.ts';
import { PERMISSIONS, STAFF_ROLES } from './staff-roles.ts';
import { timeZoneSchema } from './time-zone.schema.ts';

export const staffRoleSchema = z.enum(STAFF_ROLES);
const permissionSchema = z.enum(PERMISSIONS);
const phoneSchema = z
  .string()
  .trim()
  .regex(/^1\d{10}$/, 'C019');
/** Six digits of the authenticator app, or one of the ten recovery codes (xxxx-xxxx). */
const secondFactorSchema = z
  .string()
  .trim()
  .regex(/^(\d{6}|[a-z0-9]{4}-[a-z0-9]{4})$/, 'C019');
const newPasswordSchema = z.string().min(10, 'C019').max(128, 'C019');

/** Where the sign-in stands: the password is right; next the code (`totp`) or, the first time, the enrolment. */
export const signInStageSchema = z.enum(['totp', 'enrol', 'done']);

export const staffMeSchema = z.object({
  staffId: z.string(),
  name: z.string(),
  phone: z.string(),
  role: staffRoleSchema,
  /** null: a platform administrator. */
  hosId: hosIdSchema.nullable(),
  permissions: z.array(permissionSchema),
  /** Sent back in `x-csrf-token` on every call that changes something. */
  csrfToken: z.string(),
  /** When the session ends unless used again (ISO). */
  expiresAt: z.string(),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

export const signInPasswordBody = z.object({
  phone: phoneSchema,
  password: z.string().min(1).max(128),
});
export const signInAnswerSchema = z.object({ stage: signInStageSchema, csrfToken: z.string() });
export const secondFactorBody = z.object({ code: secondFactorSchema });
export const totpEnrolmentSchema = z.object({
  /** Base32, for typing into an authenticator by hand. */
  secret: z.string(),
  /** otpauth:// URI (RFC 6238 key URI format), the QR code's content. */
  otpauthUri: z.string(),
  /** The QR code as an SVG document. */
  qrSvg: z.string(),
});
export const enrolAnswerSchema = z.object({
  me: staffMeSchema,
  /** Shown once: each signs in once in place of a code. */
  recoveryCodes: z.array(z.string()),
});
export const staffChangePasswordBody = z.object({
  oldPassword: z.string().min(1).max(128),
  newPassword: newPasswordSchema,
});

export const invitationTokenParams = z.object({
  token: z.string().regex(/^[\w-]{20,100}$/, 'C019'),
});
export const invitationSchema = z.object({
  hosId: hosIdSchema,
  hosName: z.string(),
  name: z.string(),
  phone: z.string(),
  role: staffRoleSchema,
  expiresAt: z.string(),
});
export const acceptInvitationBody = z.object({
  token: z.string().regex(/^[\w-]{20,100}$/, 'C019'),
  password: newPasswordSchema,
});

export const hosParams = z.object({ hosId: hosIdSchema });
export const staffParams = z.object({ hosId: hosIdSchema, staffId: z.uuid('C019') });
export const inviteStaffBody = z.object({
  name: z.string().trim().min(1, 'C018').max(40, 'C019'),
  phone: phoneSchema,
  role: staffRoleSchema.exclude(['platformAdmin']),
});
export const changeRoleBody = z.object({ role: staffRoleSchema.exclude(['platformAdmin']) });

export const staffMemberSchema = z.object({
  staffId: z.string(),
  name: z.string(),
  phone: z.string(),
  role: staffRoleSchema,
  totpEnrolled: z.boolean(),
  createdAt: z.string(),
});
export const openInvitationSchema = z.object({
  invitationId: z.string(),
  name: z.string(),
  phone: z.string(),
  role: staffRoleSchema,
  expiresAt: z.string(),
});
export const staffListSchema = z.object({
  staff: z.array(staffMemberSchema),
  invitations: z.array(openInvitationSchema),
});

export const auditQuery = z.object({
  from: z.iso.date('C019').optional(),
  to: z.iso.date('C019').optional(),
  action: z.string().max(60).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  hosId: hosIdSchema.nullable(),
  staffId: z.string().nullable(),
  actor: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
  ip: z.string().nullable(),
});
export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  pageSize: z.number().int(),
});

export const consoleHospitalSchema = z.object({
  hosId: hosIdSchema,
  hosName: z.string(),
  enabled: z.boolean(),
  timeZone: z.string(),
});
export const createHospitalBody = z.object({
  hosId: hosIdSchema,
  /** The name in each language; zh-CN is the hospital's own column, en-US its translation. */
  names: z.object({
    'zh-CN': z.string().trim().min(1, 'C018').max(60, 'C019'),
    'en-US': z.string().trim().min(1, 'C018').max(80, 'C019'),
  }),
  /** An IANA zone (Asia/Shanghai): the hospital's dates and times are its. */
  timeZone: timeZoneSchema,
  /** The hospital whose settings (theme, functions, menu, configuration, tips, captions) the new one starts with. */
  templateHosId: hosIdSchema,
});
export const hospitalEnabledBody = z.object({ enabled: z.boolean() });
