import type { HosId } from '@portal/shared';
import { Empty, Skeleton } from 'antd';
import { useLocation } from 'react-router';
import { usePatients } from '../../lib/patients/get-patients.ts';
import { RechargeRecords } from '../../features/recharge/components/recharge-records.tsx';
import { clinicTypeOfPath } from '../../lib/recharge/recharge-paths.ts';
import { errorText } from '../../lib/error-text.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

function RecordBody({ hosId }: { hosId: HosId }) {
  const clinicType = clinicTypeOfPath(useLocation().pathname);
  const timeZone = useHospitalTimeZone(hosId);
  const patients = usePatients(hosId);
  if (patients.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (patients.isError)
    return <Empty className="page-empty" description={errorText(patients.error)} />;
  return (
    <RechargeRecords
      hosId={hosId}
      clinicType={clinicType}
      patients={patients.data}
      timeZone={timeZone}
    />
  );
}

/** /recharge/{out|in}/homepage/record — every top-up of that card type ('recharge record'). */
export function RechargeRecordRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  return <RoutePage>{hosId ? <RecordBody key={hosId} hosId={hosId} /> : null}</RoutePage>;
}

export { RechargeRecordRoute as Component };
