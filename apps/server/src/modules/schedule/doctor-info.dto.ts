import { shownTitle, type DoctorInfo } from '@portal/shared';
import type { Translations } from '../translations/localize.ts';
import type { DoctorRow } from './schedule.repository.ts';

/**
 * The doctor info DTO, titled by fee where the hospital enables it (config titleByFee); with `tr`, in the
 * request's language (name, title, specialty and department, each falling back to the HIS's own).
 */
export function toDoctorInfo(
  r: DoctorRow,
  config: { titleByFee: boolean },
  tr?: Translations,
): DoctorInfo {
  const title = shownTitle(config, r.doctor_title, r.reg_fee === null ? null : Number(r.reg_fee));
  return {
    doctorId: r.doctor_id,
    doctorPicture: r.picture,
    doctorName: tr ? tr.text('doctor', r.doctor_id, 'doctorName', r.doctor_name) : r.doctor_name,
    doctorTitle: tr ? tr.title(r.doctor_id, r.doctor_title, title) : title,
    deptId: r.dept_id,
    deptName: tr ? tr.text('department', r.dept_id, 'deptName', r.dept_name) : r.dept_name,
    doctorSkill: tr ? tr.text('doctor', r.doctor_id, 'skill', r.skill) : r.skill,
    isStop: r.is_stop ? '1' : '0',
  };
}
