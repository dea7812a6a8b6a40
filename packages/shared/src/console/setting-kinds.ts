import { z } from 'zod';

/**
 * The hospital's settings the console edits, one kind per editor. Each save of a kind is a new version of the whole
 * kind (docs/staff-console.md): the history, the diff and the restore work on these documents. A module of its own:
 * the console's menu and router read the kinds on every page, and settings.schema.ts carries both patient catalogues
 * (the captions schema checks keys against them).
 */
export const SETTING_KINDS = ['facts', 'theme', 'functions', 'config', 'tips', 'captions'] as const;
export const settingKindSchema = z.enum(SETTING_KINDS);
export type SettingKind = (typeof SETTING_KINDS)[number];
