import { PrescriptionDetailView } from '../../features/prescriptions/components/prescription-detail.tsx';
import { PRESCRIPTION_LIST_PATH } from '../../features/prescriptions/utils/prescription-paths.ts';
import { DetailPageRoute } from '../components/query-routes.tsx';

/** /query/prescription/detail?prescriptionId=. */
export function PrescriptionDetailRoute() {
  return (
    <DetailPageRoute
      param="prescriptionId"
      listPath={PRESCRIPTION_LIST_PATH}
      errorTestId="prescription-error"
      render={(p) => (
        <PrescriptionDetailView
          hosId={p.hosId}
          prescriptionId={p.id}
          timeZone={p.timeZone}
          hospitalName={p.hospitalName}
          backTo={p.backTo}
        />
      )}
    />
  );
}

export { PrescriptionDetailRoute as Component };
