import { useLocation } from 'react-router';
import { CurrentPatientScope } from '../../features/patients/components/patient-select.tsx';
import { RechargeForm } from '../../features/recharge/components/recharge-form.tsx';
import { clinicTypeOfPath } from '../../lib/recharge/recharge-paths.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

function TopUpBody({ hosId }: { hosId: string }) {
  const clinicType = clinicTypeOfPath(useLocation().pathname);
  const timeZone = useHospitalTimeZone(hosId);
  return (
    <CurrentPatientScope hosId={hosId}>
      {(patient) => <RechargeForm key={`${patient.patientId}/${clinicType}`} hosId={hosId} patientId={patient.patientId} clinicType={clinicType} timeZone={timeZone} />}
    </CurrentPatientScope>
  );
}

/**
 * /recharge/{out|in}/homepage/recharge — the top-up itself (SPEC §4 recharge flow). The inpatient one is also the demo
 * menu's target and the SPEC inpatient slug in-recharge, so it stands on its own when opened directly.
 */
export function RechargeTopUpRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  return <RoutePage>{hosId ? <TopUpBody key={hosId} hosId={hosId} /> : null}</RoutePage>;
}

export { RechargeTopUpRoute as Component };
