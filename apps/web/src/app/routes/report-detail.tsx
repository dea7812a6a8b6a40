import { ReportDetailView } from '../../features/reports/components/report-detail.tsx';
import { REPORT_LIST_PATH } from '../../features/reports/utils/report-paths.ts';
import { DetailPageRoute } from '../components/query-routes.tsx';

/** /query/report/detail?reportId=. */
export function ReportDetailRoute() {
  return (
    <DetailPageRoute
      param="reportId"
      listPath={REPORT_LIST_PATH}
      errorTestId="report-error"
      render={(p) => (
        <ReportDetailView
          hosId={p.hosId}
          reportId={p.id}
          timeZone={p.timeZone}
          hospitalName={p.hospitalName}
          backTo={p.backTo}
        />
      )}
    />
  );
}

export { ReportDetailRoute as Component };
