import { shownTitle, type DoctorInfo } from '@portal/shared';
import type { DoctorRow } from './schedule.repository.ts';

/** The SPEC §3 doctor info DTO, titled by fee where the hospital enables it (config titleByFee). */
export function toDoctorInfo(r: DoctorRow, config: { titleByFee: boolean }): DoctorInfo {
  return {
    doctorId: r.doctor_id, doctorPicture: r.picture, doctorName: r.doctor_name,
    doctorTitle: shownTitle(config, r.doctor_title, r.reg_fee === null ? null : Number(r.reg_fee)), deptId: r.dept_id,
    deptName: r.dept_name, doctorSkill: r.skill, isStop: r.is_stop ? '1' : '0',
  };
}
