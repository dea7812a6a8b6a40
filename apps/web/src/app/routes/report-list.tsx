import { CurrentPatientScope } from '../../features/patients/components/patient-select.tsx';
import { ReportList } from '../../features/reports/components/report-list.tsx';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

function ReportListBody({ hosId }: { hosId: string }) {
  const timeZone = useHospitalTimeZone(hosId);
  return (
    <CurrentPatientScope hosId={hosId}>
      {(patient) => <ReportList hosId={hosId} patientId={patient.patientId} timeZone={timeZone} />}
    </CurrentPatientScope>
  );
}

/** /query/report: the current patient's lab and exam reports. */
export function ReportListRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  return <RoutePage>{hosId ? <ReportListBody key={hosId} hosId={hosId} /> : null}</RoutePage>;
}

export { ReportListRoute as Component };
