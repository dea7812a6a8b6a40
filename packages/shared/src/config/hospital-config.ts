import { z } from 'zod';
import type { ConfigItem } from '../hospital/hospital.schema.ts';
import { DEFAULT_NOON_TIMES, type NoonTimes } from '../schedule/session-timing.ts';

/** SPEC §3 config groups. */
export const CONFIG_GROUPS = [
  'GLOBAL', 'APPOINTMENT', 'BUY_MEDICINE', 'CASE_MAIL', 'DEPARTMENT', 'LECTURE', 'HOMEPAGE', 'HOSPITALIZED',
  'LOGIN', 'NUCLEIC_ACID', 'PATIENT', 'PAYMENT', 'PHYSICAL', 'QUERY', 'RECHARGE', 'REFUND', 'SEARCH',
] as const;
export type ConfigGroup = (typeof CONFIG_GROUPS)[number];

/** The groups the portal loads on first entry (SPEC §7 getHospitalConfigInformation: global, homepage, login, patient). */
export const INITIAL_CONFIG_GROUPS: ConfigGroup[] = ['GLOBAL', 'HOMEPAGE', 'LOGIN', 'PATIENT'];

/** SPEC §3 "Page-to-groups map". */
export const PAGE_CONFIG_GROUPS: Record<string, ConfigGroup[]> = {
  appointment: ['APPOINTMENT', 'RECHARGE', 'SEARCH'],
  caseMail: ['CASE_MAIL'],
  lecture: ['LECTURE'],
  hospitalized: ['HOSPITALIZED'],
  payment: ['PAYMENT'],
  physical: ['PHYSICAL'],
  query: ['QUERY'],
  recharge: ['RECHARGE'],
  refund: ['REFUND'],
};

/** Config values are strings in storage; flags are '1'/'0' (also accepting 'true'/'false'). */
const flag = z
  .enum(['1', '0', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true');

/** 'HH:mm' (24-hour). */
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

const jsonOf = <T extends z.ZodType>(schema: T) =>
  z.string().transform((s, ctx) => {
    try {
      return JSON.parse(s) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'not JSON' });
      return z.NEVER;
    }
  }).pipe(schema);

/** A business-type tile of SPEC §2 area selection (config areaOrdinaryFunctionType). */
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

/**
 * The typed per-hospital configuration: each known key with its group, meaning and default.
 * Unknown keys are ignored; a malformed value falls back to the default so one bad row never breaks a portal.
 */
export const hospitalConfigFields = {
  pcEntranceArea: { group: 'HOMEPAGE', schema: flag, default: false, description: 'SPEC §1: root shows "choose expert type" (no login) when on, "choose doctor" (login) when off' },
  homeTipId: { group: 'HOMEPAGE', schema: z.string(), default: '', description: 'tip popup shown once per session on the home page; empty for none' },
  loginModes: { group: 'LOGIN', schema: z.string(), default: 'password,sms', description: 'comma list of sign-in modes offered' },
  batchPhysicalExam: { group: 'GLOBAL', schema: flag, default: false, description: 'SPEC §6: fetch the physical-exam leader flag' },
  servicePhone: { group: 'GLOBAL', schema: z.string(), default: '', description: 'hotline shown in the footer' },
  pediatricMaxAge: { group: 'APPOINTMENT', schema: z.coerce.number().int().positive(), default: 0, description: 'SPEC §5 age limit; 0 means the hospital has no pediatric-only rule' },
  titleByFee: { group: 'APPOINTMENT', schema: flag, default: false, description: 'SPEC §3 title-by-fee mapping' },
  areaOrdinaryFunctionType: { group: 'APPOINTMENT', schema: jsonOf(z.array(businessTypeSchema)), default: [] as BusinessType[], description: 'business-type tiles, ordered by sort' },
  hiddenAreaTypes: { group: 'APPOINTMENT', schema: jsonOf(z.array(z.object({ areaId: z.string(), businessType: z.string() }))), default: [] as { areaId: string; businessType: string }[], description: 'SPEC §2: area/type combinations hidden per hospital' },
  appointmentTipId: { group: 'APPOINTMENT', schema: z.string(), default: '', description: 'tip popup shown on confirm' },
  showTodaySchedule: { group: 'APPOINTMENT', schema: flag, default: true, description: "SPEC §4 schedule start date: today's schedule is shown before the release time" },
  releaseTime: { group: 'APPOINTMENT', schema: hhmm, default: '08:00', description: "SPEC §4/§9 daily release time ('HH:mm', hospital zone): the schedule starts tomorrow from then, and a date opens at this time (scheduleDays − 1) days before it" },
  scheduleDays: { group: 'APPOINTMENT', schema: z.coerce.number().int().positive(), default: 14, description: 'SPEC §4 days shown in the schedule (end = start + scheduleDays − 1)' },
  daysPerPage: { group: 'APPOINTMENT', schema: z.coerce.number().int().positive(), default: 7, description: 'SPEC §4/§9 days shown per schedule page (previous-week / next-week)' },
  scheduleEndByDays: { group: 'APPOINTMENT', schema: flag, default: true, description: 'SPEC §4 schedule end date is start + scheduleDays − 1; off sends no end date' },
  allDoctorsType: { group: 'APPOINTMENT', schema: z.string().min(1), default: '4', description: 'SPEC §2/§4 business type used when no tab is configured, and for searches without a chosen type' },
  specialtyAllianceType: { group: 'APPOINTMENT', schema: z.string(), default: '', description: 'SPEC §4 specialty-alliance business type: its schedule end date is blank; empty for none' },
  maxOpenBookings: { group: 'APPOINTMENT', schema: z.coerce.number().int().positive(), default: 5, description: 'per-patient limit of active (booked, not yet visited) appointments' },
  pediatricDeptIds: { group: 'APPOINTMENT', schema: jsonOf(z.array(z.string())), default: [] as string[], description: 'SPEC §5 departments the pediatric age rule applies to; empty with pediatricMaxAge > 0 means the whole hospital' },
  noonTimes: { group: 'APPOINTMENT', schema: jsonOf(z.record(z.string(), z.object({ start: hhmm, end: hhmm }))), default: DEFAULT_NOON_TIMES as NoonTimes, description: "period (noon code) → {start, end} 'HH:mm' in the hospital zone; source numbers split this window" },
} as const;

type Fields = typeof hospitalConfigFields;
export type HospitalConfig = { [K in keyof Fields]: Fields[K]['default'] extends infer D ? (D extends readonly unknown[] ? D : D extends boolean ? boolean : D extends number ? number : D extends string ? string : D) : never };

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
