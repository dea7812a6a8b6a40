import { CurrentPatientScope } from '../../features/patients/components/patient-select.tsx';
import { PrescriptionList } from '../../features/prescriptions/components/prescription-list.tsx';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

function PrescriptionListBody({ hosId }: { hosId: string }) {
  const timeZone = useHospitalTimeZone(hosId);
  return (
    <CurrentPatientScope hosId={hosId}>
      {(patient) => (
        <PrescriptionList hosId={hosId} patientId={patient.patientId} timeZone={timeZone} />
      )}
    </CurrentPatientScope>
  );
}

/** /query/prescription: the current patient's outpatient prescriptions. */
export function PrescriptionListRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  return <RoutePage>{hosId ? <PrescriptionListBody key={hosId} hosId={hosId} /> : null}</RoutePage>;
}

export { PrescriptionListRoute as Component };
