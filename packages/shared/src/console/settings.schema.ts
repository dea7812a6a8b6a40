import { z } from 'zod';
import type { ConfigKey } from '../config/hospital-config.ts';
import { hosIdSchema, themeSchema, type Language } from '../hospital/hospital.schema.ts';
import { catalogue } from '../messages/catalogue.ts';
import { SETTING_CONFIG_KEYS } from './settings-config.ts';
import { settingKindSchema, type SettingKind } from './setting-kinds.ts';
import { timeZoneSchema } from './time-zone.schema.ts';

const text = (max: number) => z.string().trim().max(max);
/** A text the patient reads in each language the portal speaks. */
const localized = (max: number, min = 0) =>
  z.strictObject({ 'en-US': text(max).min(min), 'zh-CN': text(max).min(min) });

/** A path the portal serves an image from (an uploaded logo's or a bundled asset's). */
const imagePath = z
  .string()
  .max(300)
  .regex(/^\/[\w\-./]+\.(png|jpe?g|gif|bmp|webp|svg)$/i);

/**
 * The hospital's facts. The names are the hospital row's (zh-CN) and its en-US translation; the address and
 * visiting hours are the footer's first and third items; the hotline is also config `servicePhone`, which the config
 * document leaves out (docs/hospital-settings.md#facts).
 */
export const factsContentSchema = z.strictObject({
  names: localized(80, 1),
  logo: imagePath.nullable(),
  address: localized(200),
  hotline: z
    .string()
    .trim()
    .max(40)
    .regex(/^[\d\-+() ]*$/),
  visitingHours: localized(300),
  timeZone: timeZoneSchema,
});
export type FactsContent = z.infer<typeof factsContentSchema>;

/** Every colour token; their contrast is checked when saved (hospital/theme-contrast.ts). */
export const themeContentSchema = z.strictObject(themeSchema.shape);

const idSchema = z.string().regex(/^[\w-]{1,60}$/);

/**
 * The function modules and the navigator's menu, in the order shown (array order). Ids are the hospital's own: the
 * editor reorders, renames, switches on and off, never adds or removes one.
 */
export const functionsContentSchema = z.strictObject({
  modules: z.array(
    z.strictObject({
      moduleId: idSchema,
      enabled: z.boolean(),
      alias: localized(40, 1),
      subtitle: localized(120),
    }),
  ),
  menu: z.array(
    z.strictObject({
      groupId: idSchema,
      enabled: z.boolean(),
      title: localized(40, 1),
      items: z.array(
        z.strictObject({
          itemId: idSchema,
          alias: localized(40, 1),
          params: z.record(z.string().regex(/^\w{1,40}$/), z.string().max(200)),
        }),
      ),
    }),
  ),
});
export type FunctionsContent = z.infer<typeof functionsContentSchema>;

/**
 * The typed value of every configuration key (except those the facts own): each is checked against its key's own
 * schema when saved (settings-config.ts), and a key the registry does not know is refused.
 */
export const configContentSchema = z.strictObject({
  values: z.strictObject(
    Object.fromEntries(SETTING_CONFIG_KEYS.map((k) => [k, z.unknown()])) as Record<
      ConfigKey,
      z.ZodUnknown
    >,
  ),
});
export type ConfigContent = z.infer<typeof configContentSchema>;

/** One tip popup (see tipInfoSchema): what each show type and button type needs is required with it. */
export const tipContentSchema = z
  .strictObject({
    tipId: idSchema,
    title: localized(100, 1),
    content: localized(20_000),
    /** 0 html, 1 join a function, 2 a page at a URL, 3 other. */
    showType: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
    joinId: idSchema.optional(),
    url: z.string().trim().max(500).optional(),
    buttonContent: localized(40),
    /** 0 plain, 1 countdown, 2 read to the bottom first. */
    buttonType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    buttonSecond: z.number().int().min(1).max(120).optional(),
    beforeButtonContent: localized(60).optional(),
  })
  .superRefine((tip, ctx) => {
    const need = (ok: boolean, path: string) =>
      ok || ctx.addIssue({ code: 'custom', path: [path], message: 'required' });
    need(tip.showType !== 1 || !!tip.joinId, 'joinId');
    need(tip.showType !== 2 || !!tip.url, 'url');
    need(tip.buttonType !== 1 || tip.buttonSecond !== undefined, 'buttonSecond');
    need(tip.buttonType !== 2 || tip.beforeButtonContent !== undefined, 'beforeButtonContent');
  });
export const tipsContentSchema = z.strictObject({
  tips: z.array(tipContentSchema).superRefine((tips, ctx) => {
    const seen = new Set<string>();
    tips.forEach((t, i) => {
      if (seen.has(t.tipId))
        ctx.addIssue({ code: 'custom', path: [i, 'tipId'], message: 'duplicate' });
      seen.add(t.tipId);
    });
  }),
});
export type TipsContent = z.infer<typeof tipsContentSchema>;

/** Caption overrides per language: message key → text, only keys of that language's catalogue. */
const overridesOf = (lang: Language) =>
  z.record(z.string(), z.string().trim().min(1).max(500)).superRefine((map, ctx) => {
    for (const key of Object.keys(map))
      if (!(key in catalogue[lang]))
        ctx.addIssue({ code: 'custom', path: [key], message: 'not a message key' });
  });
export const captionsContentSchema = z.strictObject({
  'en-US': overridesOf('en-US'),
  'zh-CN': overridesOf('zh-CN'),
});
export type CaptionsContent = z.infer<typeof captionsContentSchema>;

/** Each kind's document (the editors are generated from these); strict: a field no kind has is refused. */
export const settingContentSchemas = {
  facts: factsContentSchema,
  theme: themeContentSchema,
  functions: functionsContentSchema,
  config: configContentSchema,
  tips: tipsContentSchema,
  captions: captionsContentSchema,
} satisfies Record<SettingKind, z.ZodType>;
export type SettingContent = { [K in SettingKind]: z.infer<(typeof settingContentSchemas)[K]> };

export const settingParams = z.object({ hosId: hosIdSchema, kind: settingKindSchema });
export const settingVersionParams = settingParams.extend({
  version: z.coerce.number().int().min(1, 'C019'),
});

export const settingSchema = z.object({
  kind: settingKindSchema,
  /** The version the content is; 0 while the setting has never been saved in the console (the seeded one). */
  version: z.number().int(),
  content: z.unknown(),
  savedAt: z.string().nullable(),
  savedBy: z.string().nullable(),
});
export const saveSettingBody = z.object({
  /** The version the editor started from: a save on top of someone else's newer one is refused. */
  baseVersion: z.number().int().min(0),
  content: z.unknown(),
});
export const settingVersionSummarySchema = z.object({
  version: z.number().int(),
  savedAt: z.string(),
  savedBy: z.string(),
  /** The version this one restored, if it was a restore. */
  restoredFrom: z.number().int().nullable(),
});
