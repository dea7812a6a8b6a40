/** Codes around appointment records, sign-in, card lookup and the tip popup. */
import type { EnumValue } from './enum-helpers.ts';

/** Appointment state: 3 is pending and becomes 1 after a successful card deduction. */
export const AppointmentState = { VALID: 1, PENDING: 3 } as const;
export type AppointmentState = EnumValue<typeof AppointmentState>;
export const APPOINTMENT_STATE_LABELS: Record<AppointmentState, string> = {
  1: 'valid',
  3: 'pending',
};

/** hosState: the hospital side of a record; 4 means the hospital cancelled the schedule. */
export const HosState = { NOT_CHECKED_IN: 0, SIGNED_IN: 3, SCHEDULE_CANCELLED: 4 } as const;
export type HosState = EnumValue<typeof HosState>;
export const HOS_STATE_LABELS: Record<HosState, string> = {
  0: 'not checked in',
  3: 'signed in',
  4: 'schedule cancelled by the hospital',
};

/**
 * appointment.state as the server stores it: the state codes as text, or 'cancelled' (a cancelled record answers no
 * state). Every query of the table names them through these, never as bare '1' / '3'.
 */
export const StoredAppointmentState = {
  VALID: `${AppointmentState.VALID}`,
  PENDING: `${AppointmentState.PENDING}`,
  CANCELLED: 'cancelled',
} as const;
export type StoredAppointmentState = EnumValue<typeof StoredAppointmentState>;
/** A booking that holds its number and is the patient's: valid or pending (cancelled ones are not). */
export const ACTIVE_APPOINTMENT_STATES = [
  StoredAppointmentState.VALID,
  StoredAppointmentState.PENDING,
] as const;

/** appointment.hos_state as the server stores it: the hosState codes as text. */
export const StoredHosState = {
  NOT_CHECKED_IN: `${HosState.NOT_CHECKED_IN}`,
  SIGNED_IN: `${HosState.SIGNED_IN}`,
  SCHEDULE_CANCELLED: `${HosState.SCHEDULE_CANCELLED}`,
} as const;
export type StoredHosState = EnumValue<typeof StoredHosState>;

/** isDopay. */
export const IsDopay = { UNPAID: 0, PAID: 1 } as const;
export type IsDopay = EnumValue<typeof IsDopay>;

/** isToday: advance appointment vs same-day registration (they have separate cancel cutoffs). */
export const IsToday = { ADVANCE: 0, SAME_DAY: 1 } as const;
export type IsToday = EnumValue<typeof IsToday>;

/** Sign-in type. */
export const SignInType = { APPOINTMENT: 0, CHECK: 1, EXAMINE: 2, TREAT: 3 } as const;
export type SignInType = EnumValue<typeof SignInType>;
export const SIGN_IN_TYPE_LABELS: Record<SignInType, string> = {
  0: 'appointment',
  1: 'check',
  2: 'examine',
  3: 'treat',
};

/** Show-code type: which code the "show code" screen renders. */
export const ShowCodeType = { HEALTH: 'health', CARD: 'card', CHS: 'chs' } as const;
export type ShowCodeType = EnumValue<typeof ShowCodeType>;

/** Jump function type: where a function entry navigates. */
export const JumpFuncType = { SELF: 0, H5: 1, MINI_PROGRAM: 2 } as const;
export type JumpFuncType = EnumValue<typeof JumpFuncType>;

/** Card lookup results. */
export const CardLookupResult = {
  MASKED_CARD: 1,
  NO_CARD: 2,
  TO_BE_DISABLED: 3,
  OVERDUE: 4,
} as const;
export type CardLookupResult = EnumValue<typeof CardLookupResult>;
export const CARD_LOOKUP_RESULT_LABELS: Record<CardLookupResult, string> = {
  1: 'masked card',
  2: 'not bound',
  3: 'will be deactivated, please go to window',
  4: 'overdue',
};

/** Tip info showType (hospital.schema.ts tipInfoSchema validates the same literals). */
export const TipShowType = { HTML: 0, JOIN_FUNCTION: 1, URL: 2, OTHER: 3 } as const;
export type TipShowType = EnumValue<typeof TipShowType>;

/** Tip info buttonType: how the 'I know' button is locked. */
export const TipButtonType = { PLAIN: 0, COUNTDOWN: 1, SCROLL_TO_BOTTOM: 2 } as const;
export type TipButtonType = EnumValue<typeof TipButtonType>;
