import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FeeItem } from '@portal/shared';
import { formatFen } from '../../lib/money.ts';
import './charge-items-table.css';

interface ChargeItemsTableProps {
  items: FeeItem[];
  testId: string;
}

/**
 * The charged items of a paid fee or of one day of an inpatient stay — category, name, specification,
 * quantity with unit, unit price and amount (integer fen shown as yuan). Shared by the payment and daily-bill pages.
 */
export function ChargeItemsTable({ items, testId }: ChargeItemsTableProps) {
  const { t } = useTranslation();
  return (
    <Table<FeeItem & { seq: number }>
      className="charge-items"
      data-testid={testId}
      size="small"
      pagination={false}
      rowKey="seq"
      // Items have no id of their own: their position on the bill is their key.
      dataSource={items.map((i, seq) => ({ ...i, seq }))}
      columns={[
        {
          key: 'category',
          title: t('ui.chargeCategory'),
          render: (_, i) => t(`ui.chargeCategory_${i.category}`),
          className: 'charge-items__nowrap',
        },
        { key: 'name', title: t('ui.chargeItem'), dataIndex: 'name' },
        { key: 'spec', title: t('ui.specification'), render: (_, i) => i.spec || '—' },
        {
          key: 'quantity',
          title: t('ui.quantity'),
          align: 'right',
          className: 'charge-items__nowrap',
          render: (_, i) => `${i.quantity} ${i.unit}`,
        },
        {
          key: 'price',
          title: t('ui.unitPrice'),
          align: 'right',
          className: 'charge-items__money',
          render: (_, i) => formatFen(i.price),
        },
        {
          key: 'amount',
          title: t('ui.amount'),
          align: 'right',
          className: 'charge-items__money',
          render: (_, i) => <span data-testid="charge-amount">{formatFen(i.amount)}</span>,
        },
      ]}
    />
  );
}
