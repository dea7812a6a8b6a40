import { LeaveDischarge } from '../../features/inpatient/components/leave-discharge.tsx';
import { InpatientRoutePage } from './inpatient-page.tsx';

/** /inpatient/leave-discharge and /inpatient/payment. */
export function LeaveDischargeRoute() {
  return <InpatientRoutePage render={(p) => <LeaveDischarge {...p} />} />;
}

export { LeaveDischargeRoute as Component };
