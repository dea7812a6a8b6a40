import '../../../components/medicine-sheet/medicine-sheet.css';
import { Alert, Empty } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { hospitalToday, QUERY_PAGE_SIZE } from '@portal/shared';
import { QueryRangePicker } from '../../../components/query-range/query-range-picker.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { rangeProblem, withSearch } from '../../../lib/query-range.ts';
import { useDischarges } from '../api/get-discharges.ts';
import { readDischargeParams } from '../utils/discharge-paths.ts';
import { DischargeTable } from './discharge-table.tsx';

interface DischargeListProps {
  hosId: string;
  /** The current patient, chosen above the page. */
  patientId: string;
  timeZone: string;
}

/**
 * /query/discharge-medicine (issue 12): the patient's inpatient stays with the medicines given home at discharge,
 * by discharge day (the last 3 years by default), paged by the server (SPEC §9: 10); the range and page live in the URL.
 */
export function DischargeList({ hosId, patientId, timeZone }: DischargeListProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const today = hospitalToday(new Date(), timeZone);
  const filter = readDischargeParams(params, today);
  const problem = rangeProblem(filter, today);
  const list = useDischarges(hosId, { patientId, ...filter }, problem === null);

  // Another patient's stays start again at page 1; the range stays.
  const listedFor = useRef(patientId);
  useEffect(() => {
    if (listedFor.current === patientId) return;
    listedFor.current = patientId;
    setParams((p) => withSearch(p, { page: null }), { replace: true });
  }, [patientId, setParams]);

  let body;
  if (problem) {
    body = <Alert type="error" showIcon className="medicine-list__alert" data-testid="discharge-range-error" title={t(problem.messageKey, problem.params)} />;
  } else if (list.isError) {
    body = <Empty className="page-empty" description={<span data-testid="discharges-error">{errorText(list.error, timeZone)}</span>} />;
  } else if (list.data && list.data.items.length === 0 && filter.page === 1) {
    body = <Empty className="page-empty" description={<span data-testid="discharges-empty">{t('ui.noDischargesInRange')}</span>} />;
  } else {
    body = (
      <DischargeTable
        discharges={list.data?.items ?? []}
        loading={list.isFetching}
        pagination={{
          current: filter.page,
          pageSize: list.data?.pageSize ?? QUERY_PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (total) => <span data-testid="discharges-total">{t('ui.dischargeTotal', { count: total })}</span>,
          onChange: (page) => setParams(withSearch(params, { page: page === 1 ? null : String(page) }), { replace: true }),
        }}
      />
    );
  }

  return (
    <div className="medicine-list">
      <div className="medicine-filters" data-testid="discharge-filters">
        <QueryRangePicker
          value={filter}
          today={today}
          testId="discharge-range"
          onChange={(range) => setParams(withSearch(params, { page: null, from: range.from, to: range.to }), { replace: true })}
        />
      </div>
      {body}
    </div>
  );
}
