import { Tag, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FeeSummary, Language } from '@portal/shared';
import { QueryTable } from '../../../components/query-list/query-table.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { formatFen } from '../../../lib/money.ts';
import { feeDetailPath } from '../utils/fee-params.ts';

interface FeeTableProps {
  fees: FeeSummary[];
  timeZone: string;
  pagination: TableProps<FeeSummary>['pagination'];
  loading?: boolean;
}

/** Paid fees with time (hospital zone), payment type, department, doctor, pay mode, amount and invoice; a row opens its detail. */
export function FeeTable({ fees, timeZone, pagination, loading }: FeeTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <QueryTable<FeeSummary>
      testIds={{ table: 'fees', row: 'fee' }}
      rowClassName="fee-list__row"
      rowKey="feeId"
      rows={fees}
      loading={loading}
      pagination={pagination}
      scroll
      detailPath={feeDetailPath}
      columns={(detailLink) => [
        {
          key: 'paid',
          title: t('ui.paidAt'),
          className: 'fee-list__nowrap',
          render: (_, f) =>
            detailLink(f, formatDateTime(f.paidAt, timeZone, i18n.language as Language)),
        },
        {
          key: 'type',
          title: t('ui.paymentType'),
          render: (_, f) => (
            <span className="fee-list__nowrap">
              <span data-testid="fee-type-name">{f.paymentTypeName}</span>{' '}
              {f.refundedAt ? (
                <Tag color="warning" data-testid="fee-refunded">
                  {t('ui.feeRefunded')}
                </Tag>
              ) : null}
            </span>
          ),
        },
        // Department and doctor share a column so the invoice number fits beside the amount without scrolling.
        {
          key: 'dept',
          title: t('ui.deptAndDoctor'),
          render: (_, f) => (
            <span className="fee-list__who">
              {f.deptName}
              <small>{f.doctorName}</small>
            </span>
          ),
        },
        {
          key: 'mode',
          title: t('ui.payMode'),
          dataIndex: 'payModeName',
          className: 'fee-list__nowrap',
        },
        {
          key: 'amount',
          title: t('ui.amount'),
          align: 'right',
          className: 'fee-list__money',
          render: (_, f) => <span data-testid="fee-amount">{formatFen(f.amount)}</span>,
        },
        {
          key: 'invoice',
          title: t('ui.invoiceNo'),
          dataIndex: 'invoiceNo',
          className: 'fee-list__nowrap',
        },
      ]}
    />
  );
}
