import type { HosId } from '@portal/shared';
import '../../../components/medicine-sheet/medicine-sheet.css';
import { useTranslation } from 'react-i18next';
import { QueryListBody } from '../../../components/query-list/query-list-body.tsx';
import { useQueryList } from '../../../lib/query-kit/use-query-list.ts';
import { usePrescriptions } from '../api/prescription-queries.ts';
import { readPrescriptionParams } from '../utils/prescription-params.ts';
import { PrescriptionFilters } from './prescription-filters.tsx';
import { PrescriptionTable } from './prescription-table.tsx';

interface PrescriptionListProps {
  hosId: HosId;
  /** The current patient, chosen above the page. */
  patientId: string;
  timeZone: string;
}

/**
 * /query/prescription: the patient's outpatient prescriptions, filtered by status and date range (the last
 * 3 months by default) and paged by the server (10). The filters live in the URL so back and reload keep them.
 */
export function PrescriptionList({ hosId, patientId, timeZone }: PrescriptionListProps) {
  const { t } = useTranslation();
  const list = useQueryList(patientId, timeZone, readPrescriptionParams);
  const { filter, problem } = list;
  const prescriptions = usePrescriptions(hosId, { patientId, ...filter }, problem === null);

  return (
    <div className="medicine-list">
      <PrescriptionFilters
        hosId={hosId}
        value={filter}
        today={list.today}
        onStatus={(status) => list.setFilter({ status: status || null })}
        onRange={list.setRange}
      />
      <QueryListBody
        testIds={{ one: 'prescription', many: 'prescriptions' }}
        problem={problem}
        list={prescriptions}
        page={filter.page}
        timeZone={timeZone}
        emptyText={t('ui.noPrescriptionsInRange')}
        totalText={(total) => t('ui.prescriptionTotal', { count: total })}
        onPage={list.setPage}
      >
        {({ items, loading, pagination }) => (
          <PrescriptionTable
            prescriptions={items}
            timeZone={timeZone}
            loading={loading}
            pagination={pagination}
          />
        )}
      </QueryListBody>
    </div>
  );
}
