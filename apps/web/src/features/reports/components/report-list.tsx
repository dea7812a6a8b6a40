import type { HosId } from '@portal/shared';
import '../reports.css';
import { useTranslation } from 'react-i18next';
import { QueryListBody } from '../../../components/query-list/query-list-body.tsx';
import { useQueryList } from '../../../lib/query-kit/use-query-list.ts';
import { useReports } from '../api/report-queries.ts';
import { readReportParams, withParams } from '../utils/report-params.ts';
import { ReportFilters, type ReportFilterChange } from './report-filters.tsx';
import { ReportTable } from './report-table.tsx';

interface ReportListProps {
  hosId: HosId;
  /** The patient whose reports are listed (the current patient, chosen above the page). */
  patientId: string;
  timeZone: string;
  /** The hospital's limit of the period in days (config QUERY reportQueryDays): the furthest back the range may start. */
  lookBackDays?: number;
}

/**
 * /query/report: the patient's reports, filtered by source, type and date range (the last 3 months by
 * default) and paged by the server (10). The filters live in the URL so back and reload keep them.
 */
export function ReportList({ hosId, patientId, timeZone, lookBackDays }: ReportListProps) {
  const { t } = useTranslation();
  const list = useQueryList(patientId, timeZone, readReportParams, withParams, lookBackDays);
  const { filter, problem } = list;
  const reports = useReports(hosId, { patientId, ...filter }, problem === null);

  // Another source has its own types.
  const onFilter = (change: ReportFilterChange) =>
    list.setFilter({
      ...(change.source
        ? { source: change.source === 'out' ? null : change.source, type: null }
        : {}),
      ...(change.reportType !== undefined ? { type: change.reportType || null } : {}),
      ...(change.range ? { from: change.range.from, to: change.range.to } : {}),
    });

  return (
    <div className="report-list">
      <ReportFilters
        hosId={hosId}
        value={filter}
        today={list.today}
        lookBackDays={lookBackDays}
        onChange={onFilter}
      />
      <QueryListBody
        testIds={{ one: 'report', many: 'reports' }}
        problem={problem}
        list={reports}
        page={filter.page}
        timeZone={timeZone}
        emptyText={t('ui.noReportsInRange')}
        totalText={(total) => t('ui.reportTotal', { count: total })}
        onPage={list.setPage}
      >
        {({ items, loading, pagination }) => (
          <ReportTable
            reports={items}
            timeZone={timeZone}
            loading={loading}
            pagination={pagination}
          />
        )}
      </QueryListBody>
    </div>
  );
}
