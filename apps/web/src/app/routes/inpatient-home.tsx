import { InpatientHome } from '../../features/inpatient/components/inpatient-home.tsx';
import { InpatientRoutePage } from './inpatient-page.tsx';

/** /inpatient/homepage: the current patient's inpatient card and every inpatient function. */
export function InpatientHomeRoute() {
  return <InpatientRoutePage render={(p) => <InpatientHome {...p} />} />;
}

export { InpatientHomeRoute as Component };
