import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useHospital } from '../../features/hospitals/api/get-hospital.ts';
import { PrescriptionDetailView } from '../../features/prescriptions/components/prescription-detail.tsx';
import { listPathFrom } from '../../features/prescriptions/utils/prescription-paths.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

function PrescriptionDetailBody({
  hosId,
  prescriptionId,
}: {
  hosId: string;
  prescriptionId: string;
}) {
  const timeZone = useHospitalTimeZone(hosId);
  const hospital = useHospital(hosId);
  const backTo = listPathFrom(useLocation().state);
  return (
    <PrescriptionDetailView
      hosId={hosId}
      prescriptionId={prescriptionId}
      timeZone={timeZone}
      hospitalName={hospital.data?.hosName}
      backTo={backTo}
    />
  );
}

/** /query/prescription/detail?prescriptionId=. */
export function PrescriptionDetailRoute() {
  const { t } = useTranslation();
  const hosId = useSessionStore((s) => s.hosId);
  const prescriptionId = useSearchParams()[0].get('prescriptionId') ?? '';
  return (
    <RoutePage>
      {!hosId ? null : prescriptionId ? (
        <PrescriptionDetailBody
          key={`${hosId}/${prescriptionId}`}
          hosId={hosId}
          prescriptionId={prescriptionId}
        />
      ) : (
        <Empty
          className="page-empty"
          description={<span data-testid="prescription-error">{t('C002')}</span>}
        />
      )}
    </RoutePage>
  );
}

export { PrescriptionDetailRoute as Component };
