import { CurrentPatientScope } from '../../features/patients/components/patient-select.tsx';
import { DischargeList } from '../../features/discharge-medicine/components/discharge-list.tsx';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

function DischargeListBody({ hosId }: { hosId: string }) {
  const timeZone = useHospitalTimeZone(hosId);
  return (
    <CurrentPatientScope hosId={hosId}>
      {(patient) => (
        <DischargeList hosId={hosId} patientId={patient.patientId} timeZone={timeZone} />
      )}
    </CurrentPatientScope>
  );
}

/** /query/discharge-medicine: the medicines the current patient took home from hospital stays. */
export function DischargeListRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  return <RoutePage>{hosId ? <DischargeListBody key={hosId} hosId={hosId} /> : null}</RoutePage>;
}

export { DischargeListRoute as Component };
