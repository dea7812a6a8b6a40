import type { HosId } from '@portal/shared';
import '../fees.css';
import { useTranslation } from 'react-i18next';
import {
  DictionarySelect,
  DictionaryWarning,
} from '../../../components/query-list/dictionary-select.tsx';
import { QueryListBody } from '../../../components/query-list/query-list-body.tsx';
import { QueryRangePicker } from '../../../components/query-range/query-range-picker.tsx';
import { useQueryList } from '../../../lib/query-kit/use-query-list.ts';
import { useFees } from '../api/fee-queries.ts';
import { readFeeParams } from '../utils/fee-params.ts';
import { FeeTable } from './fee-table.tsx';

interface FeeListProps {
  hosId: HosId;
  patientId: string;
  timeZone: string;
  /** The hospital's limit of the period in days (config QUERY paymentQueryDays): the furthest back the range may start. */
  lookBackDays?: number;
}

/** The hospital's outpatient payment types. */
const PAYMENT_TYPES = 'out_payment_type';

/**
 * /query/payment: the patient's paid outpatient fees, filtered by payment type (the hospital's
 * out_payment_type) and date range (the last 3 months by default), paged by the server. Filters live in the URL.
 */
export function FeeList({ hosId, patientId, timeZone, lookBackDays }: FeeListProps) {
  const { t } = useTranslation();
  const list = useQueryList(patientId, timeZone, readFeeParams, undefined, lookBackDays);
  const { filter, problem } = list;
  const fees = useFees(hosId, { patientId, ...filter }, problem === null);

  return (
    <div className="fee-list">
      <div className="fee-filters" data-testid="fee-filters">
        <DictionarySelect
          hosId={hosId}
          code={PAYMENT_TYPES}
          value={filter.paymentType}
          onChange={(type) => list.setFilter({ type: type || null })}
          allLabel={t('ui.allPaymentTypes')}
          ariaLabel={t('ui.paymentType')}
          className="fee-filters__type"
          testId="fee-type"
        />
        <QueryRangePicker
          value={filter}
          today={list.today}
          testId="fee-range"
          lookBackDays={lookBackDays}
          onChange={list.setRange}
        />
        <DictionaryWarning hosId={hosId} code={PAYMENT_TYPES} testId="fee-types-error" />
      </div>
      <QueryListBody
        testIds={{ one: 'fee', many: 'fees' }}
        problem={problem}
        list={fees}
        page={filter.page}
        timeZone={timeZone}
        emptyText={t('ui.noFeesInRange')}
        totalText={(total) => t('ui.feeTotal', { count: total })}
        onPage={list.setPage}
      >
        {({ items, loading, pagination }) => (
          <FeeTable fees={items} timeZone={timeZone} loading={loading} pagination={pagination} />
        )}
      </QueryListBody>
    </div>
  );
}
