import type { TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DischargeSummary } from '@portal/shared';
import { deptAndDoctorColumns, QueryTable } from '../../../components/query-list/query-table.tsx';
import { dischargeDetailPath } from '../utils/discharge-paths.ts';

interface DischargeTableProps {
  discharges: DischargeSummary[];
  pagination: TableProps<DischargeSummary>['pagination'];
  loading?: boolean;
}

/** Stays with discharge and admission days, diagnosis, department, doctor and how many medicines; a row opens its detail. */
export function DischargeTable({ discharges, pagination, loading }: DischargeTableProps) {
  const { t } = useTranslation();
  return (
    <QueryTable<DischargeSummary>
      testIds={{ table: 'discharges', row: 'discharge' }}
      className="medicine-list__table"
      rowClassName="medicine-list__row"
      rowKey="stayId"
      rows={discharges}
      loading={loading}
      pagination={pagination}
      detailPath={dischargeDetailPath}
      columns={(detailLink) => [
        {
          key: 'discharged',
          title: t('ui.dischargedOn'),
          className: 'medicine-list__nowrap',
          render: (_, d) => detailLink(d, d.dischargedOn),
        },
        {
          key: 'admitted',
          title: t('ui.admittedOn'),
          dataIndex: 'admittedOn',
          className: 'medicine-list__nowrap',
        },
        {
          key: 'diagnosis',
          title: t('ui.dischargeDiagnosis'),
          render: (_, d) => (
            <span data-testid="discharge-diagnosis">
              {d.dischargeDiagnosis || '—'}
              <span className="medicine-list__count">
                {t('ui.medicineCount', { count: d.medicineCount })}
              </span>
            </span>
          ),
        },
        ...deptAndDoctorColumns(t, 'medicine-list__nowrap'),
      ]}
    />
  );
}
