import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useHospital } from '../../features/hospitals/api/get-hospital.ts';
import { ReportDetailView } from '../../features/reports/components/report-detail.tsx';
import { listPathFrom } from '../../features/reports/utils/report-paths.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

function ReportDetailBody({ hosId, reportId }: { hosId: string; reportId: string }) {
  const timeZone = useHospitalTimeZone(hosId);
  const hospital = useHospital(hosId);
  const backTo = listPathFrom(useLocation().state);
  return (
    <ReportDetailView
      hosId={hosId}
      reportId={reportId}
      timeZone={timeZone}
      hospitalName={hospital.data?.hosName}
      backTo={backTo}
    />
  );
}

/** /query/report/detail?reportId=. */
export function ReportDetailRoute() {
  const { t } = useTranslation();
  const hosId = useSessionStore((s) => s.hosId);
  const reportId = useSearchParams()[0].get('reportId') ?? '';
  return (
    <RoutePage>
      {!hosId ? null : reportId ? (
        <ReportDetailBody key={`${hosId}/${reportId}`} hosId={hosId} reportId={reportId} />
      ) : (
        <Empty
          className="page-empty"
          description={<span data-testid="report-error">{t('C002')}</span>}
        />
      )}
    </RoutePage>
  );
}

export { ReportDetailRoute as Component };
