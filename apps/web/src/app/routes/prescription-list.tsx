import { PrescriptionList } from '../../features/prescriptions/components/prescription-list.tsx';
import { PatientPageRoute } from '../components/query-routes.tsx';

/** /query/prescription: the current patient's outpatient prescriptions. */
export function PrescriptionListRoute() {
  return (
    <PatientPageRoute
      render={(p) => (
        <PrescriptionList hosId={p.hosId} patientId={p.patient.patientId} timeZone={p.timeZone} />
      )}
    />
  );
}

export { PrescriptionListRoute as Component };
