import { z } from 'zod';
import { hosIdSchema } from '../hospital/hospital.schema.ts';

/**
 * The hospital's settings the console edits, one kind per editor. Each save of a kind is a new version of the whole
 * kind (docs/staff-console.md): the history, the diff and the restore work on these documents.
 */
export const SETTING_KINDS = ['facts', 'theme', 'functions', 'config', 'tips', 'captions'] as const;
export const settingKindSchema = z.enum(SETTING_KINDS);
export type SettingKind = (typeof SETTING_KINDS)[number];

// Each kind's document: refined per kind (the editors are generated from these).
export const settingContentSchemas = {
  facts: z.record(z.string(), z.unknown()),
  theme: z.record(z.string(), z.unknown()),
  functions: z.record(z.string(), z.unknown()),
  config: z.record(z.string(), z.unknown()),
  tips: z.record(z.string(), z.unknown()),
  captions: z.record(z.string(), z.unknown()),
} satisfies Record<SettingKind, z.ZodType>;

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
