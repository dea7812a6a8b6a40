import { Tag, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language, PathologySummary } from '@portal/shared';
import { formatDateTime } from '../../../lib/date-time.ts';
import { pathologyDetailPath } from '../utils/pathology-paths.ts';
import { deptAndDoctorColumns, QueryTable } from '../../../components/query-list/query-table.tsx';

interface PathologyTableProps {
  results: PathologySummary[];
  timeZone: string;
  pagination: TableProps<PathologySummary>['pagination'];
  loading?: boolean;
}

/** How the specimen was taken, in the reader's language (an unknown kind shows as the HIS wrote it). */
export function SpecimenTypeTag({ type }: { type: string }) {
  const { t } = useTranslation();
  return (
    <Tag className="pathology-type">{t(`ui.specimenType.${type}`, { defaultValue: type })}</Tag>
  );
}

/** Results with specimen, diagnosis, department, doctor and reported time (hospital zone); a row opens its detail. */
export function PathologyTable({ results, timeZone, pagination, loading }: PathologyTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <QueryTable<PathologySummary>
      testIds={{ table: 'pathology-results', row: 'pathology' }}
      rowClassName="pathology-list__row"
      rowKey="pathologyId"
      rows={results}
      loading={loading}
      pagination={pagination}
      detailPath={pathologyDetailPath}
      columns={(detailLink) => [
        {
          key: 'specimen',
          title: t('ui.specimen'),
          render: (_, r) => (
            <span className="pathology-list__specimen">
              {detailLink(r, r.specimen)}
              <SpecimenTypeTag type={r.specimenType} />
            </span>
          ),
        },
        {
          key: 'diagnosis',
          title: t('ui.pathologyDiagnosis'),
          render: (_, r) => <span data-testid="pathology-diagnosis">{r.diagnosis}</span>,
        },
        ...deptAndDoctorColumns(t, 'pathology-list__nowrap'),
        {
          key: 'reported',
          className: 'pathology-list__nowrap',
          title: t('ui.reportedAt'),
          render: (_, r) => (
            <span data-testid="pathology-time">
              {formatDateTime(r.reportedAt, timeZone, i18n.language as Language)}
            </span>
          ),
        },
      ]}
    />
  );
}
