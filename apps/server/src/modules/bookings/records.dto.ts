import {
  StoredAppointmentState,
  type AppointmentRecordDetail,
  type AppointmentRuleRecord,
  type HospitalConfig,
  type RecordActions,
} from '@portal/shared';
import { toAppointmentRecord } from './appointments.dto.ts';
import type { Translations } from '../translations/localize.ts';
import type { RecordRow } from './records.repository.ts';

const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());

/** What the shared rules read of a record, straight from the row. */
export type RuleFields = Pick<
  RecordRow,
  | 'state'
  | 'hos_state'
  | 'is_dopay'
  | 'is_today'
  | 'reg_fee'
  | 'session_date'
  | 'noon_code'
  | 'op_time'
  | 'patient_card_id'
>;

export function toRuleRecord(r: RuleFields): AppointmentRuleRecord {
  return {
    state: r.state,
    hosState: r.hos_state,
    isDopay: r.is_dopay,
    isToday: r.is_today,
    regFee: Number(r.reg_fee),
    schDate: r.session_date,
    noonCode: r.noon_code,
    opTime: new Date(r.op_time).toISOString(),
    patientCardId: r.patient_card_id,
  };
}

/** DTO at the boundary (docs/house-style.md#dtos-at-the-boundary): the record plus cancellation, payment, refund and the allowed actions. */
export function toRecordDetail(
  r: RecordRow,
  actions: RecordActions,
  config: Pick<HospitalConfig, 'titleByFee'>,
  tr?: Translations,
): AppointmentRecordDetail {
  const paid =
    r.order_state === 'paid' || r.order_state === 'refunding' || r.order_state === 'refunded';
  return {
    ...toAppointmentRecord(r, config, tr),
    cancelledAt: iso(r.cancelled_at),
    // A cancelled row without a reason predates migration 0005: only patients cancelled then.
    cancelReason:
      r.state === StoredAppointmentState.CANCELLED ? (r.cancel_reason ?? 'patient') : null,
    paidAt: paid ? iso(r.paid_at) : null,
    payMethod: paid ? r.order_method : null,
    refund:
      r.order_state === 'refunding' || r.order_state === 'refunded'
        ? { state: r.order_state, amount: Number(r.order_amount), at: iso(r.refunded_at) }
        : null,
    qrOrderNo: r.order_method === 'qr' && r.order_state === 'paying' ? r.out_trade_no : null,
    actions,
  };
}
