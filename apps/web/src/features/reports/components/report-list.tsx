import '../reports.css';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { hospitalToday } from '@portal/shared';
import { QueryListBody } from '../../../components/query-list/query-list-body.tsx';
import { useReports } from '../api/get-reports.ts';
import { readReportParams, withParams } from '../utils/report-params.ts';
import { rangeProblem } from '../../../lib/query-range.ts';
import { useFirstPageForPatient } from '../../../lib/use-first-page-for-patient.ts';
import { ReportFilters, type ReportFilterChange } from './report-filters.tsx';
import { ReportTable } from './report-table.tsx';

interface ReportListProps {
  hosId: string;
  /** The patient whose reports are listed (the current patient, chosen above the page). */
  patientId: string;
  timeZone: string;
}

/**
 * /query/report: the patient's reports, filtered by source, type and date range (the last 3 months by
 * default) and paged by the server (10). The filters live in the URL so back and reload keep them.
 */
export function ReportList({ hosId, patientId, timeZone }: ReportListProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const today = hospitalToday(new Date(), timeZone);
  const filter = readReportParams(params, today);
  const problem = rangeProblem(filter, today);
  const reports = useReports(hosId, { patientId, ...filter }, problem === null);

  useFirstPageForPatient(patientId);

  const onFilter = (change: ReportFilterChange) => {
    // Any new filter starts at page 1; another source has its own types.
    const next = withParams(params, {
      page: null,
      ...(change.source
        ? { source: change.source === 'out' ? null : change.source, type: null }
        : {}),
      ...(change.reportType !== undefined ? { type: change.reportType || null } : {}),
      ...(change.range ? { from: change.range.from, to: change.range.to } : {}),
    });
    setParams(next, { replace: true });
  };

  const body = (
    <QueryListBody
      testIds={{ one: 'report', many: 'reports' }}
      problem={problem}
      list={reports}
      page={filter.page}
      timeZone={timeZone}
      emptyText={t('ui.noReportsInRange')}
      totalText={(total) => t('ui.reportTotal', { count: total })}
      onPage={(page) =>
        setParams(withParams(params, { page: page === 1 ? null : String(page) }), { replace: true })
      }
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
  );

  return (
    <div className="report-list">
      <ReportFilters hosId={hosId} value={filter} today={today} onChange={onFilter} />
      {body}
    </div>
  );
}
