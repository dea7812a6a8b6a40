import { appointmentNo, maskName, maskPhone, type HosId } from '@portal/shared';
import { BOOKING_SEARCH_LIMIT, type ConsoleBooking } from '@portal/shared/console';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { logStaffAccess, type StaffReader } from '../patients/patients.service.ts';
import * as repo from './staff-bookings.repository.ts';

/**
 * The console's view of bookings (docs/staff-console.md#operations): found by appointment number, phone, trade number or
 * full name; the patient masked as the patient side masks them; unmasked only on request, and each showing written
 * in the patient's access log.
 */
export function needleOf(q: string): repo.BookingNeedle {
  const number = /^(\d{4})(\d{2})(\d{2})-(\d{1,6})$/.exec(q);
  if (number) {
    const [, y, m, d, serial] = number;
    return { kind: 'appointNo', sessionDate: `${y}-${m}-${d}`, serial: Number(serial) };
  }
  if (/^1\d{10}$/.test(q)) return { kind: 'phone', phone: q };
  return { kind: 'text', text: q };
}

/** YYYY-MM-DD naming a real day: JavaScript would roll 2026-02-31 over into March. */
function isCalendarDate(date: string): boolean {
  const d = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export async function searchBookings(db: Db, hosId: HosId, q: string): Promise<ConsoleBooking[]> {
  const needle = needleOf(q);
  // A date that does not exist (20260231) in an appointment number finds nothing rather than failing in the database.
  if (needle.kind === 'appointNo' && !isCalendarDate(needle.sessionDate)) return [];
  const rows = await repo.findBookings(db, hosId, needle, BOOKING_SEARCH_LIMIT);
  const { orders, events } = await repo.ordersOf(
    db,
    hosId,
    rows.map((r) => r.appoint_id),
  );
  return rows.map((r) => ({
    appointId: r.appoint_id,
    appointNo: appointmentNo(r.session_date, r.serial),
    sessionDate: r.session_date,
    noonCode: r.noon_code,
    deptId: r.dept_id,
    doctorId: r.doctor_id,
    regFee: Number(r.reg_fee),
    state: r.state,
    hosState: r.hos_state,
    patientId: r.patient_id,
    patientName: maskName(r.patient_name),
    phone: maskPhone(r.phone),
    orders: orders
      .filter((o) => o.appoint_id === r.appoint_id)
      .map((o) => ({
        outTradeNo: o.out_trade_no,
        method: o.method,
        amount: Number(o.amount),
        state: o.state,
        paidAt: iso(o.paid_at),
        refundedAt: iso(o.refunded_at),
        events: events
          .filter((e) => e.out_trade_no === o.out_trade_no)
          .map((e) => ({ from: e.from_state, to: e.to_state, at: iso(e.at)! })),
      })),
  }));
}

/** The booking's patient unmasked, for a role that needs it; the patient's access log says who looked. */
export async function revealBookingPatient(db: Db, staff: StaffReader, appointId: string) {
  const row = await repo.bookingPatient(db, staff.hosId, appointId);
  if (!row) throw new AppError('C002');
  await logStaffAccess(db, staff, [row.patient_id], 'staff-view');
  return { patientName: row.patient_name, phone: row.phone, certNo: row.cert_no };
}
