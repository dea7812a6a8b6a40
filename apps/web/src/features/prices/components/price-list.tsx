import type { HosId } from '@portal/shared';
import '../prices.css';
import { Tabs } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText } from '../../../lib/error-text.ts';
import { useDictionary } from '../../../lib/query-kit/dictionary.ts';
import { usePrices } from '../api/get-prices.ts';
import { readPriceParams, withPriceParams } from '../utils/price-params.ts';
import { QueryListBody } from '../../../components/query-list/query-list-body.tsx';
import { PriceSearchBox } from './price-search-box.tsx';
import { PriceTable } from './price-table.tsx';

const ALL = '';

/**
 * /query/price: the hospital's price catalogue — a search box for a name or pinyin initials, the
 * categories of its price_search_type dictionary as tabs, and the matches paged by the server (10). The
 * search lives in the URL so back, reload and a shared link keep it.
 */
export function PriceList({ hosId }: { hosId: HosId }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = readPriceParams(params);
  const prices = usePrices(hosId, filter);
  const categories = useDictionary(hosId, 'price_search_type');

  // A new search starts at page 1; the category stays.
  const onSearch = useCallback(
    (text: string) => setParams((p) => withPriceParams(p, { text, page: null }), { replace: true }),
    [setParams],
  );

  const tabs = [
    { key: ALL, label: <span data-testid="price-category-all">{t('ui.allPriceCategories')}</span> },
    ...(categories.data ?? []).map((c) => ({
      key: c.value,
      label: <span data-testid={`price-category-${c.value}`}>{c.label}</span>,
    })),
  ];

  const body = (
    <QueryListBody
      testIds={{ one: 'price', many: 'prices' }}
      problem={null}
      list={prices}
      page={filter.page}
      emptyText={t(filter.text ? 'ui.noPricesMatch' : 'ui.noPrices', { text: filter.text })}
      totalText={(total) => t('ui.priceTotal', { count: total })}
      onPage={(page) =>
        setParams(withPriceParams(params, { page: page === 1 ? null : String(page) }), {
          replace: true,
        })
      }
    >
      {({ items, loading, pagination }) => (
        <PriceTable items={items} loading={loading} pagination={pagination} />
      )}
    </QueryListBody>
  );

  return (
    <div className="price-list">
      <PriceSearchBox value={filter.text} onSearch={onSearch} />
      <Tabs
        className="price-list__categories"
        // A category from an old link that this hospital does not list shows as 'all' until the list says otherwise.
        activeKey={tabs.some((tab) => tab.key === filter.category) ? filter.category : ALL}
        onChange={(key) =>
          setParams(withPriceParams(params, { category: key, page: null }), { replace: true })
        }
        items={tabs}
      />
      {categories.isError ? (
        <p className="price-list__warning" data-testid="price-categories-error">
          {errorText(categories.error)}
        </p>
      ) : null}
      {body}
    </div>
  );
}
