import { SelfAdmissionForm } from '../../features/inpatient/components/self-admission-form.tsx';
import { CurrentPatientScope } from '../../features/patients/components/patient-select.tsx';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

function Body({ hosId }: { hosId: string }) {
  const timeZone = useHospitalTimeZone(hosId);
  return <CurrentPatientScope hosId={hosId}>{(p) => <SelfAdmissionForm key={p.patientId} hosId={hosId} patientId={p.patientId} timeZone={timeZone} />}</CurrentPatientScope>;
}

/** /inpatient/self-admission (SPEC §2 slug self-admission, issue 16). */
export function SelfAdmissionRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  return <RoutePage>{hosId ? <Body key={hosId} hosId={hosId} /> : null}</RoutePage>;
}

export { SelfAdmissionRoute as Component };
