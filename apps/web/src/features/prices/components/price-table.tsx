import { Table, type TableProps } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { PriceItem } from '@portal/shared';
import { formatFen } from '../../../lib/money.ts';
import { priceDetailPath, type FromPriceListState } from '../utils/price-paths.ts';
import { InsuranceClassTag } from './insurance-class-tag.tsx';

interface PriceTableProps {
  items: PriceItem[];
  pagination: TableProps<PriceItem>['pagination'];
  loading?: boolean;
}

/** Catalogue items with name, specification, unit price, insurance class and maker; a row opens its detail. */
export function PriceTable({ items, pagination, loading }: PriceTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state: FromPriceListState = { listSearch: useLocation().search };
  return (
    <Table<PriceItem>
      data-testid="prices"
      rowKey="code"
      size="middle"
      loading={loading}
      pagination={pagination}
      dataSource={items}
      onRow={(r) =>
        ({
          'data-testid': `price-${r.code}`,
          className: 'price-list__row',
          onClick: () => void navigate(priceDetailPath(r.code), { state }),
        }) as HTMLAttributes<HTMLElement>
      }
      columns={[
        {
          key: 'name',
          title: t('ui.priceItemName'),
          render: (_, r) => (
            <span className="price-list__name">
              <Link
                to={priceDetailPath(r.code)}
                state={state}
                data-testid="price-link"
                onClick={(e) => e.stopPropagation()}
              >
                {r.name}
              </Link>
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
