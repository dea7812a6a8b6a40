import type { AppointmentRecordDetail } from '@portal/shared';

/** State → caption key: '1' valid, '3' pending, 'cancelled' cancelled (anything else shows as itself). */
export const stateKey = (state: string) => `ui.recordState.${state}`;
/** hosState → caption key: 0 not checked in, 3 signed in, 4 cancelled by the hospital. */
export const hosStateKey = (hosState: string) => `ui.hosState.${hosState}`;
export const paidKey = (r: Pick<AppointmentRecordDetail, 'isDopay'>) =>
  r.isDopay === '1' ? 'ui.paid' : 'ui.unpaid';
/** isToday: advance appointment or same-day registration. */
export const kindKey = (r: Pick<AppointmentRecordDetail, 'isToday'>) =>
  r.isToday === '1' ? 'ui.sameDayRegistration' : 'ui.advanceAppointment';

/** The tag colour of a state: valid success, pending warning, cancelled plain (undefined = antd's neutral tag); status colours meet contrast (lib/theme.ts). */
export function stateColor(state: string): string | undefined {
  if (state === '1') return 'success';
  if (state === '3') return 'warning';
  return undefined;
}

/**
 * The payment caption: a paid booking that was cancelled shows where its money is ('refunding' / 'refunded')
 * rather than 'paid'; an unpaid one with a QR payment open says so; otherwise paid / unpaid.
 */
export function paymentCaptionKey(
  r: Pick<AppointmentRecordDetail, 'isDopay' | 'refund' | 'qrOrderNo'>,
): string {
  if (r.refund) return `ui.refundState.${r.refund.state}`;
  if (r.isDopay === '0' && r.qrOrderNo) return 'ui.payingByQr';
  return paidKey(r);
}

/** The payment tag's colour: refunds blue, paid success, a QR payment open 'processing', unpaid warning (colours that meet contrast). */
export function paymentColor(
  r: Pick<AppointmentRecordDetail, 'isDopay' | 'refund' | 'qrOrderNo'>,
): string {
  if (r.refund) return 'blue';
  if (r.isDopay === '1') return 'success';
  return r.qrOrderNo ? 'processing' : 'warning';
}
