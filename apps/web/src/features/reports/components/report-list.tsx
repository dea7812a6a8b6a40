import '../reports.css';
import { Alert, Empty } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { hospitalToday, QUERY_PAGE_SIZE } from '@portal/shared';
import { errorText } from '../../../lib/error-text.ts';
import { useReports } from '../api/get-reports.ts';
import { readReportParams, withParams } from '../utils/report-params.ts';
import { rangeProblem } from '../../../lib/query-range.ts';
import { ReportFilters, type ReportFilterChange } from './report-filters.tsx';
import { ReportTable } from './report-table.tsx';

interface ReportListProps {
  hosId: string;
  /** The patient whose reports are listed (the current patient, chosen above the page). */
  patientId: string;
  timeZone: string;
}

/**
 * /query/report (issue 12): the patient's reports, filtered by source, type and date range (the last 3 months by
 * default) and paged by the server (SPEC §9: 10). The filters live in the URL so back and reload keep them.
 */
export function ReportList({ hosId, patientId, timeZone }: ReportListProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const today = hospitalToday(new Date(), timeZone);
  const filter = readReportParams(params, today);
  const problem = rangeProblem(filter, today);
  const reports = useReports(hosId, { patientId, ...filter }, problem === null);

  // Another patient's reports start again at page 1 (their list may be shorter); the other filters stay.
  const listedFor = useRef(patientId);
  useEffect(() => {
    if (listedFor.current === patientId) return;
    listedFor.current = patientId;
    setParams((p) => withParams(p, { page: null }), { replace: true });
  }, [patientId, setParams]);

  const onFilter = (change: ReportFilterChange) => {
    // Any new filter starts at page 1; another source has its own types.
    const next = withParams(params, {
      page: null,
      ...(change.source ? { source: change.source === 'out' ? null : change.source, type: null } : {}),
      ...(change.reportType !== undefined ? { type: change.reportType || null } : {}),
      ...(change.range ? { from: change.range.from, to: change.range.to } : {}),
    });
    setParams(next, { replace: true });
  };

  let body;
  if (problem) {
    body = <Alert type="error" showIcon className="report-list__alert" data-testid="report-range-error" title={t(problem.messageKey, problem.params)} />;
  } else if (reports.isError) {
    body = <Empty className="page-empty" description={<span data-testid="reports-error">{errorText(reports.error, timeZone)}</span>} />;
  } else if (reports.data && reports.data.items.length === 0 && filter.page === 1) {
    body = <Empty className="page-empty" description={<span data-testid="reports-empty">{t('ui.noReportsInRange')}</span>} />;
  } else {
    body = (
      <ReportTable
        reports={reports.data?.items ?? []}
        timeZone={timeZone}
        loading={reports.isFetching}
        pagination={{
          current: filter.page,
          pageSize: reports.data?.pageSize ?? QUERY_PAGE_SIZE,
          total: reports.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (total) => <span data-testid="reports-total">{t('ui.reportTotal', { count: total })}</span>,
          onChange: (page) => setParams(withParams(params, { page: page === 1 ? null : String(page) }), { replace: true }),
        }}
      />
    );
  }

  return (
    <div className="report-list">
      <ReportFilters hosId={hosId} value={filter} today={today} onChange={onFilter} />
      {body}
    </div>
  );
}
