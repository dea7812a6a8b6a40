import { z } from 'zod';
import { messageParamsSchema } from '../api/envelope.ts';
import { appointmentRecordSchema } from '../appointments/appointment.schema.ts';
import { Platform } from '../enums/enums.ts';
import { hosIdSchema } from '../hospital/hospital.schema.ts';
import { patientIdSchema } from '../patients/patient.schema.ts';

const idText = z.string().regex(/^[\w-]{1,64}$/, 'C019');

/** Pay modes we move money by here: the outpatient card (this issue) or a QR payment. */
export const payMethodSchema = z.enum(['card', 'qr']);
export type PayMethod = z.infer<typeof payMethodSchema>;

/** The refund of a paid booking that was cancelled (within 3 months; returned within 3 working days). */
export const recordRefundSchema = z.object({
  state: z.enum(['refunding', 'refunded']),
  /** Integer fen. */
  amount: z.number().int(),
  /** When the refund completed (ISO instant); null while refunding. */
  at: z.string().nullable(),
});
export type RecordRefund = z.infer<typeof recordRefundSchema>;

/**
 * What the page may offer for this record, computed on the server with the shared rules
 * (canCancel, payPromptShown, canDelete; docs/architecture.md#pure-rules-in-shared). The server refuses exactly what is false here.
 */
export const recordActionsSchema = z.object({
  pay: z.boolean(),
  cancel: z.boolean(),
  delete: z.boolean(),
  /** The shared canCheckIn allows checking in now (absent = no). */
  checkIn: z.boolean().optional(),
  /**
   * Minimum early arrival: while the visit is ahead (valid, not checked in, not ended), when to be
   * there ('HH:mm', hospital zone) and how many minutes before the number's time that is. Absent otherwise.
   */
  arrival: z.object({ by: z.string(), minutes: z.number().int() }).optional(),
  /**
   * Why cancel is not offered: the shared canCancel reason (APPOINT012–APPOINT019) with its params, so the
   * page says why instead of just hiding the button. Absent when cancel is offered.
   */
  cancelRefusal: z.object({ key: z.string(), params: messageParamsSchema }).optional(),
});
export type RecordActions = z.infer<typeof recordActionsSchema>;

/**
 * Appointment record as shown on /appointment/record and /appointment/record-info.
 * `state` is '1' (valid), '3' (pending) or 'cancelled'.
 */
export const appointmentRecordDetailSchema = appointmentRecordSchema.extend({
  /** ISO instant of the cancellation; null when not cancelled. */
  cancelledAt: z.string().nullable(),
  /** 'patient' = cancelled by the patient; 'expired' = unpaid past its pay deadline; null otherwise. */
  cancelReason: z.enum(['patient', 'expired', 'hospital']).nullable(),
  /** ISO instant of the payment; null when unpaid. */
  paidAt: z.string().nullable(),
  payMethod: payMethodSchema.nullable(),
  refund: recordRefundSchema.nullable(),
  /** The serial of a QR payment under way (order paying), so the page can return to it; null otherwise. */
  qrOrderNo: z.string().nullable(),
  actions: recordActionsSchema,
});
export type AppointmentRecordDetail = z.infer<typeof appointmentRecordDetailSchema>;

/** getAppointmentRecords: the signed-in user's records (optionally of one patient), newest session first, deleted hidden. */
export const recordListQuery = z.object({
  hosId: hosIdSchema,
  patientId: patientIdSchema.optional(),
});
export const recordRefQuery = z.object({ hosId: hosIdSchema, appointId: idText });

/** Cost response (regFee in integer fen). */
export const appointmentCostSchema = z.object({
  ResultCode: z.literal('0'),
  Data: z.object({ regFee: z.number().int() }),
});
export type AppointmentCost = z.infer<typeof appointmentCostSchema>;

/**
 * robotizationDeductionAppointment. The original call puts {platform}{hosId}{openId}{appointId} in the path; platform and
 * openId identify a mini-program user and mean nothing for the signed-in PC user, so only hosId and appointId stay.
 * The request must carry an Idempotency-Key header (1–100 characters).
 */
export const deductionParams = z.object({ hosId: hosIdSchema, appointId: idText });
/** msgType: 1 or 3 by hospital config (which HIS notice the deduction sends). */
export const deductionQuery = z.object({ msgType: z.enum(['1', '3']).default('1') });

export const cancelRecordBody = z.object({ hosId: hosIdSchema, appointId: idText });

export const deleteRecordParams = z.object({ appointId: idText });
export const deleteRecordQuery = z.object({ hosId: hosIdSchema });
export const deleteRecordResultSchema = z.object({
  appointId: z.string(),
  deleted: z.literal(true),
});

/**
 * ordinaryTransmitLogin (`{hosId}{token}`, body "encrypted XML of PatId, PlatformId, PlatformUserId,
 * ScheduleItemCode", reads regFee; one hospital only). `{token}` here is the appointment id whose fee is asked, not a
 * credential: a bearer credential in a URL ends up in access logs, proxies and browser history, so the call is
 * authenticated like every other signed-in call (Authorization: Bearer), and the appointment id is a non-secret
 * reference that object-level authorization checks (another user's booking answers C002, like an unknown one).
 */
export const transmitFeeParams = z.object({ hosId: hosIdSchema, token: idText });

/** The body: the XML text encrypted with body-crypto.ts (AES-256-GCM, ENCRYPT_KEY), as `{ payload }`. A few fields need little room. */
export const transmitFeeBody = z.object({ payload: z.string().min(1).max(4096) });

/**
 * The fields of the decrypted `<Request>` document. PlatformId is the PC portal's platform
 * (PC = 8), the only platform this portal answers for; PlatformUserId is the signed-in user's id.
 */
export const transmitFeeFieldsSchema = z.object({
  PatId: patientIdSchema,
  PlatformId: z.literal(String(Platform.PC), 'C019'),
  PlatformUserId: idText,
  ScheduleItemCode: idText,
});
export type TransmitFeeFields = z.infer<typeof transmitFeeFieldsSchema>;

/**
 * getCancelOutlook: what cancelling this booking would do to the account's booking
 * rights, computed on the server by the same pure rule the booking refusal uses, so the cancel dialog can warn first.
 * Counts are the account's own cancellations (all its patients) before this one; instants are ISO.
 */
export const cancelOutlookSchema = z.object({
  /** Cancellations of this booking's doctor in the same-doctor window (1 day), and of any doctor in 14 days. */
  sameDoctorCount: z.number().int(),
  recentCount: z.number().int(),
  limits: z.object({
    sameDoctor: z.object({
      count: z.number().int(),
      windowDays: z.number().int(),
      blockDays: z.number().int(),
    }),
    any: z.object({
      count: z.number().int(),
      windowDays: z.number().int(),
      blockDays: z.number().int(),
    }),
  }),
  /** Booking this doctor is blocked until then if this booking is cancelled now; null when this cancel blocks nothing. */
  blockedUntilIfCancelled: z.string().nullable(),
  /** The same if one more cancellation followed this one right away; null when that would block nothing either. */
  blockedUntilIfOneMore: z.string().nullable(),
});
export type CancelOutlook = z.infer<typeof cancelOutlookSchema>;
