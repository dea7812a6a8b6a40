import { InpatientHome } from '../../features/inpatient/components/inpatient-home.tsx';
import { CurrentPatientScope } from '../../features/patients/components/patient-select.tsx';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

function Body({ hosId }: { hosId: string }) {
  const timeZone = useHospitalTimeZone(hosId);
  return <CurrentPatientScope hosId={hosId}>{(p) => <InpatientHome key={p.patientId} hosId={hosId} patientId={p.patientId} timeZone={timeZone} />}</CurrentPatientScope>;
}

/** /inpatient/homepage (issue 16): the current patient's inpatient card and every inpatient function. */
export function InpatientHomeRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  return <RoutePage>{hosId ? <Body key={hosId} hosId={hosId} /> : null}</RoutePage>;
}

export { InpatientHomeRoute as Component };
