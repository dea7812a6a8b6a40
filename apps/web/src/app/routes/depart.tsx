import { PAGE_CONFIG_GROUPS, type HosId } from '@portal/shared';
import { Empty } from 'antd';
import { PageSkeleton } from '../../components/page-skeleton/page-skeleton.tsx';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SameDayNotice } from '../../components/same-day-notice/same-day-notice.tsx';
import { useAreas } from '../../lib/areas.ts';
import { isSameDay } from '../../lib/booking-params.ts';
import { useHospitalToday } from '../../lib/booking-window.ts';
import { useConfigGroups } from '../../features/hospitals/api/get-config.ts';
import { DepartmentSchedule } from '../../features/schedule/components/department-schedule.tsx';
import { errorText } from '../../lib/error-text.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

function DepartBody({ hosId, sameDay }: { hosId: HosId; sameDay: boolean }) {
  const timeZone = useHospitalTimeZone(hosId);
  const today = useHospitalToday(timeZone);
  const config = useConfigGroups(hosId, PAGE_CONFIG_GROUPS.appointment);
  const areas = useAreas(hosId);
  if (config.isPending || areas.isPending) return <PageSkeleton rows={8} />;
  if (config.isError || areas.isError)
    return <Empty className="page-empty" description={errorText(config.error ?? areas.error)} />;
  return (
    <>
      {sameDay ? <SameDayNotice today={today} /> : null}
      <DepartmentSchedule
        hosId={hosId}
        timeZone={timeZone}
        areas={areas.data}
        config={config.data}
      />
    </>
  );
}

/**
 * /appointment/depart — 'select doctor'. Same-day registration (isToday=1) is titled so,
 * says it is for today only and lists today's clinics alone.
 */
export function DepartRoute() {
  const { t } = useTranslation();
  const hosId = useSessionStore((s) => s.hosId);
  const [params] = useSearchParams();
  const sameDay = isSameDay(params);
  return (
    <RoutePage title={sameDay ? t('ui.sameDayRegistration') : undefined}>
      {hosId ? <DepartBody key={hosId} hosId={hosId} sameDay={sameDay} /> : null}
    </RoutePage>
  );
}

export { DepartRoute as Component };
