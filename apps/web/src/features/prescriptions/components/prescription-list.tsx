import '../../../components/medicine-sheet/medicine-sheet.css';
import { Alert, Empty } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { hospitalToday, QUERY_PAGE_SIZE } from '@portal/shared';
import { errorText } from '../../../lib/error-text.ts';
import { rangeProblem } from '../../../lib/query-range.ts';
import { usePrescriptions } from '../api/get-prescriptions.ts';
import { readPrescriptionParams, withPrescriptionParams } from '../utils/prescription-params.ts';
import { PrescriptionFilters, type PrescriptionFilterChange } from './prescription-filters.tsx';
import { PrescriptionTable } from './prescription-table.tsx';

interface PrescriptionListProps {
  hosId: string;
  /** The current patient, chosen above the page. */
  patientId: string;
  timeZone: string;
}

/**
 * /query/prescription (issue 12): the patient's outpatient prescriptions, filtered by status and date range (the last
 * 3 months by default) and paged by the server (SPEC §9: 10). The filters live in the URL so back and reload keep them.
 */
export function PrescriptionList({ hosId, patientId, timeZone }: PrescriptionListProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const today = hospitalToday(new Date(), timeZone);
  const filter = readPrescriptionParams(params, today);
  const problem = rangeProblem(filter, today);
  const list = usePrescriptions(hosId, { patientId, ...filter }, problem === null);

  // Another patient's prescriptions start again at page 1 (their list may be shorter); the other filters stay.
  const listedFor = useRef(patientId);
  useEffect(() => {
    if (listedFor.current === patientId) return;
    listedFor.current = patientId;
    setParams((p) => withPrescriptionParams(p, { page: null }), { replace: true });
  }, [patientId, setParams]);

  const onFilter = (change: PrescriptionFilterChange) => {
    // Any new filter starts at page 1.
    setParams(withPrescriptionParams(params, {
      page: null,
      ...(change.status !== undefined ? { status: change.status || null } : {}),
      ...(change.range ? { from: change.range.from, to: change.range.to } : {}),
    }), { replace: true });
  };

  let body;
  if (problem) {
    body = <Alert type="error" showIcon className="medicine-list__alert" data-testid="prescription-range-error" title={t(problem.messageKey, problem.params)} />;
  } else if (list.isError) {
    body = <Empty className="page-empty" description={<span data-testid="prescriptions-error">{errorText(list.error, timeZone)}</span>} />;
  } else if (list.data && list.data.items.length === 0 && filter.page === 1) {
    body = <Empty className="page-empty" description={<span data-testid="prescriptions-empty">{t('ui.noPrescriptionsInRange')}</span>} />;
  } else {
    body = (
      <PrescriptionTable
        prescriptions={list.data?.items ?? []}
        timeZone={timeZone}
        loading={list.isFetching}
        pagination={{
          current: filter.page,
          pageSize: list.data?.pageSize ?? QUERY_PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (total) => <span data-testid="prescriptions-total">{t('ui.prescriptionTotal', { count: total })}</span>,
          onChange: (page) => setParams(withPrescriptionParams(params, { page: page === 1 ? null : String(page) }), { replace: true }),
        }}
      />
    );
  }

  return (
    <div className="medicine-list">
      <PrescriptionFilters hosId={hosId} value={filter} today={today} onChange={onFilter} />
      {body}
    </div>
  );
}
