import { DailyBill } from '../../features/daily-bill/components/daily-bill.tsx';
import { useHospital } from '../../features/hospitals/api/get-hospital.ts';
import { CurrentPatientScope } from '../../features/patients/components/patient-select.tsx';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

function DailyBillBody({ hosId }: { hosId: string }) {
  const timeZone = useHospitalTimeZone(hosId);
  const hospital = useHospital(hosId);
  return (
    <CurrentPatientScope hosId={hosId}>
      {(patient) => (
        <DailyBill
          hosId={hosId}
          patientId={patient.patientId}
          timeZone={timeZone}
          hospitalName={hospital.data?.hosName}
        />
      )}
    </CurrentPatientScope>
  );
}

/** /query/payment-day: the current patient's inpatient daily bill. */
export function DailyBillRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  return <RoutePage>{hosId ? <DailyBillBody key={hosId} hosId={hosId} /> : null}</RoutePage>;
}

export { DailyBillRoute as Component };
