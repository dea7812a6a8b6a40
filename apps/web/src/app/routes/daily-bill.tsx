import { DailyBill } from '../../features/daily-bill/components/daily-bill.tsx';
import { PatientPageRoute } from '../components/query-routes.tsx';

/** /query/payment-day: the current patient's inpatient daily bill. */
export function DailyBillRoute() {
  return (
    <PatientPageRoute
      render={(p) => (
        <DailyBill
          hosId={p.hosId}
          patientId={p.patient.patientId}
          timeZone={p.timeZone}
          hospitalName={p.hospitalName}
        />
      )}
    />
  );
}

export { DailyBillRoute as Component };
