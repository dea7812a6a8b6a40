import { Table, type TableProps } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, RechargeRecord } from '@portal/shared';
import { formatDateTime } from '../../../lib/date-time.ts';
import { formatFen } from '../../../lib/money.ts';
import { RechargeStateTag } from './recharge-labels.tsx';

interface RechargeRecordTableProps {
  records: RechargeRecord[];
  timeZone: string;
  /** The table's own paging (the record page); none on the home page's latest few. */
  pagination?: TableProps<RechargeRecord>['pagination'];
  loading?: boolean;
}

/** Top-ups with their state, amount, patient, masked card, time (hospital zone) and the balance right after. */
export function RechargeRecordTable({
  records,
  timeZone,
  pagination = false,
  loading,
}: RechargeRecordTableProps) {
  const { t, i18n } = useTranslation();
  const when = (iso: string) => formatDateTime(iso, timeZone, i18n.language as Language);
  return (
    <Table<RechargeRecord>
      data-testid="recharge-records"
      rowKey="outTradeNo"
      size="middle"
      loading={loading}
      pagination={pagination}
      dataSource={records}
      onRow={(r) =>
        ({ 'data-testid': `recharge-record-${r.outTradeNo}` }) as HTMLAttributes<HTMLElement>
      }
      columns={[
        {
          key: 'time',
          title: t('ui.rechargeTime'),
          render: (_, r) => (
            <>
              <span data-testid="recharge-record-time">{when(r.paidAt ?? r.createdAt)}</span>
              <span className="recharge-records__serial">{r.outTradeNo}</span>
            </>
          ),
        },
        { key: 'patient', title: t('ui.patient'), dataIndex: 'patientName' },
        { key: 'card', title: t('ui.cardNo'), dataIndex: 'cardNoMasked' },
        {
          key: 'amount',
          title: t('ui.payAmount'),
          render: (_, r) => (
            <span className="recharge-records__amount" data-testid="recharge-record-amount">
              {formatFen(r.amount)}
            </span>
          ),
        },
        {
          key: 'state',
          title: t('ui.recordStatus'),
          render: (_, r) => <RechargeStateTag state={r.state} />,
        },
        {
          key: 'after',
          title: t('ui.balanceAfter'),
          render: (_, r) => (
            <span data-testid="recharge-record-after">
              {r.balanceAfter === null ? '—' : formatFen(r.balanceAfter)}
            </span>
          ),
        },
      ]}
    />
  );
}
