import { FeeList } from '../../features/fees/components/fee-list.tsx';
import { CurrentPatientScope } from '../../features/patients/components/patient-select.tsx';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

function FeeListBody({ hosId }: { hosId: string }) {
  const timeZone = useHospitalTimeZone(hosId);
  return (
    <CurrentPatientScope hosId={hosId}>
      {(patient) => <FeeList hosId={hosId} patientId={patient.patientId} timeZone={timeZone} />}
    </CurrentPatientScope>
  );
}

/** /query/payment: the current patient's paid outpatient fees. */
export function FeeListRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  return <RoutePage>{hosId ? <FeeListBody key={hosId} hosId={hosId} /> : null}</RoutePage>;
}

export { FeeListRoute as Component };
