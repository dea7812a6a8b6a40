import { z } from 'zod';
import {
  CARD_STATES,
  DICTIONARY_CODES,
  areaSchema,
  configItemSchema,
  digitalItemSchema,
  functionModuleSchema,
  hospitalSchema,
  menuGroupSchema,
  tipInfoSchema,
  STATIC_CAPTION_NAMES,
  LANGUAGES,
  passwordSchema,
  phoneSchema,
  themeContrastProblems,
} from '@portal/shared';

/**
 * The shape of one demo hospital's files in apps/server/demo/<hosId>/ (readable JSON, no code):
 * hospital.json (this schema, minus `his`) and his.json (the built-in HIS data).
 */
export const demoHospitalFileSchema = z.strictObject({
  // A theme patients could not read is refused at load, naming the token to change.
  hospital: hospitalSchema.superRefine((h, ctx) => {
    for (const message of themeContrastProblems(h.theme))
      ctx.addIssue({ code: 'custom', path: ['theme'], message });
  }),
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
  departments: z.array(
    z.strictObject({
      deptId: z.string(),
      parentId: z.string().nullable(),
      deptName: z.string(),
      introduce: z.string().nullable(),
      sort: z.number().int(),
    }),
  ),
  doctors: z.array(
    z.strictObject({
      doctorId: z.string(),
      deptId: z.string(),
      doctorName: z.string(),
      doctorTitle: z.string(),
      picture: z.string().nullable(),
      skill: z.string().nullable(),
      isStop: z.boolean(),
    }),
  ),
  /** Weekly rules: the rolling schedule is "every <weekday>, <noonCode>" so it always covers today + 14 days. */
  scheduleRules: z.array(
    z.strictObject({
      ruleId: z.string(),
      areaId: z.string(),
      businessType: z.string(),
      deptId: z.string(),
      doctorId: z.string(),
      weekday: z.number().int().min(1).max(7),
      noonCode: z.string(),
      /** integer fen (docs/architecture.md#money-is-integer-fen) */
      regFee: z.number().int().nonnegative(),
      capacity: z.number().int().positive(),
    }),
  ),
  /**
   * The HIS's prepaid cards. A card is matched to a linked patient by certificate type and number;
   * clinic type 1 outpatient, 2 inpatient; lookup: normal 1, to_disable 3, overdue 4.
   */
  cards: z
    .array(
      z.strictObject({
        cardId: z.string().regex(/^[\w-]{1,64}$/),
        cardNo: z.string().min(4),
        clinicType: z.union([z.literal(1), z.literal(2)]),
        cardType: z.number().int().min(1).max(6),
        certType: z.number().int().min(0).max(4),
        certNo: z.string(),
        patientName: z.string(),
        state: z.enum(CARD_STATES),
        /** integer fen */
        balance: z.number().int().nonnegative(),
        /** Settled at the window (no online top-up). */
        povertyRelief: z.boolean().optional(),
      }),
    )
    .default([]),
  /** Unpaid outpatient bills, issued `issuedDaysAgo` days before the seed; item prices in fen. */
  bills: z
    .array(
      z.strictObject({
        billId: z.string().regex(/^[\w-]{1,64}$/),
        certType: z.number().int().min(0).max(4),
        certNo: z.string(),
        deptName: z.string(),
        doctorName: z.string(),
        issuedDaysAgo: z.number().int().nonnegative(),
        items: z
          .array(
            z.strictObject({
              name: z.string().min(1),
              spec: z.string(),
              quantity: z.number().positive(),
              unit: z.string(),
              price: z.number().int().positive(),
            }),
          )
          .min(1),
      }),
    )
    .optional(),
  /** Current inpatient stays, by inpatient card, admitted `admittedDaysAgo` days before the seed. */
  stays: z
    .array(
      z.strictObject({
        cardId: z.string(),
        ward: z.string(),
        bed: z.string(),
        deptName: z.string(),
        doctorName: z.string(),
        admittedDaysAgo: z.number().int().nonnegative(),
      }),
    )
    .optional(),
  /** Admission notices a doctor issued, for a day `arriveDaysAhead` after the seed (self-admission). */
  admissionNotices: z
    .array(
      z.strictObject({
        noticeId: z.string().regex(/^[\w-]{1,64}$/),
        certType: z.number().int().min(0).max(4),
        certNo: z.string(),
        deptName: z.string(),
        ward: z.string(),
        doctorName: z.string(),
        diagnosis: z.string(),
        arriveDaysAhead: z.number().int().nonnegative(),
      }),
    )
    .optional(),
  /**
   * The HIS's record of each person — the name it registered, the phone it holds (a link proof by SMS goes
   * there; demo phones only, so the demo SMS inbox shows the code) and an optional card PIN, hashed at seed time.
   */
  patients: z
    .array(
      z.strictObject({
        certType: z.number().int().min(0).max(4),
        certNo: z.string(),
        patientName: z.string().min(1),
        phone: phoneSchema,
        pin: z
          .string()
          .regex(/^\d{4,8}$/)
          .optional(),
      }),
    )
    .default([]),
  /**
   * The hospital's dictionaries, each list in display order: an English label and, optionally, a
   * Chinese one (getDictionary answers in the request's language). Report types double as the reports' type values.
   */
  dictionaries: z
    .partialRecord(
      z.enum(DICTIONARY_CODES),
      z.array(
        z.strictObject({
          value: z.string().regex(/^[\w-]{1,32}$/),
          label: z.string().min(1),
          labelZh: z.string().min(1).optional(),
        }),
      ),
    )
    .optional(),
});
export type DemoHisFile = z.infer<typeof demoHisFileSchema>;

/**
 * apps/server/demo/<hosId>/accounts.json (optional): demo accounts with their linked patients.
 * Passwords are plain here on purpose — the README prints them — and hashed at seed time; an ID card's
 * sex and birth date come from the number, other certificates state them.
 */
export const demoAccountsFileSchema = z.strictObject({
  accounts: z.array(
    z.strictObject({
      phone: phoneSchema,
      password: passwordSchema,
      /** A physical-exam group leader (effective where GLOBAL batchPhysicalExam is on). */
      physicalLeader: z.boolean(),
      patients: z.array(
        z.strictObject({
          patientName: z.string().min(1),
          certType: z.number().int().min(0).max(4),
          certNo: z.string(),
          phone: phoneSchema,
          relation: z.number().int().min(0).max(5),
          isDefault: z.boolean(),
          sex: z.union([z.literal(1), z.literal(2)]).optional(),
          birthDate: z
            .string()
            .regex(/^\d{4}-\d{2}-\d{2}$/)
            .optional(),
        }),
      ),
    }),
  ),
});
export type DemoAccountsFile = z.infer<typeof demoAccountsFileSchema>;
