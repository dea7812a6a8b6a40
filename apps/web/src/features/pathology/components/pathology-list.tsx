import '../pathology.css';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { hospitalToday } from '@portal/shared';
import { QueryListBody } from '../../../components/query-list/query-list-body.tsx';
import { QueryRangePicker } from '../../../components/query-range/query-range-picker.tsx';
import { rangeProblem } from '../../../lib/query-range.ts';
import { useFirstPageForPatient } from '../../../lib/use-first-page-for-patient.ts';
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
 * /query/pathology: the patient's pathology results in a date range (the last 3 months by default), paged
 * by the server (10). The range and page live in the URL so back and reload keep them.
 */
export function PathologyList({ hosId, patientId, timeZone }: PathologyListProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const today = hospitalToday(new Date(), timeZone);
  const filter = readPathologyParams(params, today);
  const problem = rangeProblem(filter, today);
  const results = usePathologies(hosId, { patientId, ...filter }, problem === null);

  useFirstPageForPatient(patientId);

  const body = (
    <QueryListBody
      testIds={{ one: 'pathology', many: 'pathology' }}
      problem={problem}
      list={results}
      page={filter.page}
      timeZone={timeZone}
      emptyText={t('ui.noPathologyInRange')}
      totalText={(total) => t('ui.pathologyTotal', { count: total })}
      onPage={(page) =>
        setParams(withPathologyParams(params, { page: page === 1 ? null : String(page) }), {
          replace: true,
        })
      }
    >
      {({ items, loading, pagination }) => (
        <PathologyTable
          results={items}
          timeZone={timeZone}
          loading={loading}
          pagination={pagination}
        />
      )}
    </QueryListBody>
  );

  return (
    <div className="pathology-list">
      <div className="pathology-list__filters">
        <QueryRangePicker
          value={filter}
          today={today}
          testId="pathology-range"
          onChange={(range) =>
            setParams(withPathologyParams(params, { page: null, from: range.from, to: range.to }), {
              replace: true,
            })
          }
        />
      </div>
      {body}
    </div>
  );
}
