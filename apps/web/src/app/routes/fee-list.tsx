import { FeeList } from '../../features/fees/components/fee-list.tsx';
import { PatientPageRoute } from '../components/query-routes.tsx';

/** /query/payment: the current patient's paid outpatient fees. */
export function FeeListRoute() {
  return (
    <PatientPageRoute
      render={(p) => (
        <FeeList hosId={p.hosId} patientId={p.patient.patientId} timeZone={p.timeZone} />
      )}
    />
  );
}

export { FeeListRoute as Component };
