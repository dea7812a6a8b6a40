import { z } from 'zod';
import type { ConfigItem } from '../hospital/hospital.schema.ts';
import { DEFAULT_NOON_TIMES, type NoonTimes } from '../schedule/session-timing.ts';
import { emergencySettingSchema, type EmergencySetting } from '../health/emergency.ts';

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

/** What obeys a key: the web routes (as in apps/web/src/app/route-table.ts; '/' is the root) and the call operationIds. */
export interface ObeyedBy {
  pages: readonly string[];
  calls: readonly string[];
}

/** One key of the registry. */
export interface ConfigField {
  group: ConfigGroup;
  schema: z.ZodType;
  default: unknown;
  description: string;
  obeyedBy: ObeyedBy;
}

/**
 * The typed per-hospital configuration, the registry of every key: its group, meaning, default and what obeys it
 * (docs/configuration.md is written from it by `npm run config-docs`). A key outside it is reported when the server
 * starts (config-problems.ts); a malformed value falls back to the default so one bad row never breaks a portal.
 */
export const hospitalConfigFields = {
  pcEntranceArea: {
    group: 'HOMEPAGE',
    schema: flag,
    default: false,
    description:
      'the root route shows "choose expert type" (no sign-in) when on, "choose doctor" (sign-in) when off',
    obeyedBy: { pages: ['/'], calls: ['getChooseDoctorList'] },
  },
  homeTipId: {
    group: 'HOMEPAGE',
    schema: z.string(),
    default: '',
    description: 'tip popup shown once per session on the home page; empty for none',
    obeyedBy: { pages: ['/'], calls: [] },
  },
  loginModes: {
    group: 'LOGIN',
    schema: z.string(),
    default: 'password,sms',
    description: 'comma list of sign-in modes offered',
    obeyedBy: { pages: ['/login', '/login/register'], calls: ['register'] },
  },
  batchPhysicalExam: {
    group: 'GLOBAL',
    schema: flag,
    default: false,
    description: 'the hospital has batch physical exams: fetch the physical-exam leader flag',
    obeyedBy: { pages: ['/physical/group-register'], calls: ['getUserPhysicalLeader'] },
  },
  servicePhone: {
    group: 'GLOBAL',
    schema: z.string(),
    default: '',
    description: 'hotline shown in the footer',
    obeyedBy: { pages: ['/'], calls: [] },
  },
  emergencyAdvice: {
    group: 'GLOBAL',
    schema: jsonOf(emergencySettingSchema),
    default: null as EmergencySetting | null,
    description:
      'symptoms the hospital treats as emergencies ({ phone, advice, keywords }): the symptom helper gives this advice, with the number to call, before any booking',
    obeyedBy: { pages: ['/other/medical-guide'], calls: [] },
  },
  pediatricMaxAge: {
    group: 'APPOINTMENT',
    schema: z.coerce.number().int().positive(),
    default: 0,
    description:
      'pediatric age limit (under this age on the session date); 0 means the hospital has no pediatric-only rule',
    obeyedBy: { pages: ['/appointment/confirm'], calls: ['createAppointment'] },
  },
  titleByFee: {
    group: 'APPOINTMENT',
    schema: flag,
    default: false,
    description: 'show the doctor title the registration fee maps to (docs/booking-rules.md)',
    obeyedBy: {
      pages: ['/', '/appointment/doctor', '/appointment/record', '/appointment/record-info'],
      calls: [
        'getChooseDoctorList',
        'getDoctorList',
        'getDoctorDetail',
        'getDoctorSchedules',
        'getAppointment',
        'getAppointmentRecords',
        'getAppointmentRecord',
      ],
    },
  },
  alwaysAllowCancel: {
    group: 'APPOINTMENT',
    schema: flag,
    default: false,
    description:
      'this hospital always allows cancel: no cancel cutoff (the other cancel checks still hold)',
    obeyedBy: {
      pages: ['/appointment/record', '/appointment/record-info', '/appointment/multiple/record'],
      calls: [
        'getAppointmentRecords',
        'getAppointmentRecord',
        'getCancelOutlook',
        'cancelAppointment',
      ],
    },
  },
  areaOrdinaryFunctionType: {
    group: 'APPOINTMENT',
    schema: jsonOf(z.array(businessTypeSchema)),
    default: [] as BusinessType[],
    description: 'business-type tiles, ordered by sort',
    obeyedBy: {
      pages: ['/appointment/area', '/appointment/depart', '/appointment/search'],
      calls: [],
    },
  },
  hiddenAreaTypes: {
    group: 'APPOINTMENT',
    schema: jsonOf(z.array(z.object({ areaId: z.string(), businessType: z.string() }))),
    default: [] as { areaId: string; businessType: string }[],
    description: 'area/business-type combinations this hospital hides',
    obeyedBy: { pages: ['/appointment/area', '/appointment/depart'], calls: [] },
  },
  appointmentTipId: {
    group: 'APPOINTMENT',
    schema: z.string(),
    default: '',
    description: 'tip popup shown on confirm',
    obeyedBy: { pages: ['/appointment/confirm'], calls: [] },
  },
  showTodaySchedule: {
    group: 'APPOINTMENT',
    schema: flag,
    default: true,
    description: 'the schedule starts today (not tomorrow) before the release time',
    obeyedBy: { pages: ['/appointment/depart'], calls: [] },
  },
  releaseTime: {
    group: 'APPOINTMENT',
    schema: hhmm,
    default: '08:00',
    description:
      "daily release time ('HH:mm', hospital zone): the schedule starts tomorrow from then, and a date opens at this time (scheduleDays − 1) days before it",
    obeyedBy: {
      pages: ['/appointment/depart', '/appointment/doctor', '/appointment/confirm'],
      calls: ['pcEntireScheduleInfoByCondition', 'getDoctorSchedules', 'getChooseDoctorList'],
    },
  },
  scheduleDays: {
    group: 'APPOINTMENT',
    schema: z.coerce.number().int().positive(),
    default: 14,
    description: 'days shown in the schedule (end = start + scheduleDays − 1)',
    obeyedBy: {
      pages: ['/appointment/depart', '/appointment/doctor', '/appointment/confirm'],
      calls: ['pcEntireScheduleInfoByCondition', 'getDoctorSchedules', 'getChooseDoctorList'],
    },
  },
  daysPerPage: {
    group: 'APPOINTMENT',
    schema: z.coerce.number().int().positive(),
    default: 7,
    description: 'days shown per schedule page (previous-week / next-week)',
    obeyedBy: { pages: ['/appointment/depart'], calls: [] },
  },
  scheduleEndByDays: {
    group: 'APPOINTMENT',
    schema: flag,
    default: true,
    description: 'the schedule end date is start + scheduleDays − 1; off sends no end date',
    obeyedBy: { pages: ['/appointment/depart'], calls: [] },
  },
  allDoctorsType: {
    group: 'APPOINTMENT',
    schema: z.string().min(1),
    default: '4',
    description:
      'business type used when no tab is configured, and for searches without a chosen type',
    obeyedBy: {
      pages: ['/appointment/depart', '/appointment/search', '/other/medical-guide'],
      calls: ['pcEntireScheduleInfoByCondition', 'searchDoctor'],
    },
  },
  specialtyAllianceType: {
    group: 'APPOINTMENT',
    schema: z.string(),
    default: '',
    description: 'specialty-alliance business type: its schedule end date is blank; empty for none',
    obeyedBy: { pages: ['/appointment/depart'], calls: [] },
  },
  maxOpenBookings: {
    group: 'APPOINTMENT',
    schema: z.coerce.number().int().positive(),
    default: 5,
    description: 'per-patient limit of active (booked, not yet visited) appointments',
    obeyedBy: { pages: ['/appointment/confirm'], calls: ['createAppointment'] },
  },
  pediatricDeptIds: {
    group: 'APPOINTMENT',
    schema: jsonOf(z.array(z.string())),
    default: [] as string[],
    description:
      'departments the pediatric age rule applies to; empty with pediatricMaxAge > 0 means the whole hospital',
    obeyedBy: { pages: ['/appointment/confirm'], calls: ['createAppointment'] },
  },
  noonTimes: {
    group: 'APPOINTMENT',
    schema: jsonOf(z.record(z.string(), z.object({ start: hhmm, end: hhmm }))),
    default: DEFAULT_NOON_TIMES as NoonTimes,
    description:
      "period (noon code) → {start, end} 'HH:mm' in the hospital zone; source numbers split this window",
    obeyedBy: {
      pages: ['/appointment/doctor', '/appointment/confirm', '/appointment/complete'],
      calls: [
        'pcEntireScheduleInfoByCondition',
        'getDoctorSchedules',
        'getChooseDoctorList',
        'checkIn',
      ],
    },
  },
  cancelEnabled: {
    group: 'APPOINTMENT',
    schema: flag,
    default: true,
    description: 'cancel allowed: the cancel feature is on',
    obeyedBy: {
      pages: ['/appointment/record', '/appointment/record-info', '/appointment/multiple/record'],
      calls: [
        'getAppointmentRecords',
        'getAppointmentRecord',
        'getCancelOutlook',
        'cancelAppointment',
      ],
    },
  },
  cancelPaidEnabled: {
    group: 'APPOINTMENT',
    schema: flag,
    default: true,
    description: 'cancel allowed: a paid booking may be cancelled (and refunded)',
    obeyedBy: {
      pages: ['/appointment/record', '/appointment/record-info', '/appointment/multiple/record'],
      calls: [
        'getAppointmentRecords',
        'getAppointmentRecord',
        'getCancelOutlook',
        'cancelAppointment',
      ],
    },
  },
  checkInOpensMinutes: {
    group: 'APPOINTMENT',
    schema: z.coerce.number().int().positive(),
    default: 120,
    description:
      "check-in opens N minutes before the appointment's start time (schTime start) and stays open until its session ends",
    obeyedBy: { pages: ['/appointment/record-info'], calls: ['getAppointmentRecord', 'checkIn'] },
  },
  arriveEarlyMinutes: {
    group: 'APPOINTMENT',
    schema: z.coerce.number().int().min(0).max(120),
    default: 15,
    description:
      "minimum early arrival (15 or 30): the patient is asked to arrive N minutes before the number's time (shown with check-in and in the reminders)",
    obeyedBy: {
      pages: ['/appointment/record-info'],
      calls: ['getAppointmentRecords', 'getAppointmentRecord', 'checkIn'],
    },
  },
  signInCancelEnabled: {
    group: 'APPOINTMENT',
    schema: flag,
    default: false,
    description: 'cancel allowed: a checked-in booking (hosState 3) may be cancelled',
    obeyedBy: {
      pages: ['/appointment/record', '/appointment/record-info', '/appointment/multiple/record'],
      calls: [
        'getAppointmentRecords',
        'getAppointmentRecord',
        'getCancelOutlook',
        'cancelAppointment',
      ],
    },
  },
  cancelDays: {
    group: 'APPOINTMENT',
    schema: z.string().regex(/^(none|\d{1,3})$/),
    default: '0',
    description:
      "cancel cutoff for advance bookings: cutoff date = hospital today + N days; 'none' = no limit",
    obeyedBy: {
      pages: ['/appointment/record', '/appointment/record-info', '/appointment/multiple/record'],
      calls: [
        'getAppointmentRecords',
        'getAppointmentRecord',
        'getCancelOutlook',
        'cancelAppointment',
      ],
    },
  },
  cancelDaysSameDay: {
    group: 'APPOINTMENT',
    schema: z.string().regex(/^(none|\d{1,3})$/),
    default: 'none',
    description:
      "cancel cutoff for same-day registrations (isToday '1'): today + N days; 'none' = no limit",
    obeyedBy: {
      pages: ['/appointment/record', '/appointment/record-info', '/appointment/multiple/record'],
      calls: [
        'getAppointmentRecords',
        'getAppointmentRecord',
        'getCancelOutlook',
        'cancelAppointment',
      ],
    },
  },
  cancelTimeMode: {
    group: 'APPOINTMENT',
    schema: z.enum(['interval', 'period']),
    default: 'period' as 'interval' | 'period',
    description:
      "time condition on the cutoff date: 'interval' (cancelIntervalMinutes before the session starts) or 'period' (before the period's end time)",
    obeyedBy: {
      pages: ['/appointment/record', '/appointment/record-info', '/appointment/multiple/record'],
      calls: [
        'getAppointmentRecords',
        'getAppointmentRecord',
        'getCancelOutlook',
        'cancelAppointment',
      ],
    },
  },
  cancelIntervalMinutes: {
    group: 'APPOINTMENT',
    schema: z.coerce.number().int().nonnegative(),
    default: 120,
    description:
      "with cancelTimeMode 'interval': cancel allowed on the cutoff date until N minutes before the session starts",
    obeyedBy: {
      pages: ['/appointment/record', '/appointment/record-info', '/appointment/multiple/record'],
      calls: [
        'getAppointmentRecords',
        'getAppointmentRecord',
        'getCancelOutlook',
        'cancelAppointment',
      ],
    },
  },
  cancelPeriodEnds: {
    group: 'APPOINTMENT',
    schema: jsonOf(z.record(z.string(), hhmm)),
    default: {} as Record<string, string>,
    description:
      "with cancelTimeMode 'period': noon code → 'HH:mm' (hospital zone); cancel allowed on the cutoff date only before it. A period not listed uses its start time from noonTimes",
    obeyedBy: {
      pages: ['/appointment/record', '/appointment/record-info', '/appointment/multiple/record'],
      calls: [
        'getAppointmentRecords',
        'getAppointmentRecord',
        'getCancelOutlook',
        'cancelAppointment',
      ],
    },
  },
  payTimeLimitSeconds: {
    group: 'APPOINTMENT',
    schema: z.coerce.number().int().positive(),
    default: 900,
    description:
      'pay prompt: seconds after opTime an unpaid booking may be paid (then it expires); 86400 means no limit',
    obeyedBy: {
      pages: ['/appointment/confirm', '/appointment/record-info', '/physical/booking'],
      calls: [
        'getAppointmentRecord',
        'robotizationDeductionAppointment',
        'pcRegisterScanQR',
        'payPhysicalBookingByQr',
      ],
    },
  },
  payScheduleRestriction: {
    group: 'APPOINTMENT',
    schema: flag,
    default: true,
    description: 'pay prompt schedule-time restriction: no payment once the session has started',
    obeyedBy: {
      pages: ['/appointment/confirm', '/appointment/record-info'],
      calls: ['getAppointmentRecord', 'robotizationDeductionAppointment', 'pcRegisterScanQR'],
    },
  },
  payPromptEnabled: {
    group: 'APPOINTMENT',
    schema: flag,
    default: true,
    description: 'pay prompt flag: offer payment of unpaid bookings',
    obeyedBy: {
      pages: ['/appointment/confirm', '/appointment/record-info'],
      calls: ['getAppointmentRecord', 'robotizationDeductionAppointment', 'pcRegisterScanQR'],
    },
  },
  deleteDelayDays: {
    group: 'APPOINTMENT',
    schema: z.coerce.number().int().nonnegative(),
    default: 1,
    description: 'delete allowed from schedule date + N days (hospital zone)',
    obeyedBy: {
      pages: ['/appointment/record', '/appointment/record-info', '/appointment/multiple/record'],
      calls: ['getAppointmentRecords', 'getAppointmentRecord', 'deleteAppointmentRecord'],
    },
  },
  hosStateCancelledPrompt: {
    group: 'APPOINTMENT',
    schema: flag,
    default: false,
    description:
      "with state 1, hosState 4 shows the 'schedule cancelled, booking invalid' prompt (one hospital)",
    obeyedBy: {
      pages: ['/appointment/record', '/appointment/record-info', '/appointment/multiple/record'],
      calls: ['getAppointmentRecords', 'getAppointmentRecord'],
    },
  },
  transmitRegFee: {
    group: 'APPOINTMENT',
    schema: flag,
    default: false,
    description:
      'ordinaryTransmitLogin (one hospital only): before a card payment the record page asks the registration fee through the HIS transmit call instead of getAppointmentCost; off answers that call FUNC001',
    obeyedBy: {
      pages: ['/appointment/record-info', '/appointment/multiple/record'],
      calls: ['ordinaryTransmitLogin'],
    },
  },
  visitReminderTime: {
    group: 'APPOINTMENT',
    schema: hhmm,
    default: '18:00',
    description: "the day before a visit, reminders go out from this time ('HH:mm', hospital zone)",
    obeyedBy: { pages: [], calls: [] },
  },
  cancelMaxAgeDays: {
    group: 'APPOINTMENT',
    schema: z.coerce.number().int().positive(),
    default: 30,
    description: 'cancellation is refused for records whose opTime is more than N days old',
    obeyedBy: {
      pages: ['/appointment/record', '/appointment/record-info', '/appointment/multiple/record'],
      calls: [
        'getAppointmentRecords',
        'getAppointmentRecord',
        'getCancelOutlook',
        'cancelAppointment',
      ],
    },
  },
  refundMonths: {
    group: 'REFUND',
    schema: z.coerce.number().int().positive(),
    default: 3,
    description: 'a refund is possible within N months of payment',
    obeyedBy: {
      pages: ['/appointment/record-info'],
      calls: ['getCancelOutlook', 'cancelAppointment'],
    },
  },
  rechargeStartTime: {
    group: 'RECHARGE',
    schema: hhmm,
    default: '00:00',
    description: "daily recharge window start ('HH:mm', hospital zone; APPOINT029)",
    obeyedBy: {
      pages: [
        '/recharge/out/homepage',
        '/recharge/out/homepage/recharge',
        '/recharge/in/homepage',
        '/recharge/in/homepage/recharge',
        '/appointment/confirm',
        '/appointment/record-info',
      ],
      calls: ['getRechargeOverview', 'getQrcodeOutTradeNoForPayCard'],
    },
  },
  rechargeEndTime: {
    group: 'RECHARGE',
    schema: hhmm,
    default: '23:59',
    description:
      "daily recharge window end ('HH:mm', hospital zone, inclusive minute; before the start = runs past midnight)",
    obeyedBy: {
      pages: [
        '/recharge/out/homepage',
        '/recharge/out/homepage/recharge',
        '/recharge/in/homepage',
        '/recharge/in/homepage/recharge',
        '/appointment/confirm',
        '/appointment/record-info',
      ],
      calls: ['getRechargeOverview', 'getQrcodeOutTradeNoForPayCard'],
    },
  },
  rechargeMin: {
    group: 'RECHARGE',
    schema: z.coerce.number().int().nonnegative(),
    default: 0,
    description: 'minimum recharge in yuan (RECHARGE003); 0 = any positive amount',
    obeyedBy: {
      pages: [
        '/recharge/out/homepage',
        '/recharge/out/homepage/recharge',
        '/recharge/in/homepage',
        '/recharge/in/homepage/recharge',
        '/appointment/record-info',
      ],
      calls: ['getRechargeOverview', 'getQrcodeOutTradeNoForPayCard'],
    },
  },
  rechargeMax: {
    group: 'RECHARGE',
    schema: z.coerce.number().int().nonnegative(),
    default: 5000,
    description: 'maximum recharge in yuan (RECHARGE002); 0 = no maximum',
    obeyedBy: {
      pages: [
        '/recharge/out/homepage',
        '/recharge/out/homepage/recharge',
        '/recharge/in/homepage',
        '/recharge/in/homepage/recharge',
      ],
      calls: ['getRechargeOverview', 'getQrcodeOutTradeNoForPayCard'],
    },
  },
  socialCardRechargeMax: {
    group: 'RECHARGE',
    schema: z.coerce.number().int().nonnegative(),
    default: 0,
    description:
      'cap in yuan on one top-up of a social-security card (card type 3; RECHARGE009); 0 = none',
    obeyedBy: {
      pages: [
        '/recharge/out/homepage',
        '/recharge/out/homepage/recharge',
        '/recharge/in/homepage',
        '/recharge/in/homepage/recharge',
      ],
      calls: ['getRechargeOverview', 'getQrcodeOutTradeNoForPayCard'],
    },
  },
  rechargeDailyCount: {
    group: 'RECHARGE',
    schema: z.coerce.number().int().nonnegative(),
    default: 0,
    description: 'top-ups of one card per hospital day (RECHARGE012); 0 = no limit',
    obeyedBy: {
      pages: [
        '/recharge/out/homepage',
        '/recharge/out/homepage/recharge',
        '/recharge/in/homepage',
        '/recharge/in/homepage/recharge',
      ],
      calls: ['getRechargeOverview', 'getQrcodeOutTradeNoForPayCard'],
    },
  },
  rechargeMinAfterBooking: {
    group: 'RECHARGE',
    schema: z.coerce.number().int().nonnegative(),
    default: 30,
    description:
      'minimum top-up in yuan when a booking fee exceeds the card balance (RECHARGE001 gap top-up)',
    obeyedBy: {
      pages: ['/appointment/record-info'],
      calls: ['getBookingTopUpQuote', 'startBookingTopUp'],
    },
  },
  rechargePresets: {
    group: 'RECHARGE',
    schema: jsonOf(z.array(z.number().int().positive())),
    default: [] as number[],
    description: 'preset top-up amounts in yuan offered as buttons',
    obeyedBy: {
      pages: ['/recharge/out/homepage/recharge', '/recharge/in/homepage/recharge'],
      calls: ['getRechargeOverview'],
    },
  },
  lowDepositWarning: {
    group: 'HOSPITALIZED',
    schema: z.coerce.number().int().nonnegative(),
    default: 1000,
    description:
      'warn on the inpatient card when the deposit left after the costs so far is under this many yuan',
    obeyedBy: {
      pages: ['/inpatient/homepage', '/inpatient/leave-discharge'],
      calls: ['getInpatientHome'],
    },
  },
  verifyCard: {
    group: 'RECHARGE',
    schema: flag,
    default: false,
    description: 'verify the outpatient card (checkCardNoV2) before a top-up',
    obeyedBy: {
      pages: [
        '/recharge/out/homepage',
        '/recharge/out/homepage/recharge',
        '/recharge/in/homepage',
        '/recharge/in/homepage/recharge',
      ],
      calls: ['getRechargeOverview', 'getQrcodeOutTradeNoForPayCard'],
    },
  },
  insufficientBalancePath: {
    group: 'RECHARGE',
    schema: z.enum(['recharge', 'qr']),
    default: 'qr' as 'recharge' | 'qr',
    description:
      "fee above the card balance (RECHARGE001): 'recharge' tops the card up by the gap and then takes the fee from it; 'qr' pays the fee directly by QR",
    obeyedBy: {
      pages: ['/appointment/confirm', '/appointment/record-info'],
      calls: ['getBookingTopUpQuote', 'startBookingTopUp'],
    },
  },
  payModes: {
    group: 'PAYMENT',
    schema: z.string(),
    default: 'card,self',
    description:
      "comma list of the ways the hospital takes a booking's fee: 'card' (the outpatient card), 'self' (self-pay: the fee itself by QR), 'chs' (medical insurance, at the window)",
    obeyedBy: {
      pages: ['/appointment/confirm', '/appointment/record-info'],
      calls: ['getPayChannels'],
    },
  },
  cardTypes: {
    group: 'GLOBAL',
    schema: codeList(['1', '2', '3', '4', '5', '6']),
    default: ['1', '2', '3', '4', '5', '6'] as string[],
    description:
      'card types the hospital issues and accepts (comma list of card-type codes: 1 clinic card … 6 electronic health card)',
    obeyedBy: {
      pages: ['/patient/out/homepage', '/recharge/out/homepage', '/recharge/in/homepage'],
      calls: [
        'getPatientInfoByCondition',
        'getCardInfoByCondition',
        'getCardBalance',
        'obtainCardBalanceUpV2',
        'checkCardNoV2',
        'getRechargeOverview',
        'getQrcodeOutTradeNoForPayCard',
      ],
    },
  },
  famousExpertMode: {
    group: 'HOMEPAGE',
    schema: z.enum(['DEFAULT', 'SCHEDULEQUERY']),
    default: 'DEFAULT' as 'DEFAULT' | 'SCHEDULEQUERY',
    description:
      "how a well-known expert (title rank 0) is reached from the choose-doctor home: a session picked opens the doctor's own page ('DEFAULT') or the schedule table of the expert's department ('SCHEDULEQUERY')",
    obeyedBy: { pages: ['/'], calls: [] },
  },
  smsCodeLength: {
    group: 'LOGIN',
    schema: z.coerce.number().int().min(4).max(8),
    default: 6,
    description: 'digits of an SMS verification code (4 to 8)',
    obeyedBy: {
      pages: ['/login', '/login/register'],
      calls: [
        'sendVerifyCode',
        'sendPatientBindCode',
        'loginBySms',
        'register',
        'resetPassword',
        'addPatient',
      ],
    },
  },
  maxPatients: {
    group: 'PATIENT',
    schema: z.coerce.number().int().positive(),
    default: 5,
    description: 'patients one account may link',
    obeyedBy: { pages: ['/patient/out/homepage'], calls: ['addPatient'] },
  },
  bindProof: {
    group: 'PATIENT',
    schema: z.enum(['sms', 'pin']),
    default: 'sms' as 'sms' | 'pin',
    description:
      "how a link to the hospital's record of a person is proven: 'pin' asks for the card PIN, 'sms' the code sent to the phone the hospital holds",
    obeyedBy: { pages: ['/patient/out/homepage'], calls: ['sendPatientBindCode', 'addPatient'] },
  },
  certificateTypes: {
    group: 'PATIENT',
    schema: codeList(['0', '1', '2', '3', '4']),
    default: ['0', '1', '2', '3', '4'] as string[],
    description:
      'certificate types a patient may be added with (comma list: 0 ID card, 1 passport, 2 Taiwan permit, 3 foreigner residence permit, 4 HK/Macau pass)',
    obeyedBy: { pages: ['/patient/out/homepage'], calls: ['addPatient', 'sendPatientBindCode'] },
  },
  candidateEnabled: {
    group: 'APPOINTMENT',
    schema: flag,
    default: true,
    description:
      'the waiting list: a full session offers to join it; off, a full session is only full',
    obeyedBy: { pages: ['/appointment/doctor'], calls: ['joinCandidate'] },
  },
  casePricePerCopy: {
    group: 'CASE_MAIL',
    schema: z.coerce.number().int().nonnegative(),
    default: 1000,
    description: 'fee per copy of a case record, in fen',
    obeyedBy: { pages: ['/inpatient/case'], calls: ['getCaseMailSettings', 'createCaseMail'] },
  },
  casePostage: {
    group: 'CASE_MAIL',
    schema: z.coerce.number().int().nonnegative(),
    default: 1500,
    description: 'postage of a copy sent by express, in fen (a pickup pays none)',
    obeyedBy: { pages: ['/inpatient/case'], calls: ['getCaseMailSettings', 'createCaseMail'] },
  },
  caseMaxCopies: {
    group: 'CASE_MAIL',
    schema: z.coerce.number().int().positive(),
    default: 10,
    description: "most copies in one request (capped by the portal's own maximum)",
    obeyedBy: { pages: ['/inpatient/case'], calls: ['getCaseMailSettings', 'createCaseMail'] },
  },
  searchTypes: {
    group: 'SEARCH',
    schema: codeList(['doctor', 'dept', 'keyword']),
    default: ['doctor', 'dept', 'keyword'] as string[],
    description:
      'what the doctor search looks through (comma list: doctor names, department names, keywords of skills and diseases)',
    obeyedBy: { pages: ['/appointment/search', '/appointment/depart'], calls: ['searchDoctor'] },
  },
  hotKeywords: {
    group: 'SEARCH',
    schema: jsonOf(z.array(z.string().min(1))),
    default: [] as string[],
    description: 'popular searches offered under the search box',
    obeyedBy: { pages: ['/appointment/search'], calls: [] },
  },
  reportQueryDays: {
    group: 'QUERY',
    schema: z.coerce.number().int().positive().max(3660),
    default: 92,
    description:
      'how many days back the report lists look, the default and the furthest a patient may choose (QUERY001 beyond): lab and exam reports and pathology reports; not the trend of a lab item',
    obeyedBy: {
      pages: ['/query/report', '/query/pathology'],
      calls: ['getReports', 'getPathologies'],
    },
  },
  paymentQueryDays: {
    group: 'QUERY',
    schema: z.coerce.number().int().positive().max(3660),
    default: 92,
    description:
      'how many days back the payment (fee) list looks, the default and the furthest a patient may choose (QUERY001 beyond)',
    obeyedBy: { pages: ['/query/payment'], calls: ['getFees'] },
  },
  lectureTypes: {
    group: 'LECTURE',
    schema: codeList(['article', 'video']),
    default: ['article', 'video'] as string[],
    description: 'lecture kinds the hospital publishes (comma list: article, video)',
    obeyedBy: {
      pages: ['/lecture/homepage'],
      calls: ['getLectureList', 'getLectureCategories', 'getLectureInfo'],
    },
  },
  groupRegisterMax: {
    group: 'PHYSICAL',
    schema: z.coerce.number().int().positive().max(1000),
    default: 200,
    description: 'most members one group may register (at most 1000)',
    obeyedBy: {
      pages: ['/physical/group-register'],
      calls: ['checkPhysicalGroup', 'createPhysicalGroup'],
    },
  },
  showDeptIntroduce: {
    group: 'DEPARTMENT',
    schema: flag,
    default: true,
    description: "the department page links each department's introduction",
    obeyedBy: { pages: ['/appointment/depart'], calls: ['getDepartmentInfo'] },
  },
  inRechargeMin: {
    group: 'HOSPITALIZED',
    schema: z.coerce.number().int().nonnegative(),
    default: 0,
    description: 'minimum inpatient deposit top-up in yuan (RECHARGE003); 0 = any positive amount',
    obeyedBy: {
      pages: ['/recharge/in/homepage/recharge'],
      calls: ['getRechargeOverview', 'getQrcodeOutTradeNoForPayCard'],
    },
  },
} as const satisfies Record<string, ConfigField>;

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
