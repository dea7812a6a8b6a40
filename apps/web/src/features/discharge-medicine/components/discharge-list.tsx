import type { HosId } from '@portal/shared';
import '../../../components/medicine-sheet/medicine-sheet.css';
import { useTranslation } from 'react-i18next';
import { QueryListBody } from '../../../components/query-list/query-list-body.tsx';
import { QueryRangePicker } from '../../../components/query-range/query-range-picker.tsx';
import { useQueryList } from '../../../lib/query-kit/use-query-list.ts';
import { useDischarges } from '../api/discharge-queries.ts';
import { readDischargeParams } from '../utils/discharge-paths.ts';
import { DischargeTable } from './discharge-table.tsx';

interface DischargeListProps {
  hosId: HosId;
  /** The current patient, chosen above the page. */
  patientId: string;
  timeZone: string;
}

/**
 * /query/discharge-medicine: the patient's inpatient stays with the medicines given home at discharge,
 * by discharge day (the last 3 years by default), paged by the server (10); the range and page live in the URL.
 */
export function DischargeList({ hosId, patientId, timeZone }: DischargeListProps) {
  const { t } = useTranslation();
  const list = useQueryList(patientId, timeZone, readDischargeParams);
  const { filter, problem } = list;
  const discharges = useDischarges(hosId, { patientId, ...filter }, problem === null);

  return (
    <div className="medicine-list">
      <div className="medicine-filters" data-testid="discharge-filters">
        <QueryRangePicker
          value={filter}
          today={list.today}
          testId="discharge-range"
          onChange={list.setRange}
        />
      </div>
      <QueryListBody
        testIds={{ one: 'discharge', many: 'discharges' }}
        problem={problem}
        list={discharges}
        page={filter.page}
        timeZone={timeZone}
        emptyText={t('ui.noDischargesInRange')}
        totalText={(total) => t('ui.dischargeTotal', { count: total })}
        onPage={list.setPage}
      >
        {({ items, loading, pagination }) => (
          <DischargeTable discharges={items} loading={loading} pagination={pagination} />
        )}
      </QueryListBody>
    </div>
  );
}
