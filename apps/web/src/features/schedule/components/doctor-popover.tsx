import { Popover, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DoctorPhoto } from '../../../components/doctor-photo/doctor-photo.tsx';
import { useDoctorDetail } from '../api/schedule-queries.ts';

export interface DoctorCardInfo {
  doctorPicture?: string | null;
  doctorName: string;
  doctorTitle: string;
  deptName: string;
  doctorSkill?: string | null;
}

/** SPEC §2: photo, name, title, department and specialty ('none yet' if empty). */
export function DoctorCard({ info }: { info: DoctorCardInfo }) {
  const { t } = useTranslation();
  const skill = info.doctorSkill?.trim();
  return (
    <div className="doctor-card" data-testid="doctor-popover">
      <DoctorPhoto src={info.doctorPicture} alt={info.doctorName} width={64} shape="circle" />
      <div className="doctor-card__text">
        <p className="doctor-card__name">
          <strong>{info.doctorName}</strong> <span className="doctor-card__title">{info.doctorTitle}</span>
        </p>
        <p className="doctor-card__dept">{info.deptName}</p>
        <p className="doctor-card__skill">
          <span className="doctor-card__label">{t('ui.specialty')}: </span>
          {skill || t('ui.noneYet')}
        </p>
      </div>
    </div>
  );
}

/** The popover body: the doctor's details, fetched when the popover first opens. */
function DoctorPopoverBody({ hosId, doctorId, deptId, fallback }: { hosId: string; doctorId: string; deptId: string; fallback: DoctorCardInfo }) {
  const detail = useDoctorDetail(hosId, doctorId, deptId);
  if (detail.isPending) return <Skeleton avatar active paragraph={{ rows: 2 }} />;
  return <DoctorCard info={detail.data ?? fallback} />;
}

/** SPEC §2/§9: the hover popover opens after 100 ms and is 280 wide. */
export const POPOVER_DELAY_S = 0.1;
export const POPOVER_WIDTH = 280;

export function DoctorPopover(props: { hosId: string; doctorId: string; deptId: string; fallback: DoctorCardInfo; children: ReactNode }) {
  const { children, ...body } = props;
  return (
    <Popover
      mouseEnterDelay={POPOVER_DELAY_S}
      styles={{ root: { width: POPOVER_WIDTH } }}
      placement="right"
      content={<DoctorPopoverBody {...body} />}
    >
      {children}
    </Popover>
  );
}
