import { useHospital } from '../../features/hospitals/api/get-hospital.ts';
import { SettleForm } from '../../features/inpatient/components/settle-form.tsx';
import { InpatientRoutePage, type InpatientPageProps } from './inpatient-page.tsx';

function WithHospitalName(p: InpatientPageProps) {
  const hospital = useHospital(p.hosId);
  return <SettleForm {...p} hospitalName={hospital.data?.hosName} />;
}

/** /inpatient/settle-form: printable. */
export function SettleFormRoute() {
  return <InpatientRoutePage render={(p) => <WithHospitalName {...p} />} />;
}

export { SettleFormRoute as Component };
