import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useHospital } from '../../features/hospitals/api/get-hospital.ts';
import { DischargeDetailView } from '../../features/discharge-medicine/components/discharge-detail.tsx';
import { listPathFrom } from '../../features/discharge-medicine/utils/discharge-paths.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

function DischargeDetailBody({ hosId, stayId }: { hosId: string; stayId: string }) {
  const timeZone = useHospitalTimeZone(hosId);
  const hospital = useHospital(hosId);
  const backTo = listPathFrom(useLocation().state);
  return (
    <DischargeDetailView
      hosId={hosId}
      stayId={stayId}
      timeZone={timeZone}
      hospitalName={hospital.data?.hosName}
      backTo={backTo}
    />
  );
}

/** /query/discharge-medicine/detail?stayId=. */
export function DischargeDetailRoute() {
  const { t } = useTranslation();
  const hosId = useSessionStore((s) => s.hosId);
  const stayId = useSearchParams()[0].get('stayId') ?? '';
  return (
    <RoutePage>
      {!hosId ? null : stayId ? (
        <DischargeDetailBody key={`${hosId}/${stayId}`} hosId={hosId} stayId={stayId} />
      ) : (
        <Empty
          className="page-empty"
          description={<span data-testid="discharge-error">{t('C002')}</span>}
        />
      )}
    </RoutePage>
  );
}

export { DischargeDetailRoute as Component };
