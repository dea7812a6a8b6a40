import { Table, Tag, type TableProps } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { FeeSummary, Language } from '@portal/shared';
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
  const navigate = useNavigate();
  const state = { listSearch: useLocation().search };
  return (
    <Table<FeeSummary>
      data-testid="fees"
      rowKey="feeId"
      size="middle"
      loading={loading}
      pagination={pagination}
      dataSource={fees}
      scroll={{ x: 'max-content' }}
      onRow={(f) =>
        ({
          'data-testid': `fee-${f.feeId}`,
          className: 'fee-list__row',
          onClick: () => void navigate(feeDetailPath(f.feeId), { state }),
        }) as HTMLAttributes<HTMLElement>
      }
      columns={[
        {
          key: 'paid',
          title: t('ui.paidAt'),
          className: 'fee-list__nowrap',
          render: (_, f) => (
            <Link
              to={feeDetailPath(f.feeId)}
              state={state}
              data-testid="fee-link"
              onClick={(e) => e.stopPropagation()}
            >
              {formatDateTime(f.paidAt, timeZone, i18n.language as Language)}
            </Link>
          ),
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
