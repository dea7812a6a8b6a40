import { BillList } from '../../features/bills/components/bill-list.tsx';
import { CurrentPatientScope } from '../../features/patients/components/patient-select.tsx';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

function BillsBody({ hosId }: { hosId: string }) {
  const timeZone = useHospitalTimeZone(hosId);
  return (
    <CurrentPatientScope hosId={hosId}>
      {(patient) => (
        <BillList key={patient.patientId} hosId={hosId} patient={patient} timeZone={timeZone} />
      )}
    </CurrentPatientScope>
  );
}

/** /payment/outpatient — 'Outpatient payment': the patient's outpatient bills, unpaid and paid. */
export function BillsRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  return <RoutePage>{hosId ? <BillsBody key={hosId} hosId={hosId} /> : null}</RoutePage>;
}

export { BillsRoute as Component };
