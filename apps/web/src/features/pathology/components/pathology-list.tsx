import type { HosId } from '@portal/shared';
import '../pathology.css';
import { useTranslation } from 'react-i18next';
import { QueryListBody } from '../../../components/query-list/query-list-body.tsx';
import { QueryRangePicker } from '../../../components/query-range/query-range-picker.tsx';
import { useQueryList } from '../../../lib/query-kit/use-query-list.ts';
import { usePathologies } from '../api/pathology-queries.ts';
import { readPathologyParams } from '../utils/pathology-params.ts';
import { PathologyTable } from './pathology-table.tsx';

interface PathologyListProps {
  hosId: HosId;
  /** The current patient, chosen above the page. */
  patientId: string;
  timeZone: string;
  /** The hospital's limit of the period in days (config QUERY reportQueryDays): the furthest back the range may start. */
  lookBackDays?: number;
}

/**
 * /query/pathology: the patient's pathology results in a date range (the last 3 months by default), paged
 * by the server (10). The range and page live in the URL so back and reload keep them.
 */
export function PathologyList({ hosId, patientId, timeZone, lookBackDays }: PathologyListProps) {
  const { t } = useTranslation();
  const list = useQueryList(patientId, timeZone, readPathologyParams, undefined, lookBackDays);
  const { filter, problem } = list;
  const results = usePathologies(hosId, { patientId, ...filter }, problem === null);

  return (
    <div className="pathology-list">
      <div className="pathology-list__filters">
        <QueryRangePicker
          value={filter}
          today={list.today}
          testId="pathology-range"
          lookBackDays={lookBackDays}
          onChange={list.setRange}
        />
      </div>
      <QueryListBody
        testIds={{ one: 'pathology', many: 'pathology' }}
        problem={problem}
        list={results}
        page={filter.page}
        timeZone={timeZone}
        emptyText={t('ui.noPathologyInRange')}
        totalText={(total) => t('ui.pathologyTotal', { count: total })}
        onPage={list.setPage}
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
    </div>
  );
}
