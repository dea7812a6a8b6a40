import { SelfAdmissionForm } from '../../features/inpatient/components/self-admission-form.tsx';
import { InpatientRoutePage } from './inpatient-page.tsx';

/** /inpatient/self-admission. */
export function SelfAdmissionRoute() {
  return <InpatientRoutePage render={(p) => <SelfAdmissionForm {...p} />} />;
}

export { SelfAdmissionRoute as Component };
