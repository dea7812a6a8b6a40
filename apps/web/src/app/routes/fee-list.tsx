import type { HosId } from '@portal/shared';
import { FeeList } from '../../features/fees/components/fee-list.tsx';
import { PatientPageRoute } from '../components/query-routes.tsx';
import { useQueryLimits } from '../use-query-limits.ts';

/** /query/payment: the current patient's paid outpatient fees. */
export function FeeListRoute() {
  return (
    <PatientPageRoute
      render={(p) => (
        <FeeListPage hosId={p.hosId} patientId={p.patient.patientId} timeZone={p.timeZone} />
      )}
    />
  );
}

/** The list within the hospital's period (paymentQueryDays). */
function FeeListPage(props: { hosId: HosId; patientId: string; timeZone: string }) {
  return <FeeList {...props} lookBackDays={useQueryLimits(props.hosId).paymentQueryDays} />;
}

export { FeeListRoute as Component };
