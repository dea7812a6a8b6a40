import type { HosId } from '@portal/shared';
import { useLocation } from 'react-router';
import { CurrentPatientScope } from '../../features/patients/components/patient-select.tsx';
import { RechargeHome } from '../../features/recharge/components/recharge-home.tsx';
import { clinicTypeOfPath } from '../../lib/recharge/recharge-paths.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

function RechargeHomeBody({ hosId }: { hosId: HosId }) {
  const clinicType = clinicTypeOfPath(useLocation().pathname);
  const timeZone = useHospitalTimeZone(hosId);
  return (
    <CurrentPatientScope hosId={hosId}>
      {(patient) => (
        <RechargeHome
          key={`${patient.patientId}/${clinicType}`}
          hosId={hosId}
          patientId={patient.patientId}
          clinicType={clinicType}
          timeZone={timeZone}
        />
      )}
    </CurrentPatientScope>
  );
}

/** /recharge/out/homepage (outpatient card) and /recharge/in/homepage (inpatient deposit). */
export function RechargeHomeRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  return <RoutePage>{hosId ? <RechargeHomeBody key={hosId} hosId={hosId} /> : null}</RoutePage>;
}

export { RechargeHomeRoute as Component };
