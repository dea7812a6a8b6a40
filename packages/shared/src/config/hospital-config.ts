import { z } from 'zod';
import type { ConfigItem } from '../hospital/hospital.schema.ts';
import { DEFAULT_NOON_TIMES, type NoonTimes } from '../schedule/session-timing.ts';
import { emergencySettingSchema, type EmergencySetting } from '../health/emergency.ts';
import { PAY_CHANNELS, type PayChannelName } from '../payments/pay-channels.ts';

/** Config groups. */
export const CONFIG_GROUPS = [
  'GLOBAL',
  'APPOINTMENT',
  'BUY_MEDICINE',
  'CASE_MAIL',
  'DEPARTMENT',
  'LECTURE',
  'HOMEPAGE',
  'HOSPITALIZED',
  'LOGIN',
  'NUCLEIC_ACID',
  'PATIENT',
  'PAYMENT',
  'PHYSICAL',
  'QUERY',
  'RECHARGE',
  'REFUND',
  'SEARCH',
  'SMS',
] as const;
export type ConfigGroup = (typeof CONFIG_GROUPS)[number];

/** The groups the portal loads on first entry (getHospitalConfigInformation). */
export const INITIAL_CONFIG_GROUPS: ConfigGroup[] = ['GLOBAL', 'HOMEPAGE', 'LOGIN', 'PATIENT'];

/** "Page-to-groups map" (`satisfies`, so each page's entry is known to exist). */
export const PAGE_CONFIG_GROUPS = {
  appointment: ['APPOINTMENT', 'DEPARTMENT', 'RECHARGE', 'SEARCH'],
  caseMail: ['CASE_MAIL'],
  lecture: ['LECTURE'],
  hospitalized: ['HOSPITALIZED'],
  payment: ['PAYMENT'],
  physical: ['PHYSICAL'],
  query: ['QUERY'],
  recharge: ['RECHARGE'],
  refund: ['REFUND'],
} satisfies Record<string, ConfigGroup[]>;

