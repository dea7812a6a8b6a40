import { ReportList } from '../../features/reports/components/report-list.tsx';
import { PatientPageRoute } from '../components/query-routes.tsx';

/** /query/report: the current patient's lab and exam reports. */
export function ReportListRoute() {
  return (
    <PatientPageRoute
      render={(p) => (
        <ReportList hosId={p.hosId} patientId={p.patient.patientId} timeZone={p.timeZone} />
      )}
    />
  );
}

export { ReportListRoute as Component };
