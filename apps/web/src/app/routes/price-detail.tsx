import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { PriceDetailView } from '../../features/prices/components/price-detail.tsx';
import { priceListPathFrom } from '../../features/prices/utils/price-paths.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';

/** /query/price/detail?code=. */
export function PriceDetailRoute() {
  const { t } = useTranslation();
  const hosId = useSessionStore((s) => s.hosId);
  const code = useSearchParams()[0].get('code') ?? '';
  const backTo = priceListPathFrom(useLocation().state);
  return (
    <RoutePage>
      {!hosId ? null : code ? (
        <PriceDetailView key={`${hosId}/${code}`} hosId={hosId} code={code} backTo={backTo} />
      ) : (
        <Empty
          className="page-empty"
          description={<span data-testid="price-error">{t('C002')}</span>}
        />
      )}
    </RoutePage>
  );
}

export { PriceDetailRoute as Component };
