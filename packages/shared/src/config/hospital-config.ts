import { z } from 'zod';
import type { ConfigItem } from '../hospital/hospital.schema.ts';

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
} as const;

type Fields = typeof hospitalConfigFields;
export type HospitalConfig = { [K in keyof Fields]: Fields[K]['default'] extends infer D ? (D extends readonly unknown[] ? D : D extends boolean ? boolean : D extends number ? number : string) : never };

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
