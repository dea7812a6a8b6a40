import type { TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language, PrescriptionSummary } from '@portal/shared';
import { deptAndDoctorColumns, QueryTable } from '../../../components/query-list/query-table.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { formatFen } from '../../../lib/money.ts';
import { prescriptionDetailPath } from '../utils/prescription-paths.ts';
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
  return (
    <QueryTable<PrescriptionSummary>
      testIds={{ table: 'prescriptions', row: 'prescription' }}
      className="medicine-list__table"
      rowClassName="medicine-list__row"
      rowKey="prescriptionId"
      rows={prescriptions}
      loading={loading}
      pagination={pagination}
      scroll
      detailPath={prescriptionDetailPath}
      columns={(detailLink) => [
        {
          key: 'issued',
          title: t('ui.issuedAt'),
          className: 'medicine-list__nowrap',
          render: (_, p) =>
            detailLink(p, formatDateTime(p.issuedAt, timeZone, i18n.language as Language)),
        },
        {
          key: 'diagnosis',
          title: t('ui.diagnosis'),
          render: (_, p) => <span data-testid="prescription-diagnosis">{p.diagnosis || '—'}</span>,
        },
        ...deptAndDoctorColumns(t, 'medicine-list__nowrap'),
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
