import { DischargeList } from '../../features/discharge-medicine/components/discharge-list.tsx';
import { PatientPageRoute } from '../components/query-routes.tsx';

/** /query/discharge-medicine: the medicines the current patient took home from hospital stays. */
export function DischargeListRoute() {
  return (
    <PatientPageRoute
      render={(p) => (
        <DischargeList hosId={p.hosId} patientId={p.patient.patientId} timeZone={p.timeZone} />
      )}
    />
  );
}

export { DischargeListRoute as Component };
