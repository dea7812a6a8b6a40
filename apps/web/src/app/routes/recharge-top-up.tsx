import type { HosId } from '@portal/shared';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { CurrentPatientScope } from '../../features/patients/components/patient-select.tsx';
import { RechargeForm } from '../../features/recharge/components/recharge-form.tsx';
import { usePatients } from '../../lib/patients/get-patients.ts';
import { clinicTypeOfPath } from '../../lib/recharge/recharge-paths.ts';
import { useCurrentPatientStore } from '../../stores/current-patient-store.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

/** A link's ?patientId= (one of the user's patients) becomes the current patient: the card the link meant to top up. */
function useLinkedPatient(hosId: HosId, patientId: string | null) {
  const patients = usePatients(hosId);
  const choose = useCurrentPatientStore((s) => s.choose);
  const known =
    patientId !== null && patients.data?.some((p) => p.patientId === patientId) === true;
  useEffect(() => {
    if (known) choose(hosId, patientId);
  }, [known, hosId, patientId, choose]);
}

function TopUpBody({ hosId }: { hosId: HosId }) {
  const clinicType = clinicTypeOfPath(useLocation().pathname);
  const timeZone = useHospitalTimeZone(hosId);
  const [params] = useSearchParams();
  useLinkedPatient(hosId, params.get('patientId'));
  const amount = params.get('amount') ?? undefined;
  return (
    <CurrentPatientScope hosId={hosId}>
      {(patient) => (
        <RechargeForm
          key={`${patient.patientId}/${clinicType}`}
          hosId={hosId}
          patientId={patient.patientId}
          clinicType={clinicType}
          timeZone={timeZone}
          initialAmount={amount}
        />
      )}
    </CurrentPatientScope>
  );
}

/**
 * /recharge/{out|in}/homepage/recharge — the top-up itself. The inpatient one is also the demo
 * menu's target and the inpatient slug in-recharge, so it stands on its own when opened directly.
 */
export function RechargeTopUpRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  return <RoutePage>{hosId ? <TopUpBody key={hosId} hosId={hosId} /> : null}</RoutePage>;
}

export { RechargeTopUpRoute as Component };
