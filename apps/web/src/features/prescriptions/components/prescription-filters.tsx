import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryRangePicker } from '../../../components/query-range/query-range-picker.tsx';
import { errorText } from '../../../lib/error-text.ts';
import type { DayRange } from '../../../lib/query-range.ts';
import { usePrescriptionStatuses } from '../api/get-prescription-statuses.ts';
import type { PrescriptionListParams } from '../utils/prescription-params.ts';

const ALL = '';

export interface PrescriptionFilterChange {
  status?: string;
  range?: DayRange;
}

interface PrescriptionFiltersProps {
  hosId: string;
  value: PrescriptionListParams;
  /** The hospital's calendar day: quick ranges end on it and later days cannot be picked. */
  today: string;
  onChange: (change: PrescriptionFilterChange) => void;
}

/** The status from the hospital's prescription_status dictionary ('all statuses' first) and the date range. */
export function PrescriptionFilters({ hosId, value, today, onChange }: PrescriptionFiltersProps) {
  const { t } = useTranslation();
  const statuses = usePrescriptionStatuses(hosId);
  const options = [
    { value: ALL, label: t('ui.allPrescriptionStatuses') },
    ...(statuses.data ?? []).map((d) => ({ value: d.value, label: d.label })),
  ];
  return (
    <div className="medicine-filters" data-testid="prescription-filters">
      <Select
        className="medicine-filters__select"
        data-testid="prescription-status-filter"
        aria-label={t('ui.prescriptionStatus')}
        loading={statuses.isPending}
        // A status from an old link that this hospital does not list shows as 'all' until the list says otherwise.
        value={options.some((o) => o.value === value.status) ? value.status : ALL}
        onChange={(status: string) => onChange({ status })}
        options={options}
      />
      {statuses.isError ? (
        <span className="medicine-filters__warning" data-testid="prescription-statuses-error">
          {errorText(statuses.error)}
        </span>
      ) : null}
      <QueryRangePicker
        value={value}
        today={today}
        testId="prescription-range"
        onChange={(range) => onChange({ range })}
      />
    </div>
  );
}
