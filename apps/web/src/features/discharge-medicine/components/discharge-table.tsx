import { Table, type TableProps } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { DischargeSummary } from '@portal/shared';
import { dischargeDetailPath, type FromListState } from '../utils/discharge-paths.ts';

interface DischargeTableProps {
  discharges: DischargeSummary[];
  pagination: TableProps<DischargeSummary>['pagination'];
  loading?: boolean;
}

/** Stays with discharge and admission days, diagnosis, department, doctor and how many medicines; a row opens its detail. */
export function DischargeTable({ discharges, pagination, loading }: DischargeTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state: FromListState = { listSearch: useLocation().search };
  return (
    <Table<DischargeSummary>
      data-testid="discharges"
      className="medicine-list__table"
      rowKey="stayId"
      size="middle"
      loading={loading}
      pagination={pagination}
      dataSource={discharges}
      onRow={(d) =>
        ({
          'data-testid': `discharge-${d.stayId}`,
          className: 'medicine-list__row',
          onClick: () => void navigate(dischargeDetailPath(d.stayId), { state }),
        }) as HTMLAttributes<HTMLElement>
      }
      columns={[
        {
          key: 'discharged',
          title: t('ui.dischargedOn'),
          className: 'medicine-list__nowrap',
          render: (_, d) => (
            <Link
              to={dischargeDetailPath(d.stayId)}
              state={state}
              data-testid="discharge-link"
              onClick={(e) => e.stopPropagation()}
            >
              {d.dischargedOn}
            </Link>
          ),
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
      ]}
    />
  );
}
