import { BillList } from '../../features/bills/components/bill-list.tsx';
import { PatientPageRoute } from '../components/query-routes.tsx';

/** /payment/outpatient — 'Outpatient payment': the patient's outpatient bills, unpaid and paid. */
export function BillsRoute() {
  return (
    <PatientPageRoute
      render={(p) => (
        <BillList
          key={p.patient.patientId}
          hosId={p.hosId}
          patient={p.patient}
          timeZone={p.timeZone}
        />
      )}
    />
  );
}

export { BillsRoute as Component };
