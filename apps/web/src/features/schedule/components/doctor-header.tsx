import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DoctorInfo } from '@portal/shared';
import { DoctorPhoto } from '../../../components/doctor-photo/doctor-photo.tsx';
import type { ChosenDoctor } from '../utils/chosen-doctor.ts';

/** The doctor page's header: photo, name, title, department and skill. */
export function DoctorHeader({
  doctor,
  fallback,
}: {
  doctor: DoctorInfo | undefined;
  fallback: ChosenDoctor | null;
}) {
  const { t } = useTranslation();
  const name = doctor?.doctorName ?? fallback?.doctorName ?? '';
  return (
    <section className="doctor-header" data-testid="doctor-header">
      <DoctorPhoto src={doctor?.doctorPicture} alt={name} />
      <div className="doctor-header__text">
        <h2 className="doctor-header__name">
          {name}{' '}
          <span className="doctor-header__title">
            {doctor?.doctorTitle ?? fallback?.doctorTitle}
          </span>
          {doctor?.isStop === '1' ? <Tag data-testid="stopped-tag">{t('ui.stopped')}</Tag> : null}
        </h2>
        <p className="doctor-header__dept">{doctor?.deptName ?? fallback?.deptName}</p>
        <p className="doctor-header__skill">
          <span className="doctor-card__label">{t('ui.specialty')}: </span>
          {doctor?.doctorSkill?.trim() || t('ui.noneYet')}
        </p>
      </div>
    </section>
  );
}
