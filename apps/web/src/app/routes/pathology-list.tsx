import { PathologyList } from '../../features/pathology/components/pathology-list.tsx';
import { PatientPageRoute } from '../components/query-routes.tsx';

/** /query/pathology: the current patient's pathology results. */
export function PathologyListRoute() {
  return (
    <PatientPageRoute
      render={(p) => (
        <PathologyList hosId={p.hosId} patientId={p.patient.patientId} timeZone={p.timeZone} />
      )}
    />
  );
}

export { PathologyListRoute as Component };
