import { FeeDetailView } from '../../features/fees/components/fee-detail.tsx';
import { FEE_LIST_PATH } from '../../features/fees/utils/fee-params.ts';
import { DetailPageRoute } from '../components/query-routes.tsx';

/** /query/payment/detail?feeId=. */
export function FeeDetailRoute() {
  return (
    <DetailPageRoute
      param="feeId"
      listPath={FEE_LIST_PATH}
      errorTestId="fee-error"
      render={(p) => (
        <FeeDetailView
          hosId={p.hosId}
          feeId={p.id}
          timeZone={p.timeZone}
          hospitalName={p.hospitalName}
          backTo={p.backTo}
        />
      )}
    />
  );
}

export { FeeDetailRoute as Component };
