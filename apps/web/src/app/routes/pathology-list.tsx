import { CurrentPatientScope } from '../../features/patients/components/patient-select.tsx';
import { PathologyList } from '../../features/pathology/components/pathology-list.tsx';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

function PathologyListBody({ hosId }: { hosId: string }) {
  const timeZone = useHospitalTimeZone(hosId);
  return (
    <CurrentPatientScope hosId={hosId}>
      {(patient) => (
        <PathologyList hosId={hosId} patientId={patient.patientId} timeZone={timeZone} />
      )}
    </CurrentPatientScope>
  );
}

/** /query/pathology: the current patient's pathology results. */
export function PathologyListRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  return <RoutePage>{hosId ? <PathologyListBody key={hosId} hosId={hosId} /> : null}</RoutePage>;
}

export { PathologyListRoute as Component };
