import type { HosId } from '@portal/shared';
import { PathologyList } from '../../features/pathology/components/pathology-list.tsx';
import { PatientPageRoute } from '../components/query-routes.tsx';
import { useQueryLimits } from '../use-query-limits.ts';

/** /query/pathology: the current patient's pathology results. */
export function PathologyListRoute() {
  return (
    <PatientPageRoute
      render={(p) => (
        <PathologyListPage hosId={p.hosId} patientId={p.patient.patientId} timeZone={p.timeZone} />
      )}
    />
  );
}

/** The list within the hospital's period (reportQueryDays). */
function PathologyListPage(props: { hosId: HosId; patientId: string; timeZone: string }) {
  return <PathologyList {...props} lookBackDays={useQueryLimits(props.hosId).reportQueryDays} />;
}

export { PathologyListRoute as Component };
