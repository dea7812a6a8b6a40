import { Tag, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language, ReportSummary } from '@portal/shared';
import { formatDateTime } from '../../../lib/date-time.ts';
import { reportDetailPath } from '../utils/report-paths.ts';
import { deptAndDoctorColumns, QueryTable } from '../../../components/query-list/query-table.tsx';

interface ReportTableProps {
  reports: ReportSummary[];
  timeZone: string;
  pagination: TableProps<ReportSummary>['pagination'];
  loading?: boolean;
}

/** A lab report's count of items outside their range; nothing for an exam report (it has no measured items). */
function AbnormalBadge({ report }: { report: ReportSummary }) {
  const { t } = useTranslation();
  if (report.kind !== 'lab') return null;
  if (report.abnormalCount === 0)
    return (
      <span className="report-list__normal" data-testid="report-all-normal">
        {t('ui.allNormal')}
      </span>
    );
  return (
    <Tag color="error" data-testid="report-abnormal">
      {t('ui.abnormalCount', { count: report.abnormalCount })}
    </Tag>
  );
}

/** Reports with title, type, department, doctor and issued time (hospital zone); a row opens its detail. */
export function ReportTable({ reports, timeZone, pagination, loading }: ReportTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <QueryTable<ReportSummary>
      testIds={{ table: 'reports', row: 'report' }}
      className="report-list__table"
      rowClassName="report-list__row"
      rowKey="reportId"
      rows={reports}
      loading={loading}
      pagination={pagination}
      detailPath={reportDetailPath}
      columns={(detailLink) => [
        {
          key: 'title',
          title: t('ui.reportName'),
          render: (_, r) => (
            <span className="report-list__title">
              {detailLink(r, r.title)}
              <AbnormalBadge report={r} />
            </span>
          ),
        },
        {
          key: 'type',
          title: t('ui.reportType'),
          render: (_, r) => <span data-testid="report-type-name">{r.reportTypeName}</span>,
        },
        // Names and times read badly broken over two lines; the title and type columns take the squeeze instead.
        ...deptAndDoctorColumns(t, 'report-list__nowrap'),
        {
          key: 'issued',
          className: 'report-list__nowrap',
          title: t('ui.reportedAt'),
          render: (_, r) => (
            <span data-testid="report-time">
              {formatDateTime(r.reportedAt, timeZone, i18n.language as Language)}
            </span>
          ),
        },
      ]}
    />
  );
}