/** Config values are strings in storage; flags are '1'/'0' (also accepting 'true'/'false'). */
const flag = z.enum(['1', '0', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** 'HH:mm' (24-hour). */
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

const jsonOf = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .transform((s, ctx) => {
      try {
        return JSON.parse(s) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'not JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);

/** A comma list of codes, each one of `codes` (blanks dropped); an unknown code makes the whole value fall back. */
const codeList = (codes: readonly string[]) =>
  z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(codes as [string, ...string[]])).min(1));

/** A business-type tile of the area selection page (config areaOrdinaryFunctionType). */
export const businessTypeSchema = z.object({
  businessType: z.string(),
  title: z.string(),
  caption: z.string().optional(),
  sort: z.number().int(),
  url: z.string().optional(),
  params: z.record(z.string(), z.string()).optional(),
  areaIds: z.array(z.string()).optional(),
});
export type BusinessType = z.infer<typeof businessTypeSchema>;

/** The SMS providers a hospital may pick (docs/sms.md); the server builds a real one only when its keys are set. */
export const SMS_PROVIDERS = ['sandbox', 'aliyun', 'tencent'] as const;
export type SmsProvider = (typeof SMS_PROVIDERS)[number];

/**
 * A hospital's template at its SMS provider for one kind of text (config smsTemplates, docs/sms.md): the template id
 * (Aliyun TemplateCode, Tencent TemplateId) and, for Tencent's numbered placeholders, the order of the parameters.
 */
export const smsTemplateSchema = z.object({
  templateId: z.string().min(1),
  params: z.array(z.string().min(1)).optional(),
});
export type SmsTemplate = z.infer<typeof smsTemplateSchema>;

/** One key of the registry. */
export interface ConfigField {
  group: ConfigGroup;
  schema: z.ZodType;
  default: unknown;
}

/**
 * The typed per-hospital configuration, the registry of every key: its group, how its value parses and its default.
 * Its meaning and what obeys it are the registry's other half, config-meaning.ts (docs/configuration.md is written
 * from both by `npm run config-docs`). A key outside it is reported when the server
 * starts (config-problems.ts); a malformed value falls back to the default so one bad row never breaks a portal.
 */
export const hospitalConfigFields = {
  pcEntranceArea: {
    group: 'HOMEPAGE',
    schema: flag,
    default: false,
  },
  homeTipId: {
    group: 'HOMEPAGE',
    schema: z.string(),
    default: '',
  },
  loginModes: {
    group: 'LOGIN',
    schema: z.string(),
    default: 'password,sms',
  },
  batchPhysicalExam: {
    group: 'GLOBAL',
    schema: flag,
    default: false,
  },
  servicePhone: {
    group: 'GLOBAL',
    schema: z.string(),
    default: '',
  },
  emergencyAdvice: {
    group: 'GLOBAL',
    schema: jsonOf(emergencySettingSchema),
    default: null as EmergencySetting | null,
  },
  pediatricMaxAge: {
    group: 'APPOINTMENT',
    schema: z.coerce.number().int().positive(),
    default: 0,
  },
  titleByFee: {
    group: 'APPOINTMENT',
    schema: flag,
    default: false,
  },
  alwaysAllowCancel: {
    group: 'APPOINTMENT',
    schema: flag,
    default: false,
  },
  areaOrdinaryFunctionType: {
    group: 'APPOINTMENT',
    schema: jsonOf(z.array(businessTypeSchema)),
    default: [] as BusinessType[],
  },
  hiddenAreaTypes: {
    group: 'APPOINTMENT',
    schema: jsonOf(z.array(z.object({ areaId: z.string(), businessType: z.string() }))),
    default: [] as { areaId: string; businessType: string }[],
  },
  appointmentTipId: {
    group: 'APPOINTMENT',
    schema: z.string(),
    default: '',
  },
  showTodaySchedule: {
    group: 'APPOINTMENT',
    schema: flag,
    default: true,
  },
  releaseTime: {
    group: 'APPOINTMENT',
    schema: hhmm,
    default: '08:00',
  },
  scheduleDays: {
    group: 'APPOINTMENT',
    schema: z.coerce.number().int().positive(),
    default: 14,
  },
  daysPerPage: {
    group: 'APPOINTMENT',
    schema: z.coerce.number().int().positive(),
    default: 7,
  },
  scheduleEndByDays: {
    group: 'APPOINTMENT',
    schema: flag,
    default: true,
  },
  allDoctorsType: {
    group: 'APPOINTMENT',
    schema: z.string().min(1),
    default: '4',
  },
  specialtyAllianceType: {
    group: 'APPOINTMENT',
    schema: z.string(),
    default: '',
  },
  maxOpenBookings: {
    group: 'APPOINTMENT',
    schema: z.coerce.number().int().positive(),
    default: 5,
  },
  pediatricDeptIds: {
    group: 'APPOINTMENT',
    schema: jsonOf(z.array(z.string())),
    default: [] as string[],
  },
  noonTimes: {
    group: 'APPOINTMENT',
    schema: jsonOf(z.record(z.string(), z.object({ start: hhmm, end: hhmm }))),
    default: DEFAULT_NOON_TIMES as NoonTimes,
  },
  cancelEnabled: {
    group: 'APPOINTMENT',
    schema: flag,
    default: true,
  },
  cancelPaidEnabled: {
    group: 'APPOINTMENT',
    schema: flag,
    default: true,
  },
  checkInOpensMinutes: {
    group: 'APPOINTMENT',
    schema: z.coerce.number().int().positive(),
    default: 120,
  },
  arriveEarlyMinutes: {
    group: 'APPOINTMENT',
    schema: z.coerce.number().int().min(0).max(120),
    default: 15,
  },
  signInCancelEnabled: {
    group: 'APPOINTMENT',
    schema: flag,
    default: false,
  },
  cancelDays: {
    group: 'APPOINTMENT',
    schema: z.string().regex(/^(none|\d{1,3})$/),
    default: '0',
  },
  cancelDaysSameDay: {
    group: 'APPOINTMENT',
    schema: z.string().regex(/^(none|\d{1,3})$/),
    default: 'none',
  },
  cancelTimeMode: {
    group: 'APPOINTMENT',
    schema: z.enum(['interval', 'period']),
    default: 'period' as 'interval' | 'period',
  },
  cancelIntervalMinutes: {
    group: 'APPOINTMENT',
    schema: z.coerce.number().int().nonnegative(),
    default: 120,
  },
  cancelPeriodEnds: {
    group: 'APPOINTMENT',
    schema: jsonOf(z.record(z.string(), hhmm)),
    default: {} as Record<string, string>,
  },
  payTimeLimitSeconds: {
    group: 'APPOINTMENT',
    schema: z.coerce.number().int().positive(),
    default: 900,
  },
  payScheduleRestriction: {
    group: 'APPOINTMENT',
    schema: flag,
    default: true,
  },
  payPromptEnabled: {
    group: 'APPOINTMENT',
    schema: flag,
    default: true,
  },
  deleteDelayDays: {
    group: 'APPOINTMENT',
    schema: z.coerce.number().int().nonnegative(),
    default: 1,
  },
  hosStateCancelledPrompt: {
    group: 'APPOINTMENT',
    schema: flag,
    default: false,
  },
  transmitRegFee: {
    group: 'APPOINTMENT',
    schema: flag,
    default: false,
  },
  visitReminderTime: {
    group: 'APPOINTMENT',
    schema: hhmm,
    default: '18:00',
  },
  cancelMaxAgeDays: {
    group: 'APPOINTMENT',
    schema: z.coerce.number().int().positive(),
    default: 30,
  },
  refundMonths: {
    group: 'REFUND',
    schema: z.coerce.number().int().positive(),
    default: 3,
  },
  staffRefundApprovalAbove: {
    group: 'REFUND',
    schema: z.coerce.number().int().nonnegative().max(100_000_000),
    default: 20000,
  },
  rechargeStartTime: {
    group: 'RECHARGE',
    schema: hhmm,
    default: '00:00',
  },
  rechargeEndTime: {
    group: 'RECHARGE',
    schema: hhmm,
    default: '23:59',
  },
  rechargeMin: {
    group: 'RECHARGE',
    schema: z.coerce.number().int().nonnegative(),
    default: 0,
  },
  rechargeMax: {
    group: 'RECHARGE',
    schema: z.coerce.number().int().nonnegative(),
    default: 5000,
  },
  socialCardRechargeMax: {
    group: 'RECHARGE',
    schema: z.coerce.number().int().nonnegative(),
    default: 0,
  },
  rechargeDailyCount: {
    group: 'RECHARGE',
    schema: z.coerce.number().int().nonnegative(),
    default: 0,
  },
  rechargeMinAfterBooking: {
    group: 'RECHARGE',
    schema: z.coerce.number().int().nonnegative(),
    default: 30,
  },
  rechargePresets: {
    group: 'RECHARGE',
    schema: jsonOf(z.array(z.number().int().positive())),
    default: [] as number[],
  },
  lowDepositWarning: {
    group: 'HOSPITALIZED',
    schema: z.coerce.number().int().nonnegative(),
    default: 1000,
  },
  verifyCard: {
    group: 'RECHARGE',
    schema: flag,
    default: false,
  },
  insufficientBalancePath: {
    group: 'RECHARGE',
    schema: z.enum(['recharge', 'qr']),
    default: 'qr' as 'recharge' | 'qr',
  },
  payModes: {
    group: 'PAYMENT',
    schema: z.string(),
    default: 'card,self',
  },
  cardTypes: {
    group: 'GLOBAL',
    schema: codeList(['1', '2', '3', '4', '5', '6']),
    default: ['1', '2', '3', '4', '5', '6'] as string[],
  },
  famousExpertMode: {
    group: 'HOMEPAGE',
    schema: z.enum(['DEFAULT', 'SCHEDULEQUERY']),
    default: 'DEFAULT' as 'DEFAULT' | 'SCHEDULEQUERY',
  },
  smsCodeLength: {
    group: 'LOGIN',
    schema: z.coerce.number().int().min(4).max(8),
    default: 6,
  },
  maxPatients: {
    group: 'PATIENT',
    schema: z.coerce.number().int().positive(),
    default: 5,
  },
  bindProof: {
    group: 'PATIENT',
    schema: z.enum(['sms', 'pin']),
    default: 'sms' as 'sms' | 'pin',
  },
  certificateTypes: {
    group: 'PATIENT',
    schema: codeList(['0', '1', '2', '3', '4']),
    default: ['0', '1', '2', '3', '4'] as string[],
  },
  candidateEnabled: {
    group: 'APPOINTMENT',
    schema: flag,
    default: true,
  },
  casePricePerCopy: {
    group: 'CASE_MAIL',
    schema: z.coerce.number().int().nonnegative(),
    default: 1000,
  },
  casePostage: {
    group: 'CASE_MAIL',
    schema: z.coerce.number().int().nonnegative(),
    default: 1500,
  },
  caseMaxCopies: {
    group: 'CASE_MAIL',
    schema: z.coerce.number().int().positive(),
    default: 10,
  },
  searchTypes: {
    group: 'SEARCH',
    schema: codeList(['doctor', 'dept', 'keyword']),
    default: ['doctor', 'dept', 'keyword'] as string[],
  },
  hotKeywords: {
    group: 'SEARCH',
    schema: jsonOf(z.array(z.string().min(1))),
    default: [] as string[],
  },
  reportQueryDays: {
    group: 'QUERY',
    schema: z.coerce.number().int().positive().max(3660),
    default: 92,
  },
  paymentQueryDays: {
    group: 'QUERY',
    schema: z.coerce.number().int().positive().max(3660),
    default: 92,
  },
  lectureTypes: {
    group: 'LECTURE',
    schema: codeList(['article', 'video']),
    default: ['article', 'video'] as string[],
  },
  groupRegisterMax: {
    group: 'PHYSICAL',
    schema: z.coerce.number().int().positive().max(1000),
    default: 200,
  },
  showDeptIntroduce: {
    group: 'DEPARTMENT',
    schema: flag,
    default: true,
  },
  inRechargeMin: {
    group: 'HOSPITALIZED',
    schema: z.coerce.number().int().nonnegative(),
    default: 0,
  },
  qrChannels: {
    group: 'PAYMENT',
    schema: codeList(PAY_CHANNELS),
    default: ['sandbox'] as PayChannelName[],
  },
  alipayAppId: {
    group: 'PAYMENT',
    schema: z.string().trim(),
    default: '',
  },
  wechatMchId: {
    group: 'PAYMENT',
    schema: z.string().trim(),
    default: '',
  },
  wechatAppId: {
    group: 'PAYMENT',
    schema: z.string().trim(),
    default: '',
  },
  smsProvider: {
    group: 'SMS',
    schema: z.enum(SMS_PROVIDERS),
    default: 'sandbox' as SmsProvider,
  },
  smsSignName: {
    group: 'SMS',
    schema: z.string(),
    default: '',
  },
  smsTemplates: {
    group: 'SMS',
    schema: jsonOf(z.record(z.string(), smsTemplateSchema)),
    default: {} as Record<string, SmsTemplate>,
  },
} as const satisfies Record<string, ConfigField>;

/** A registry key. */
export type ConfigKey = keyof typeof hospitalConfigFields;

type Fields = typeof hospitalConfigFields;
export type HospitalConfig = {
  [K in keyof Fields]: Fields[K]['default'] extends infer D
    ? D extends readonly unknown[]
      ? D
      : D extends boolean
        ? boolean
        : D extends number
          ? number
          : D extends string
            ? string
            : D
    : never;
};

export function readHospitalConfig(items: readonly ConfigItem[]): HospitalConfig {
  const byKey = new Map(items.map((i) => [i.configKey, i.configValue]));
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(hospitalConfigFields)) {
    const raw = byKey.get(key);
    const parsed = raw === undefined ? undefined : (field.schema as z.ZodType).safeParse(raw);
    out[key] = parsed?.success ? parsed.data : field.default;
  }
  return out as HospitalConfig;
}
