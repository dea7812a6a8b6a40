import { InvoiceList } from '../../features/invoices/components/invoice-list.tsx';
import { CurrentPatientScope } from '../../features/patients/components/patient-select.tsx';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

function InvoicesBody({ hosId }: { hosId: string }) {
  const timeZone = useHospitalTimeZone(hosId);
  return (
    <CurrentPatientScope hosId={hosId}>
      {(patient) => <InvoiceList hosId={hosId} patientId={patient.patientId} timeZone={timeZone} />}
    </CurrentPatientScope>
  );
}

/** /inpatient/electronic-invoice: the current patient's invoices. */
export function ElectronicInvoiceRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  return <RoutePage>{hosId ? <InvoicesBody key={hosId} hosId={hosId} /> : null}</RoutePage>;
}

export { ElectronicInvoiceRoute as Component };
