import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Bill } from '@portal/shared';
import { formatFen } from '../../../lib/money.ts';

type BillItem = Bill['items'][number];

/** A bill's lines: name, specification, quantity, unit, unit price and amount (money in fen, shown in yuan). */
export function BillItems({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  return (
    <Table<BillItem>
      data-testid={`bill-items-${bill.billId}`}
      size="small"
      pagination={false}
      rowKey={(item) => `${item.name}/${item.spec}/${item.price}`}
      dataSource={bill.items}
      columns={[
        { key: 'name', title: t('ui.billItem'), dataIndex: 'name' },
        { key: 'spec', title: t('ui.billSpec'), render: (_, i) => i.spec || '—' },
        { key: 'quantity', title: t('ui.billQuantity'), dataIndex: 'quantity', align: 'right' },
        { key: 'unit', title: t('ui.billUnit'), dataIndex: 'unit' },
        {
          key: 'price',
          title: t('ui.billPrice'),
          render: (_, i) => formatFen(i.price),
          align: 'right',
        },
        {
          key: 'amount',
          title: t('ui.payAmount'),
          render: (_, i) => formatFen(i.amount),
          align: 'right',
        },
      ]}
    />
  );
}
