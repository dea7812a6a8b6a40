import { maskIdCard, maskName, maskPhone, type HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { bookingPage, type BookingPageKey } from './booking-export.repository.ts';

/** A booking as an export shows it: money in fen, the patient's details masked (docs/reconciliation.md). */
export interface ExportedBooking {
  appointId: string;
  sessionDate: string;
  noonCode: string;
  serial: number;
  deptId: string;
  doctorId: string;
  regFee: number;
  state: string;
  paid: boolean;
  bookedAt: Date;
  cancelledAt: Date | null;
  patientName: string;
  patientPhone: string;
  patientCertNo: string;
}

/** Every booking whose visit day is within [from, to], in keyset pages so only one page is held at a time. */
export async function* bookingPages(
  db: Db,
  hosId: HosId,
  range: { from: string; to: string },
  pageSize = 1_000,
): AsyncGenerator<ExportedBooking[]> {
  let after: BookingPageKey | null = null;
  for (;;) {
    const page = await bookingPage(db, hosId, range, after, pageSize);
    if (page.length > 0)
      yield page.map((r) => ({
        appointId: r.appoint_id,
        sessionDate: r.session_date,
        noonCode: r.noon_code,
        serial: Number(r.serial),
        deptId: r.dept_id,
        doctorId: r.doctor_id,
        regFee: Number(r.reg_fee),
        state: r.state,
        paid: r.is_dopay === '1',
        bookedAt: new Date(r.op_time),
        cancelledAt: r.cancelled_at ? new Date(r.cancelled_at) : null,
        patientName: maskName(r.patient_name),
        patientPhone: maskPhone(r.phone),
        patientCertNo: maskIdCard(r.cert_no),
      }));
    if (page.length < pageSize) return;
    const last = page[page.length - 1]!;
    after = { sessionDate: last.session_date, appointId: last.appoint_id };
  }
}
