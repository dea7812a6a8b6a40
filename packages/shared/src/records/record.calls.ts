import { z } from 'zod';
import { okEnvelope } from '../api/envelope.ts';
import {
  appointmentCostSchema,
  appointmentRecordDetailSchema,
  cancelOutlookSchema,
  cancelRecordBody,
  deductionParams,
  deductionQuery,
  deleteRecordParams,
  deleteRecordQuery,
  deleteRecordResultSchema,
  recordListQuery,
  recordRefQuery,
  transmitFeeBody,
  transmitFeeParams,
} from './record.schema.ts';

/**
 * Appointment records, card payment, cancel and delete. All need a signed-in user of
 * `hosId`; another user's record or patient answers C002 / PATIENT004 exactly like an unknown one.
 *
 * Refusals (message keys): the reason the shared rules give (APPOINTMENT_RULE_REASONS: APPOINT012–APPOINT023,
 * REFUND001 — the page shows the same key when it hides an action); RECHARGE001 prepaid balance insufficient (the
 * page starts the QR flow); RECHARGE011 did not get the outpatient card balance (no card); PAY003 a QR payment was
 * opened at the same moment; APPOINT009 Idempotency-Key header missing. A card payment closes an abandoned QR
 * payment of the booking first; a cancellation refunds a QR payment through the pay gateway.
 */
export const recordCalls = {
  getAppointmentRecords: {
    method: 'GET',
    path: '/appointment/api/record/list',
    auth: true,
    query: recordListQuery,
    response: okEnvelope(z.array(appointmentRecordDetailSchema)),
  },
  getAppointmentRecord: {
    method: 'GET',
    path: '/appointment/api/record/info',
    auth: true,
    query: recordRefQuery,
    response: okEnvelope(appointmentRecordDetailSchema),
  },
  getAppointmentCost: {
    method: 'GET',
    path: '/appointment/api/record/cost',
    auth: true,
    query: recordRefQuery,
    response: okEnvelope(appointmentCostSchema),
  },
  /**
   * ordinaryTransmitLogin: the registration fee asked through the hospital's HIS before paying, instead of
   * getAppointmentCost, where the hospital turns on config transmitRegFee (one hospital only; elsewhere FUNC001).
   * `:token` is the appointment id, not a credential (see transmitFeeParams). The body's `payload` is the XML of
   * transmit-fee.ts encrypted with encryptBody; the path holds no 'encrypt', so the answer is a plain Cost
   * response. Refusals: C023 unreadable payload; C019/C018 {field} malformed XML (a DOCTYPE included) or fields;
   * C002 / PATIENT004 unknown or another user's booking / patient; APPOINT041 {field} a field not of this booking.
   */
  ordinaryTransmitLogin: {
    method: 'POST',
    path: '/appointment/api/ordinaryTransmitLogin/:hosId/:token',
    auth: true,
    params: transmitFeeParams,
    body: transmitFeeBody,
    response: okEnvelope(appointmentCostSchema),
  },
  robotizationDeductionAppointment: {
    method: 'PUT',
    path: '/appointment/api/record/deduction/:hosId/:appointId',
    auth: true,
    params: deductionParams,
    query: deductionQuery,
    response: okEnvelope(appointmentRecordDetailSchema),
  },
  /** The anti-scalping counts and what cancelling this booking (and one more) would block; C002 as getAppointmentRecord. */
  getCancelOutlook: {
    method: 'GET',
    path: '/appointment/api/record/anti-scalping',
    auth: true,
    query: recordRefQuery,
    response: okEnvelope(cancelOutlookSchema),
  },
  cancelAppointment: {
    method: 'POST',
    path: '/appointment/api/record/cancel',
    auth: true,
    body: cancelRecordBody,
    response: okEnvelope(appointmentRecordDetailSchema),
  },
  deleteAppointmentRecord: {
    method: 'DELETE',
    path: '/appointment/api/record/:appointId',
    auth: true,
    params: deleteRecordParams,
    query: deleteRecordQuery,
    response: okEnvelope(deleteRecordResultSchema),
  },
} as const;
