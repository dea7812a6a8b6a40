import type { HosId } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SameDayNotice } from '../../components/same-day-notice/same-day-notice.tsx';
import { isSameDay } from '../../lib/booking-params.ts';
import { useHospitalToday } from '../../lib/booking-window.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';
import { AreaEntrance } from './area-entrance.tsx';

function SameDayToday({ hosId }: { hosId: HosId }) {
  return <SameDayNotice today={useHospitalToday(useHospitalTimeZone(hosId))} />;
}

/**
 * /appointment/area[?isToday=1] — 'select expert type'. From the same-day
 * registration entrance (isToday=1) the page is titled so and says it is for today only.
 */
export function AreaRoute() {
  const { t } = useTranslation();
  const hosId = useSessionStore((s) => s.hosId);
  const [params] = useSearchParams();
  const sameDay = isSameDay(params);
  return (
    <RoutePage title={sameDay ? t('ui.sameDayRegistration') : undefined}>
      {hosId && sameDay ? <SameDayToday hosId={hosId} /> : null}
      {hosId ? <AreaEntrance hosId={hosId} /> : null}
    </RoutePage>
  );
}

export { AreaRoute as Component };
