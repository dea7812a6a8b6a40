import { PAGE_CONFIG_GROUPS, type HosId } from '@portal/shared';
import { Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmAppointment } from '../../features/appointments/components/confirm-appointment.tsx';
import {
  findChosenNumber,
  readChosenNumber,
} from '../../features/appointments/utils/chosen-number.ts';
import { useConfigGroups } from '../../features/hospitals/api/get-config.ts';
import { useDoctorSessions } from '../../features/schedule/api/schedule-queries.ts';
import { SameDayNotice } from '../../components/same-day-notice/same-day-notice.tsx';
import { isSameDay } from '../../lib/booking-params.ts';
import { useHospitalToday } from '../../lib/booking-window.ts';
import { errorText } from '../../lib/error-text.ts';
import { PATHS } from '../../lib/paths.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useOpenFunction } from '../use-open-function.ts';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';
import { LinkButton } from '../../components/link-button/link-button.tsx';

interface ConfirmTarget {
  hosId: HosId;
  scheduleId: string;
  numberId: string;
  doctorId: string;
  deptId: string;
  /** From the same-day registration entrance (isToday=1): today's numbers only. */
  sameDay: boolean;
}

function ConfirmBody({ hosId, scheduleId, numberId, doctorId, deptId, sameDay }: ConfirmTarget) {
  const { t } = useTranslation();
  const timeZone = useHospitalTimeZone(hosId);
  const today = useHospitalToday(timeZone);
  const config = useConfigGroups(hosId, PAGE_CONFIG_GROUPS.appointment);
  const openFunction = useOpenFunction(hosId);
  const [stored] = useState(() => readChosenNumber(scheduleId, numberId));
  // Without this tab's stored choice (a link opened elsewhere, storage unavailable) the URL still names the doctor:
  // the choice is looked up in the doctor's sessions.
  const sessions = useDoctorSessions(hosId, stored ? '' : doctorId, deptId);
  const chosen = stored ?? findChosenNumber(sessions.data, scheduleId, numberId);
  if (!stored && doctorId && sessions.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!chosen) {
    return (
      <Empty className="page-empty" description={t('ui.chooseNumberFirst')}>
        <LinkButton to={PATHS.depart} type="primary">
          {t('ui.selectDoctor')}
        </LinkButton>
      </Empty>
    );
  }
  if (config.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (config.isError) return <Empty className="page-empty" description={errorText(config.error)} />;
  return (
    <>
      {sameDay ? <SameDayNotice today={today} /> : null}
      <ConfirmAppointment
        hosId={hosId}
        chosen={chosen}
        config={config.data}
        timeZone={timeZone}
        sameDayOf={sameDay ? today : undefined}
        openFunction={openFunction}
      />
    </>
  );
}

/** /appointment/confirm?scheduleId=&numberId=&doctorId=&deptId=[&isToday=1] — 'confirm appointment'. */
export function ConfirmRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  const [params] = useSearchParams();
  const scheduleId = params.get('scheduleId') ?? '';
  const numberId = params.get('numberId') ?? '';
  const doctorId = params.get('doctorId') ?? '';
  const deptId = params.get('deptId') ?? '';
  return (
    <RoutePage>
      {hosId ? (
        <ConfirmBody
          key={`${hosId}/${scheduleId}/${numberId}`}
          hosId={hosId}
          scheduleId={scheduleId}
          numberId={numberId}
          doctorId={doctorId}
          deptId={deptId}
          sameDay={isSameDay(params)}
        />
      ) : null}
    </RoutePage>
  );
}

export { ConfirmRoute as Component };
