import '../pathology.css';
import { Alert, Empty } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { hospitalToday, QUERY_PAGE_SIZE } from '@portal/shared';
import { QueryRangePicker } from '../../../components/query-range/query-range-picker.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { rangeProblem } from '../../../lib/query-range.ts';
import { usePathologies } from '../api/get-pathologies.ts';
import { readPathologyParams, withPathologyParams } from '../utils/pathology-params.ts';
import { PathologyTable } from './pathology-table.tsx';

interface PathologyListProps {
  hosId: string;
  /** The current patient, chosen above the page. */
  patientId: string;
  timeZone: string;
}

/**
 * /query/pathology (issue 12): the patient's pathology results in a date range (the last 3 months by default), paged
 * by the server (SPEC §9: 10). The range and page live in the URL so back and reload keep them.
 */
export function PathologyList({ hosId, patientId, timeZone }: PathologyListProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const today = hospitalToday(new Date(), timeZone);
  const filter = readPathologyParams(params, today);
  const problem = rangeProblem(filter, today);
  const results = usePathologies(hosId, { patientId, ...filter }, problem === null);

  // Another patient's results start again at page 1 (their list may be shorter); the range stays.
  const listedFor = useRef(patientId);
  useEffect(() => {
    if (listedFor.current === patientId) return;
    listedFor.current = patientId;
    setParams((p) => withPathologyParams(p, { page: null }), { replace: true });
  }, [patientId, setParams]);

  let body;
  if (problem) {
    body = <Alert type="error" showIcon className="pathology-list__alert" data-testid="pathology-range-error" title={t(problem.messageKey, problem.params)} />;
  } else if (results.isError) {
    body = <Empty className="page-empty" description={<span data-testid="pathology-error">{errorText(results.error, timeZone)}</span>} />;
  } else if (results.data && results.data.items.length === 0 && filter.page === 1) {
    body = <Empty className="page-empty" description={<span data-testid="pathology-empty">{t('ui.noPathologyInRange')}</span>} />;
  } else {
    body = (
      <PathologyTable
        results={results.data?.items ?? []}
        timeZone={timeZone}
        loading={results.isFetching}
        pagination={{
          current: filter.page,
          pageSize: results.data?.pageSize ?? QUERY_PAGE_SIZE,
          total: results.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (total) => <span data-testid="pathology-total">{t('ui.pathologyTotal', { count: total })}</span>,
          onChange: (page) => setParams(withPathologyParams(params, { page: page === 1 ? null : String(page) }), { replace: true }),
        }}
      />
    );
  }

  return (
    <div className="pathology-list">
      <div className="pathology-list__filters">
        <QueryRangePicker
          value={filter}
          today={today}
          testId="pathology-range"
          onChange={(range) => setParams(withPathologyParams(params, { page: null, from: range.from, to: range.to }), { replace: true })}
        />
      </div>
      {body}
    </div>
  );
}
