import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { FeeDetailView } from '../../features/fees/components/fee-detail.tsx';
import { feeListPathFrom } from '../../features/fees/utils/fee-params.ts';
import { useHospital } from '../../features/hospitals/api/get-hospital.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

function FeeDetailBody({ hosId, feeId }: { hosId: string; feeId: string }) {
  const timeZone = useHospitalTimeZone(hosId);
  const hospital = useHospital(hosId);
  const backTo = feeListPathFrom(useLocation().state);
  return (
    <FeeDetailView
      hosId={hosId}
      feeId={feeId}
      timeZone={timeZone}
      hospitalName={hospital.data?.hosName}
      backTo={backTo}
    />
  );
}

/** /query/payment/detail?feeId=. */
export function FeeDetailRoute() {
  const { t } = useTranslation();
  const hosId = useSessionStore((s) => s.hosId);
  const feeId = useSearchParams()[0].get('feeId') ?? '';
  return (
    <RoutePage>
      {!hosId ? null : feeId ? (
        <FeeDetailBody key={`${hosId}/${feeId}`} hosId={hosId} feeId={feeId} />
      ) : (
        <Empty
          className="page-empty"
          description={<span data-testid="fee-error">{t('C002')}</span>}
        />
      )}
    </RoutePage>
  );
}

export { FeeDetailRoute as Component };
