import '../fees.css';
import { Alert, Empty, Select } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { hospitalToday, QUERY_PAGE_SIZE } from '@portal/shared';
import { QueryRangePicker } from '../../../components/query-range/query-range-picker.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { rangeProblem } from '../../../lib/query-range.ts';
import { useFees } from '../api/get-fees.ts';
import { usePaymentTypes } from '../api/get-payment-types.ts';
import { readFeeParams, withFeeParams } from '../utils/fee-params.ts';
import { FeeTable } from './fee-table.tsx';

interface FeeListProps {
  hosId: string;
  patientId: string;
  timeZone: string;
}

const ALL = '';

/**
 * /query/payment (issue 12): the patient's paid outpatient fees, filtered by payment type (the hospital's
 * out_payment_type) and date range (the last 3 months by default), paged by the server. Filters live in the URL.
 */
export function FeeList({ hosId, patientId, timeZone }: FeeListProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const today = hospitalToday(new Date(), timeZone);
  const filter = readFeeParams(params, today);
  const problem = rangeProblem(filter, today);
  const fees = useFees(hosId, { patientId, ...filter }, problem === null);
  const types = usePaymentTypes(hosId);

  // Another patient starts again at page 1 (their list may be shorter); the other filters stay.
  const listedFor = useRef(patientId);
  useEffect(() => {
    if (listedFor.current === patientId) return;
    listedFor.current = patientId;
    setParams((p) => withFeeParams(p, { page: null }), { replace: true });
  }, [patientId, setParams]);

  const options = [{ value: ALL, label: t('ui.allPaymentTypes') }, ...(types.data ?? []).map((d) => ({ value: d.value, label: d.label }))];

  let body;
  if (problem) {
    body = <Alert type="error" showIcon className="fee-list__alert" data-testid="fee-range-error" title={t(problem.messageKey, problem.params)} />;
  } else if (fees.isError) {
    body = <Empty className="page-empty" description={<span data-testid="fees-error">{errorText(fees.error, timeZone)}</span>} />;
  } else if (fees.data && fees.data.items.length === 0 && filter.page === 1) {
    body = <Empty className="page-empty" description={<span data-testid="fees-empty">{t('ui.noFeesInRange')}</span>} />;
  } else {
    body = (
      <FeeTable
        fees={fees.data?.items ?? []}
        timeZone={timeZone}
        loading={fees.isFetching}
        pagination={{
          current: filter.page,
          pageSize: fees.data?.pageSize ?? QUERY_PAGE_SIZE,
          total: fees.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (total) => <span data-testid="fees-total">{t('ui.feeTotal', { count: total })}</span>,
          onChange: (page) => setParams(withFeeParams(params, { page: page === 1 ? null : String(page) }), { replace: true }),
        }}
      />
    );
  }

  return (
    <div className="fee-list">
      <div className="fee-filters" data-testid="fee-filters">
        <Select
          className="fee-filters__type"
          data-testid="fee-type"
          aria-label={t('ui.paymentType')}
          loading={types.isPending}
          value={options.some((o) => o.value === filter.paymentType) ? filter.paymentType : ALL}
          onChange={(type: string) => setParams(withFeeParams(params, { page: null, type: type || null }), { replace: true })}
          options={options}
        />
        <QueryRangePicker value={filter} today={today} testId="fee-range"
          onChange={(range) => setParams(withFeeParams(params, { page: null, from: range.from, to: range.to }), { replace: true })} />
        {types.isError ? <span data-testid="fee-types-error">{errorText(types.error)}</span> : null}
      </div>
      {body}
    </div>
  );
}
