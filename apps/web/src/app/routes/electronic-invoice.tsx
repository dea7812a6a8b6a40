import { InvoiceList } from '../../features/invoices/components/invoice-list.tsx';
import { PatientPageRoute } from '../components/query-routes.tsx';

/** /inpatient/electronic-invoice: the current patient's invoices. */
export function ElectronicInvoiceRoute() {
  return (
    <PatientPageRoute
      render={(p) => (
        <InvoiceList hosId={p.hosId} patientId={p.patient.patientId} timeZone={p.timeZone} />
      )}
    />
  );
}

export { ElectronicInvoiceRoute as Component };
