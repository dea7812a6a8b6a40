import '../fees.css';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { hospitalToday } from '@portal/shared';
import { QueryListBody } from '../../../components/query-list/query-list-body.tsx';
import { QueryRangePicker } from '../../../components/query-range/query-range-picker.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { rangeProblem } from '../../../lib/query-range.ts';
import { useFirstPageForPatient } from '../../../lib/use-first-page-for-patient.ts';
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
 * /query/payment: the patient's paid outpatient fees, filtered by payment type (the hospital's
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

  useFirstPageForPatient(patientId);

  const options = [
    { value: ALL, label: t('ui.allPaymentTypes') },
    ...(types.data ?? []).map((d) => ({ value: d.value, label: d.label })),
  ];

  const body = (
    <QueryListBody
      testIds={{ one: 'fee', many: 'fees' }}
      problem={problem}
      list={fees}
      page={filter.page}
      timeZone={timeZone}
      emptyText={t('ui.noFeesInRange')}
      totalText={(total) => t('ui.feeTotal', { count: total })}
      onPage={(page) =>
        setParams(withFeeParams(params, { page: page === 1 ? null : String(page) }), {
          replace: true,
        })
      }
    >
      {({ items, loading, pagination }) => (
        <FeeTable fees={items} timeZone={timeZone} loading={loading} pagination={pagination} />
      )}
    </QueryListBody>
  );

  return (
    <div className="fee-list">
      <div className="fee-filters" data-testid="fee-filters">
        <Select
          className="fee-filters__type"
          data-testid="fee-type"
          aria-label={t('ui.paymentType')}
          loading={types.isPending}
          value={options.some((o) => o.value === filter.paymentType) ? filter.paymentType : ALL}
          onChange={(type: string) =>
            setParams(withFeeParams(params, { page: null, type: type || null }), { replace: true })
          }
          options={options}
        />
        <QueryRangePicker
          value={filter}
          today={today}
          testId="fee-range"
          onChange={(range) =>
            setParams(withFeeParams(params, { page: null, from: range.from, to: range.to }), {
              replace: true,
            })
          }
        />
        {types.isError ? <span data-testid="fee-types-error">{errorText(types.error)}</span> : null}
      </div>
      {body}
    </div>
  );
}
