import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PrescriptionItem } from '@portal/shared';
import { formatFen } from '../../../lib/money.ts';
import { MedicineDrug } from '../../../components/medicine-sheet/medicine-drug.tsx';

/** A quantity as dispensed: whole packs without decimals, part packs with them ('1.5'). */
const amountOf = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0$/, ''));

/** The prescription's drugs as the pharmacy reads them, with the total under the amounts. */
export function PrescriptionItems({ items, total }: { items: PrescriptionItem[]; total: number }) {
  const { t } = useTranslation();
  return (
    <Table<PrescriptionItem & { seq: number }>
      data-testid="prescription-items"
      className="medicine-items"
      // A prescription may list a drug twice (two strengths): the position is the key.
      rowKey="seq"
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={items.map((item, seq) => ({ ...item, seq }))}
      columns={[
        {
          key: 'drug',
          title: t('ui.drug'),
          render: (_, i) => <MedicineDrug testId="prescription-item-drug" drug={i} />,
        },
        {
          key: 'dose',
          title: t('ui.dose'),
          className: 'medicine-list__nowrap',
          render: (_, i) => (
            <span data-testid="prescription-item-dose">{`${i.dose} ${i.doseUnit}`}</span>
          ),
        },
        { key: 'route', title: t('ui.route'), dataIndex: 'route' },
        { key: 'frequency', title: t('ui.frequency'), dataIndex: 'frequency' },
        { key: 'days', title: t('ui.days'), align: 'right', dataIndex: 'days' },
        {
          key: 'quantity',
          title: t('ui.quantity'),
          align: 'right',
          className: 'medicine-list__nowrap',
          render: (_, i) => `${amountOf(i.quantity)} ${i.quantityUnit}`,
        },
        {
          key: 'price',
          title: t('ui.unitPrice'),
          align: 'right',
          className: 'medicine-items__money',
          render: (_, i) => formatFen(i.unitPrice),
        },
        {
          key: 'amount',
          title: t('ui.amount'),
          align: 'right',
          className: 'medicine-items__money',
          render: (_, i) => (
            <span data-testid="prescription-item-amount">{formatFen(i.amount)}</span>
          ),
        },
      ]}
      summary={() => (
        <Table.Summary.Row className="medicine-items__total">
          <Table.Summary.Cell index={0} colSpan={7} align="right">
            {t('ui.totalAmount')}
          </Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="right" className="medicine-items__money">
            <span data-testid="prescription-detail-total">{formatFen(total)}</span>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
