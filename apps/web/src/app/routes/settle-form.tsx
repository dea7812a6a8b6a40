import { useHospital } from '../../features/hospitals/api/get-hospital.ts';
import { SettleForm } from '../../features/inpatient/components/settle-form.tsx';
import { CurrentPatientScope } from '../../features/patients/components/patient-select.tsx';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

function Body({ hosId }: { hosId: string }) {
  const timeZone = useHospitalTimeZone(hosId);
  const hospital = useHospital(hosId);
  return (
    <CurrentPatientScope hosId={hosId}>
      {(p) => <SettleForm key={p.patientId} hosId={hosId} patientId={p.patientId} timeZone={timeZone} hospitalName={hospital.data?.hosName} />}
    </CurrentPatientScope>
  );
}

/** /inpatient/settle-form (SPEC §2 slugs overall-planning and medical-settle-form, issue 16): printable. */
export function SettleFormRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  return <RoutePage>{hosId ? <Body key={hosId} hosId={hosId} /> : null}</RoutePage>;
}

export { SettleFormRoute as Component };
