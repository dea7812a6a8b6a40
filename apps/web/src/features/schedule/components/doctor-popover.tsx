import type { HosId } from '@portal/shared';
import { Button, Popover, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DoctorPhoto } from '../../../components/doctor-photo/doctor-photo.tsx';
import { useElderMode } from '../../../stores/elder-mode-store.ts';
import { useDoctorDetail } from '../api/schedule-queries.ts';

export interface DoctorCardInfo {
  doctorPicture?: string | null;
  doctorName: string;
  doctorTitle: string;
  deptName: string;
  doctorSkill?: string | null;
}

/** Photo, name, title, department and specialty ('none yet' if empty). */
export function DoctorCard({ info }: { info: DoctorCardInfo }) {
  const { t } = useTranslation();
  const skill = info.doctorSkill?.trim();
  return (
    <div className="doctor-card" data-testid="doctor-popover">
      <DoctorPhoto src={info.doctorPicture} alt={info.doctorName} width={64} shape="circle" />
      <div className="doctor-card__text">
        <p className="doctor-card__name">
          <strong>{info.doctorName}</strong>{' '}
          <span className="doctor-card__title">{info.doctorTitle}</span>
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
function DoctorPopoverBody({
  hosId,
  doctorId,
  deptId,
  fallback,
}: {
  hosId: HosId;
  doctorId: string;
  deptId: string;
  fallback: DoctorCardInfo;
}) {
  const detail = useDoctorDetail(hosId, doctorId, deptId);
  if (detail.isPending) return <Skeleton avatar active paragraph={{ rows: 2 }} />;
  return <DoctorCard info={detail.data ?? fallback} />;
}

/** The hover popover opens after 100 ms and is 280 wide. */
export const POPOVER_DELAY_S = 0.1;
export const POPOVER_WIDTH = 280;

type DoctorPopoverProps = {
  hosId: HosId;
  doctorId: string;
  deptId: string;
  fallback: DoctorCardInfo;
  children: ReactNode;
};

/**
 * The doctor's card beside the name. Hover and keyboard focus open it, so it is never mouse-only. In elder
 * mode nothing depends on hover: focus on the name still opens it, and a 'Details' button beside the
 * name opens and closes it by click or Enter, for hands that cannot hold a pointer still over a name.
 */
export function DoctorPopover(props: DoctorPopoverProps) {
  const { children, ...body } = props;
  const { t } = useTranslation();
  const elder = useElderMode();
  const common = {
    styles: { root: { width: POPOVER_WIDTH } },
    content: <DoctorPopoverBody {...body} />,
  } as const;
  if (!elder) {
    return (
      <Popover
        {...common}
        trigger={['hover', 'focus']}
        mouseEnterDelay={POPOVER_DELAY_S}
        placement="right"
      >
        {children}
      </Popover>
    );
  }
  return (
    <>
      <Popover {...common} trigger={['focus']} placement="bottom">
        {children}
      </Popover>
      <Popover {...common} trigger={['click']} placement="bottom">
        <Button
          type="link"
          size="small"
          className="doctor-popover__details"
          aria-label={t('ui.doctorDetailsOf', { name: body.fallback.doctorName })}
          data-testid={`doctor-details-${body.doctorId}`}
        >
          {t('ui.doctorDetails')}
        </Button>
      </Popover>
    </>
  );
}
