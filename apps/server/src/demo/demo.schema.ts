import { z } from 'zod';
import {
  areaSchema, configItemSchema, digitalItemSchema, functionModuleSchema, hospitalSchema, menuGroupSchema,
  tipInfoSchema, STATIC_CAPTION_NAMES, LANGUAGES,
} from '@portal/shared';

/**
 * The shape of one demo hospital's files in apps/server/demo/<hosId>/ (readable JSON, no code):
 * hospital.json (this schema, minus `his`) and his.json (the built-in HIS data).
 */
export const demoHospitalFileSchema = z.strictObject({
  hospital: hospitalSchema,
  areas: z.array(areaSchema),
  functions: z.array(functionModuleSchema.extend({ sort: z.number().int() })),
  menu: z.array(menuGroupSchema),
  config: z.array(configItemSchema),
  digital: z.array(digitalItemSchema),
  tips: z.array(tipInfoSchema.extend({ tipId: z.string() })),
  captionOverrides: z.partialRecord(z.enum(LANGUAGES), z.record(z.string(), z.string())),
  staticCaptions: z.partialRecord(z.enum(STATIC_CAPTION_NAMES), z.unknown()),
});
export type DemoHospitalFile = z.infer<typeof demoHospitalFileSchema>;

export const demoHisFileSchema = z.strictObject({
  departments: z.array(z.strictObject({
    deptId: z.string(), parentId: z.string().nullable(), deptName: z.string(), introduce: z.string().nullable(), sort: z.number().int(),
  })),
  doctors: z.array(z.strictObject({
    doctorId: z.string(), deptId: z.string(), doctorName: z.string(), doctorTitle: z.string(),
    picture: z.string().nullable(), skill: z.string().nullable(), isStop: z.boolean(),
  })),
  /** Weekly rules: the rolling schedule is "every <weekday>, <noonCode>" so it always covers today + 14 days. */
  scheduleRules: z.array(z.strictObject({
    ruleId: z.string(), areaId: z.string(), businessType: z.string(), deptId: z.string(), doctorId: z.string(),
    weekday: z.number().int().min(1).max(7), noonCode: z.string(),
    /** integer fen (ARCHITECTURE decision 4) */
    regFee: z.number().int().nonnegative(),
    capacity: z.number().int().positive(),
  })),
});
export type DemoHisFile = z.infer<typeof demoHisFileSchema>;
