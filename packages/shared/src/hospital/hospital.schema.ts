import { z } from 'zod';

/**
 * Query/body fields identifying the tenant. Hospital ids are short digit strings (demo: 1001…1004).
 * Branded: a `HosId` only comes from this schema (or `hosIdOf`), so a user id or any other string can never be
 * passed where the tenant is meant — the compiler refuses it.
 */
export const hosIdSchema = z
  .string()
  .trim()
  .regex(/^\d{3,10}$/, 'C019')
  .brand<'HosId'>();

/** The tenant: a hospital id that has passed `hosIdSchema`. */
export type HosId = z.output<typeof hosIdSchema>;

/** A hospital id from trusted text (configuration, fixtures, a stored row); throws when it is not one. */
export function hosIdOf(text: string): HosId {
  return hosIdSchema.parse(text);
}

/** Colour tokens main…main12 feed antd's ConfigProvider and CSS variables. */
export const THEME_TOKENS = [
  'main',
  'main2',
  'main3',
  'main4',
  'main5',
  'main6',
  'main7',
  'main8',
  'main9',
  'main10',
  'main11',
  'main12',
] as const;
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);
export const themeSchema = z.object(
  Object.fromEntries(THEME_TOKENS.map((t) => [t, hexColour])) as Record<
    (typeof THEME_TOKENS)[number],
    typeof hexColour
  >,
);
export type Theme = z.infer<typeof themeSchema>;

export const hospitalSchema = z.object({
  // The server's own answer: branded without the request's pattern, which would change the published schema.
  hosId: z.string().brand<'HosId'>(),
  hosName: z.string(),
  enabled: z.boolean(),
  logo: z.string().nullable(),
  theme: themeSchema,
  timeZone: z.string(),
});
export type Hospital = z.infer<typeof hospitalSchema>;

export const hospitalSummarySchema = hospitalSchema.pick({
  hosId: true,
  hosName: true,
  logo: true,
});
export type HospitalSummary = z.infer<typeof hospitalSummarySchema>;

export const areaSchema = z.object({
  areaId: z.string(),
  areaName: z.string(),
  address: z.string(),
  photo: z.string().nullable(),
});
export type Area = z.infer<typeof areaSchema>;

/** Function module: isUse '1' means enabled. */
export const functionModuleSchema = z.object({
  moduleId: z.string(),
  isUse: z.enum(['0', '1']),
  alias: z.string(),
  moduleName: z.string(),
  subtitle: z.string(),
});
export type FunctionModule = z.infer<typeof functionModuleSchema>;

/** Navigator: menu item id, alias, url, sort, remark, params; group title, assembly, sub, enabled, sort, compare. */
export const menuItemSchema = z.object({
  id: z.string(),
  alias: z.string(),
  url: z.string(),
  sort: z.number().int(),
  remark: z.string(),
  params: z.record(z.string(), z.string()),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuGroupSchema = z.object({
  groupId: z.string(),
  title: z.string(),
  assembly: z.string(),
  enabled: z.boolean(),
  sort: z.number().int(),
  compare: z.string(),
  sub: z.array(menuItemSchema),
});
export type MenuGroup = z.infer<typeof menuGroupSchema>;

export const configItemSchema = z.object({
  configType: z.string(),
  configKey: z.string(),
  configValue: z.string(),
});
export type ConfigItem = z.infer<typeof configItemSchema>;

export const digitalItemSchema = z.object({
  typeKey: z.string(),
  itemOrder: z.number().int(),
  title: z.string(),
  content: z.string(),
});
export type DigitalItem = z.infer<typeof digitalItemSchema>;

/** Tip info. showType 0 html, 1 join function, 2 url, 3 other; buttonType 0 plain, 1 countdown, 2 scroll-to-bottom. */
export const tipInfoSchema = z.object({
  guideTitle: z.string(),
  guideContent: z.string(),
  showType: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  buttonContent: z.string(),
  buttonType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  buttonExt: z.object({
    buttonSecond: z.number().int().positive().optional(),
    beforeButtonContent: z.string().optional(),
  }),
  showExt: z.object({ joinId: z.string().optional(), url: z.string().optional() }),
});
export type TipInfo = z.infer<typeof tipInfoSchema>;

/** Static caption files: fetched by name with a timestamp to defeat caches. */
export const STATIC_CAPTION_NAMES = [
  'appointment-prompt',
  'candidate-prompt',
  'noon-periods',
  'record-separate',
  'entrance',
] as const;
export const staticCaptionNameSchema = z.enum(STATIC_CAPTION_NAMES);
export type StaticCaptionName = z.infer<typeof staticCaptionNameSchema>;

/** Period (noon) info: caption and sort per noon code. */
export const noonPeriodSchema = z.object({
  noonCode: z.string(),
  caption: z.string(),
  sort: z.number().int(),
});
export type NoonPeriod = z.infer<typeof noonPeriodSchema>;

export const LANGUAGES = ['en-US', 'zh-CN'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;
