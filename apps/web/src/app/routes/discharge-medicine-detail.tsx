import { DischargeDetailView } from '../../features/discharge-medicine/components/discharge-detail.tsx';
import { DISCHARGE_LIST_PATH } from '../../features/discharge-medicine/utils/discharge-paths.ts';
import { DetailPageRoute } from '../components/query-routes.tsx';

/** /query/discharge-medicine/detail?stayId=. */
export function DischargeDetailRoute() {
  return (
    <DetailPageRoute
      param="stayId"
      listPath={DISCHARGE_LIST_PATH}
      errorTestId="discharge-error"
      render={(p) => (
        <DischargeDetailView
          hosId={p.hosId}
          stayId={p.id}
          timeZone={p.timeZone}
          hospitalName={p.hospitalName}
          backTo={p.backTo}
        />
      )}
    />
  );
}

export { DischargeDetailRoute as Component };
