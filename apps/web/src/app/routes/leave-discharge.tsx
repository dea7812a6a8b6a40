import { LeaveDischarge } from '../../features/inpatient/components/leave-discharge.tsx';
import { CurrentPatientScope } from '../../features/patients/components/patient-select.tsx';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

function Body({ hosId }: { hosId: string }) {
  const timeZone = useHospitalTimeZone(hosId);
  return <CurrentPatientScope hosId={hosId}>{(p) => <LeaveDischarge key={p.patientId} hosId={hosId} patientId={p.patientId} timeZone={timeZone} />}</CurrentPatientScope>;
}

/** /inpatient/leave-discharge and /inpatient/payment (SPEC §2 slugs leave-discharge and in-payment, issue 16). */
export function LeaveDischargeRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  return <RoutePage>{hosId ? <Body key={hosId} hosId={hosId} /> : null}</RoutePage>;
}

export { LeaveDischargeRoute as Component };
