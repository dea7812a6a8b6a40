import type { HosId } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import {
  DictionarySelect,
  DictionaryWarning,
} from '../../../components/query-list/dictionary-select.tsx';
import { QueryRangePicker } from '../../../components/query-range/query-range-picker.tsx';
import type { DayRange } from '../../../lib/query-range.ts';
import type { PrescriptionListParams } from '../utils/prescription-params.ts';

/** The hospital's prescription statuses. */
const STATUSES = 'prescription_status';

interface PrescriptionFiltersProps {
  hosId: HosId;
  value: PrescriptionListParams;
  /** The hospital's calendar day: quick ranges end on it and later days cannot be picked. */
  today: string;
  onStatus: (status: string) => void;
  onRange: (range: DayRange) => void;
}

/** The status from the hospital's prescription_status dictionary ('all statuses' first) and the date range. */
export function PrescriptionFilters({
  hosId,
  value,
  today,
  onStatus,
  onRange,
}: PrescriptionFiltersProps) {
  const { t } = useTranslation();
  return (
    <div className="medicine-filters" data-testid="prescription-filters">
      <DictionarySelect
        hosId={hosId}
        code={STATUSES}
        value={value.status}
        onChange={onStatus}
        allLabel={t('ui.allPrescriptionStatuses')}
        ariaLabel={t('ui.prescriptionStatus')}
        className="medicine-filters__select"
        testId="prescription-status-filter"
      />
      <DictionaryWarning
        hosId={hosId}
        code={STATUSES}
        className="medicine-filters__warning"
        testId="prescription-statuses-error"
      />
      <QueryRangePicker
        value={value}
        today={today}
        testId="prescription-range"
        onChange={onRange}
      />
    </div>
  );
}
