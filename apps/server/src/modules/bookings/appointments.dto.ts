import {
  appointmentNo,
  maskPhone,
  shownTitle,
  type AppointmentRecord,
  type Candidate,
  type HospitalConfig,
} from '@portal/shared';
import type { Translations } from '../translations/localize.ts';
import type { AppointmentRow } from './appointments.repository.ts';
import type { CandidateRow } from './waitlist.repository.ts';

/**
 * DTOs at the boundary (docs/house-style.md#dtos-at-the-boundary): rows become the appointment record; the phone is masked; the title is
 * the one shown everywhere else.
 */
export function toAppointmentRecord(
  r: AppointmentRow,
  config: Pick<HospitalConfig, 'titleByFee'>,
  tr?: Translations,
): AppointmentRecord {
  const title = shownTitle(config, r.doctor_title, Number(r.reg_fee));
  return {
    appointId: r.appoint_id,
    appointNo: appointmentNo(r.session_date, r.serial),
    state: r.state,
    hosState: r.hos_state,
    isDopay: r.is_dopay,
    isToday: r.is_today,
    regFee: Number(r.reg_fee),
    schDate: r.session_date,
    schTime: `${r.start_time}-${r.end_time}`,
    schId: r.schedule_id,
    noonCode: r.noon_code,
    opTime: new Date(r.op_time).toISOString(),
    patientCardId: r.patient_card_id,
    patientId: r.patient_id,
    patientName: r.patient_name,
    patientPhone: maskPhone(r.patient_phone),
    deptId: r.dept_id,
    // The names are the catalogue's current ones (joined, not copied at booking), so they follow the reader's language.
    deptName: tr ? tr.text('department', r.dept_id, 'deptName', r.dept_name) : r.dept_name,
    doctorId: r.doctor_id,
    doctorName: tr ? tr.text('doctor', r.doctor_id, 'doctorName', r.doctor_name) : r.doctor_name,
    doctorTitle: tr ? tr.title(r.doctor_id, r.doctor_title, title) : title,
    hosArea: r.area_id,
    candidateFlag: r.candidate_flag,
    // The HIS card serial is not known to the built-in HIS.
    outCardSerial: '',
    seq: r.seq,
  };
}

export function toCandidate(r: CandidateRow, ahead: number): Candidate {
  return {
    candidateId: r.candidate_id,
    scheduleId: r.schedule_id,
    patientId: r.patient_id,
    position: r.state === 'waiting' ? ahead + 1 : 0,
    state: r.state,
    appointId: r.appoint_id,
  };
}
