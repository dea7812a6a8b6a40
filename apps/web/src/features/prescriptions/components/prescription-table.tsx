import { Table, type TableProps } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { Language, PrescriptionSummary } from '@portal/shared';
import { formatDateTime } from '../../../lib/date-time.ts';
import { formatFen } from '../../../lib/money.ts';
import { prescriptionDetailPath, type FromListState } from '../utils/prescription-paths.ts';
import { PrescriptionStatusTag } from './prescription-status-tag.tsx';

interface PrescriptionTableProps {
  prescriptions: PrescriptionSummary[];
  timeZone: string;
  pagination: TableProps<PrescriptionSummary>['pagination'];
  loading?: boolean;
}

/** Prescriptions with issued time (hospital zone), diagnosis, department, doctor, status and total; a row opens its detail. */
export function PrescriptionTable({
  prescriptions,
  timeZone,
  pagination,
  loading,
}: PrescriptionTableProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const state: FromListState = { listSearch: useLocation().search };
  return (
    <Table<PrescriptionSummary>
      data-testid="prescriptions"
      className="medicine-list__table"
      rowKey="prescriptionId"
      size="middle"
      loading={loading}
      pagination={pagination}
      dataSource={prescriptions}
      scroll={{ x: 'max-content' }}
      onRow={(p) =>
        ({
          'data-testid': `prescription-${p.prescriptionId}`,
          className: 'medicine-list__row',
          onClick: () => void navigate(prescriptionDetailPath(p.prescriptionId), { state }),
        }) as HTMLAttributes<HTMLElement>
      }
      columns={[
        {
          key: 'issued',
          title: t('ui.issuedAt'),
          className: 'medicine-list__nowrap',
          render: (_, p) => (
            <Link
              to={prescriptionDetailPath(p.prescriptionId)}
              state={state}
              data-testid="prescription-link"
              onClick={(e) => e.stopPropagation()}
            >
              {formatDateTime(p.issuedAt, timeZone, i18n.language as Language)}
            </Link>
          ),
        },
        {
          key: 'diagnosis',
          title: t('ui.diagnosis'),
          render: (_, p) => <span data-testid="prescription-diagnosis">{p.diagnosis || '—'}</span>,
        },
        {
          key: 'dept',
          title: t('ui.department'),
          dataIndex: 'deptName',
          className: 'medicine-list__nowrap',
        },
        {
          key: 'doctor',
          title: t('ui.doctor'),
          dataIndex: 'doctorName',
          className: 'medicine-list__nowrap',
        },
        {
          key: 'status',
          title: t('ui.prescriptionStatus'),
          render: (_, p) => <PrescriptionStatusTag status={p.status} label={p.statusName} />,
        },
        {
          key: 'total',
          title: t('ui.totalAmount'),
          align: 'right',
          className: 'medicine-list__nowrap medicine-list__money',
          render: (_, p) => (
            <span data-testid="prescription-total">{formatFen(p.totalAmount)}</span>
          ),
        },
      ]}
    />
  );
}
