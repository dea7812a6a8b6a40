import '../../../components/medicine-sheet/medicine-sheet.css';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { hospitalToday } from '@portal/shared';
import { QueryListBody } from '../../../components/query-list/query-list-body.tsx';
import { QueryRangePicker } from '../../../components/query-range/query-range-picker.tsx';
import { rangeProblem, withSearch } from '../../../lib/query-range.ts';
import { useFirstPageForPatient } from '../../../lib/use-first-page-for-patient.ts';
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
 * /query/discharge-medicine: the patient's inpatient stays with the medicines given home at discharge,
 * by discharge day (the last 3 years by default), paged by the server (10); the range and page live in the URL.
 */
export function DischargeList({ hosId, patientId, timeZone }: DischargeListProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const today = hospitalToday(new Date(), timeZone);
  const filter = readDischargeParams(params, today);
  const problem = rangeProblem(filter, today);
  const list = useDischarges(hosId, { patientId, ...filter }, problem === null);

  useFirstPageForPatient(patientId);

  const body = (
    <QueryListBody
      testIds={{ one: 'discharge', many: 'discharges' }}
      problem={problem}
      list={list}
      page={filter.page}
      timeZone={timeZone}
      emptyText={t('ui.noDischargesInRange')}
      totalText={(total) => t('ui.dischargeTotal', { count: total })}
      onPage={(page) =>
        setParams(withSearch(params, { page: page === 1 ? null : String(page) }), { replace: true })
      }
    >
      {({ items, loading, pagination }) => (
        <DischargeTable discharges={items} loading={loading} pagination={pagination} />
      )}
    </QueryListBody>
  );

  return (
    <div className="medicine-list">
      <div className="medicine-filters" data-testid="discharge-filters">
        <QueryRangePicker
          value={filter}
          today={today}
          testId="discharge-range"
          onChange={(range) =>
            setParams(withSearch(params, { page: null, from: range.from, to: range.to }), {
              replace: true,
            })
          }
        />
      </div>
      {body}
    </div>
  );
}
