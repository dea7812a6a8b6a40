import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { titleRank, type ChooseDoctor, type HospitalConfig } from '@portal/shared';
import { DoctorPhoto } from '../../../components/doctor-photo/doctor-photo.tsx';
import { formatFen } from '../../../lib/money.ts';
import { pickedSessionPath } from '../utils/doctor-link.ts';

/** One doctor: photo, name, title, specialty, and the next sessions as buttons straight into the source numbers. */
export function ChooseDoctorCard({
  doctor,
  deptId,
  famousExpertMode,
}: {
  doctor: ChooseDoctor;
  deptId: string;
  /** Where a well-known expert's session leads (config famousExpertMode). */
  famousExpertMode: HospitalConfig['famousExpertMode'];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card
      className="choose-doctor__card"
      size="small"
      data-testid={`choose-doctor-${doctor.doctorId}`}
      data-expert={titleRank(doctor.doctorTitle) === 0 ? '1' : '0'}
    >
      <div className="choose-doctor__head">
        <DoctorPhoto src={doctor.doctorPicture} alt={doctor.doctorName} width={64} shape="circle" />
        <div className="choose-doctor__text">
          <strong className="choose-doctor__name">{doctor.doctorName}</strong>{' '}
          <span className="choose-doctor__title" data-testid="doctor-title">
            {doctor.doctorTitle}
          </span>
          <p className="choose-doctor__skill">
            {t('ui.specialty')}: {doctor.doctorSkill?.trim() || t('ui.noneYet')}
          </p>
        </div>
      </div>
      <div className="choose-doctor__sessions" role="group" aria-label={t('ui.nextSessions')}>
        {doctor.sessions.map((s) => (
          <Button
            key={s.scheduleId}
            size="small"
            type={s.leftNum > 0 ? 'primary' : 'default'}
            ghost={s.leftNum > 0}
            data-testid={`choose-session-${s.scheduleId}`}
            data-left={s.leftNum}
            onClick={() =>
              void navigate(pickedSessionPath(famousExpertMode, doctor, deptId, s.scheduleId))
            }
          >
            {s.date} {t(`ui.noon.${s.noonCode}`, { defaultValue: s.noonCode })}{' '}
            {formatFen(s.regFee)} ·{' '}
            {s.leftNum > 0 ? t('ui.leftNum', { count: s.leftNum }) : t('ui.full')}
          </Button>
        ))}
      </div>
    </Card>
  );
}
