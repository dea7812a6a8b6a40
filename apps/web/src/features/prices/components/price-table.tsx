import { type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PriceItem } from '@portal/shared';
import { formatFen } from '../../../lib/money.ts';
import { priceDetailPath } from '../utils/price-paths.ts';
import { InsuranceClassTag } from './insurance-class-tag.tsx';
import { QueryTable } from '../../../components/query-list/query-table.tsx';

interface PriceTableProps {
  items: PriceItem[];
  pagination: TableProps<PriceItem>['pagination'];
  loading?: boolean;
}

/** Catalogue items with name, specification, unit price, insurance class and maker; a row opens its detail. */
export function PriceTable({ items, pagination, loading }: PriceTableProps) {
  const { t } = useTranslation();
  return (
    <QueryTable<PriceItem>
      testIds={{ table: 'prices', row: 'price' }}
      rowClassName="price-list__row"
      rowKey="code"
      rows={items}
      loading={loading}
      pagination={pagination}
      detailPath={priceDetailPath}
      columns={(detailLink) => [
        {
          key: 'name',
          title: t('ui.priceItemName'),
          render: (_, r) => (
            <span className="price-list__name">
              {detailLink(r, r.name)}
              {r.nameEn ? <span className="price-list__name-en">{r.nameEn}</span> : null}
            </span>
          ),
        },
        { key: 'spec', title: t('ui.specification'), render: (_, r) => r.specification || '—' },
        {
          key: 'category',
          title: t('ui.priceCategory'),
          dataIndex: 'categoryName',
          className: 'price-list__nowrap',
        },
        {
          key: 'price',
          title: t('ui.unitPrice'),
          align: 'right',
          className: 'price-list__nowrap',
          render: (_, r) => (
            <span className="price-list__price" data-testid="price-amount">
              {formatFen(r.price)}
              <span className="price-list__unit">
                {' '}
                / {t(`ui.priceUnit.${r.unit}`, { defaultValue: r.unit })}
              </span>
            </span>
          ),
        },
        {
          key: 'insurance',
          title: t('ui.insuranceClass'),
          className: 'price-list__nowrap',
          render: (_, r) => <InsuranceClassTag value={r.insuranceClass} />,
        },
        { key: 'maker', title: t('ui.manufacturer'), render: (_, r) => r.manufacturer || '—' },
      ]}
    />
  );
}
