import { PriceDetailView } from '../../features/prices/components/price-detail.tsx';
import { PRICE_LIST_PATH } from '../../features/prices/utils/price-paths.ts';
import { DetailPageRoute } from '../components/query-routes.tsx';

/** /query/price/detail?code=. */
export function PriceDetailRoute() {
  return (
    <DetailPageRoute
      param="code"
      listPath={PRICE_LIST_PATH}
      errorTestId="price-error"
      render={(p) => <PriceDetailView hosId={p.hosId} code={p.id} backTo={p.backTo} />}
    />
  );
}

export { PriceDetailRoute as Component };
