import type { HosId } from '@portal/shared';
import { ReportList } from '../../features/reports/components/report-list.tsx';
import { PatientPageRoute } from '../components/query-routes.tsx';
import { useQueryLimits } from '../use-query-limits.ts';

/** /query/report: the current patient's lab and exam reports. */
export function ReportListRoute() {
  return (
    <PatientPageRoute
      render={(p) => (
        <ReportListPage hosId={p.hosId} patientId={p.patient.patientId} timeZone={p.timeZone} />
      )}
    />
  );
}

/** The list within the hospital's period (reportQueryDays). */
function ReportListPage(props: { hosId: HosId; patientId: string; timeZone: string }) {
  return <ReportList {...props} lookBackDays={useQueryLimits(props.hosId).reportQueryDays} />;
}

export { ReportListRoute as Component };
