import { appointmentNo, LANGUAGES, type Language, type HosId } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { translations } from '../translations/localize.ts';
import type { NoticeParams } from './notify.ts';

/**
 * A booking as its patient knows it — who, which department and doctor, which day and period, and the appointment
 * number the record shows — never by its internal id. Every notice about a booking is written with these parameters.
 */
export interface NoticeBooking {
  patientName: string;
  deptId: string;
  deptName: string;
  doctorId: string;
  doctorName: string;
  sessionDate: string;
  noonCode: string;
  /** The hospital's serial of the visit day; null for a place on a waiting list, which has no number. */
  serial: number | null;
}

/**
 * Hospital content in every language the hospital has it: `name` holds the primary text, `name@<lang>` the others,
 * and notice-text shows the reader's (a notice is written once and read in either language).
 */
export function inLanguages(
  name: string,
  texts: { 'en-US': string } & Partial<Record<Language, string>>,
): NoticeParams {
  const out: NoticeParams = { [name]: texts['en-US'] };
  for (const lang of LANGUAGES) {
    const text = texts[lang];
    if (text !== undefined && text !== '') out[`${name}@${lang}`] = text;
  }
  return out;
}

/** The booking's notice parameters: patient, dept, doctor, date, periodKey and, when it has one, appointNo. */
export async function bookingParams(db: Db, hosId: HosId, b: NoticeBooking): Promise<NoticeParams> {
  const params: NoticeParams = {
    patient: b.patientName,
    dept: b.deptName,
    doctor: b.doctorName,
    date: b.sessionDate,
    periodKey: `notice.period.${b.noonCode}`,
  };
  if (b.serial !== null) params.appointNo = appointmentNo(b.sessionDate, b.serial);
  for (const lang of LANGUAGES) {
    const tr = await translations(db, hosId, lang);
    const dept = tr.text('department', b.deptId, 'deptName', null);
    const doctor = tr.text('doctor', b.doctorId, 'doctorName', null);
    if (dept !== null) params[`dept@${lang}`] = dept;
    if (doctor !== null) params[`doctor@${lang}`] = doctor;
  }
  return params;
}

export interface BookingOwner {
  userId: string;
  patientId: string;
  phone: string;
  booking: NoticeBooking;
}

/** An appointment of this hospital with its owner and the patient's phone; undefined for an unknown id. */
export async function bookingOf(
  db: Db,
  hosId: HosId,
  appointId: string,
): Promise<BookingOwner | undefined> {
  const row = await db
    .selectFrom('appointment as a')
    .innerJoin('patient as p', (j) =>
      j.onRef('p.hos_id', '=', 'a.hos_id').onRef('p.patient_id', '=', 'a.patient_id'),
    )
    .leftJoin('department as d', (j) =>
      j.onRef('d.hos_id', '=', 'a.hos_id').onRef('d.dept_id', '=', 'a.dept_id'),
    )
    .leftJoin('doctor as doc', (j) =>
      j.onRef('doc.hos_id', '=', 'a.hos_id').onRef('doc.doctor_id', '=', 'a.doctor_id'),
    )
    .select((eb) => [
      'a.user_id',
      'a.patient_id',
      'p.patient_name',
      'p.phone',
      'a.dept_id',
      'd.dept_name',
      'a.doctor_id',
      'doc.doctor_name',
      'a.noon_code',
      'a.serial',
      eb.fn<string>('to_char', ['a.session_date', eb.val('YYYY-MM-DD')]).as('session_date'),
    ])
    .where('a.hos_id', '=', hosId)
    .where('a.appoint_id', '=', appointId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    userId: row.user_id,
    patientId: row.patient_id,
    phone: row.phone,
    booking: noticeBookingOf(row),
  };
}

/** The columns of an appointment row (joined to its patient, department and doctor) that a notice names. */
export interface NoticeBookingColumns {
  patient_name: string;
  dept_id: string;
  dept_name: string | null;
  doctor_id: string;
  doctor_name: string | null;
  session_date: string;
  noon_code: string;
  serial: number;
}

/**
 * An appointment row as a notice names its booking: '—' for a department or doctor the catalogue no longer has. One
 * mapping for the event notices and the reminders, so both name a booking alike.
 */
export function noticeBookingOf(row: NoticeBookingColumns): NoticeBooking {
  return {
    patientName: row.patient_name,
    deptId: row.dept_id,
    deptName: row.dept_name ?? '—',
    doctorId: row.doctor_id,
    doctorName: row.doctor_name ?? '—',
    sessionDate: row.session_date,
    noonCode: row.noon_code,
    serial: row.serial,
  };
}
