import '../../../components/medicine-sheet/medicine-sheet.css';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { hospitalToday } from '@portal/shared';
import { QueryListBody } from '../../../components/query-list/query-list-body.tsx';
import { rangeProblem } from '../../../lib/query-range.ts';
import { useFirstPageForPatient } from '../../../lib/use-first-page-for-patient.ts';
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
 * /query/prescription: the patient's outpatient prescriptions, filtered by status and date range (the last
 * 3 months by default) and paged by the server (10). The filters live in the URL so back and reload keep them.
 */
export function PrescriptionList({ hosId, patientId, timeZone }: PrescriptionListProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const today = hospitalToday(new Date(), timeZone);
  const filter = readPrescriptionParams(params, today);
  const problem = rangeProblem(filter, today);
  const list = usePrescriptions(hosId, { patientId, ...filter }, problem === null);

  useFirstPageForPatient(patientId);

  const onFilter = (change: PrescriptionFilterChange) => {
    // Any new filter starts at page 1.
    setParams(
      withPrescriptionParams(params, {
        page: null,
        ...(change.status !== undefined ? { status: change.status || null } : {}),
        ...(change.range ? { from: change.range.from, to: change.range.to } : {}),
      }),
      { replace: true },
    );
  };

  const body = (
    <QueryListBody
      testIds={{ one: 'prescription', many: 'prescriptions' }}
      problem={problem}
      list={list}
      page={filter.page}
      timeZone={timeZone}
      emptyText={t('ui.noPrescriptionsInRange')}
      totalText={(total) => t('ui.prescriptionTotal', { count: total })}
      onPage={(page) =>
        setParams(withPrescriptionParams(params, { page: page === 1 ? null : String(page) }), {
          replace: true,
        })
      }
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
  );

  return (
    <div className="medicine-list">
      <PrescriptionFilters hosId={hosId} value={filter} today={today} onChange={onFilter} />
      {body}
    </div>
  );
}
