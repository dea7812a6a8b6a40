import { Select, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryRangePicker } from '../../../components/query-range/query-range-picker.tsx';
import { errorText } from '../../../lib/error-text.ts';
import type { DayRange } from '../../../lib/query-range.ts';
import { useReportTypes } from '../api/get-report-types.ts';
import type { ReportListParams, ReportSource } from '../utils/report-params.ts';

const ALL_TYPES = '';

export interface ReportFilterChange {
  source?: ReportSource;
  reportType?: string;
  range?: DayRange;
}

interface ReportFiltersProps {
  hosId: string;
  value: ReportListParams;
  /** The hospital's calendar day: quick ranges end on it and later days cannot be picked. */
  today: string;
  onChange: (change: ReportFilterChange) => void;
}

/** The report type, from the source's dictionary, 'all types' first. */
function ReportTypeSelect({
  hosId,
  source,
  value,
  onChange,
}: {
  hosId: string;
  source: ReportSource;
  value: string;
  onChange: (type: string) => void;
}) {
  const { t } = useTranslation();
  const types = useReportTypes(hosId, source);
  const options = [
    { value: ALL_TYPES, label: t('ui.allReportTypes') },
    ...(types.data ?? []).map((d) => ({ value: d.value, label: d.label })),
  ];
  return (
    <>
      <Select
        className="report-filters__type"
        data-testid="report-type"
        aria-label={t('ui.reportType')}
        loading={types.isPending}
        // A type from an old link that this hospital does not list shows as 'all types' until the list says otherwise.
        value={options.some((o) => o.value === value) ? value : ALL_TYPES}
        onChange={onChange}
        options={options}
      />
      {types.isError ? (
        <span className="report-filters__warning" data-testid="report-types-error">
          {errorText(types.error)}
        </span>
      ) : null}
    </>
  );
}

/**
 * The list's filters: outpatient or inpatient tabs, the source's report type, and the date range with quick ranges
 * (the last 3 months by default). Future days cannot be picked: no report is issued there.
 */
export function ReportFilters({ hosId, value, today, onChange }: ReportFiltersProps) {
  const { t } = useTranslation();
  return (
    <div className="report-filters" data-testid="report-filters">
      <Tabs
        className="report-filters__source"
        activeKey={value.source}
        onChange={(key) => onChange({ source: key === 'in' ? 'in' : 'out' })}
        items={[
          {
            key: 'out',
            label: <span data-testid="report-source-out">{t('ui.reportSourceOut')}</span>,
          },
          {
            key: 'in',
            label: <span data-testid="report-source-in">{t('ui.reportSourceIn')}</span>,
          },
        ]}
      />
      <div className="report-filters__row">
        <ReportTypeSelect
          hosId={hosId}
          source={value.source}
          value={value.reportType}
          onChange={(reportType) => onChange({ reportType })}
        />
        <QueryRangePicker
          value={value}
          today={today}
          testId="report-range"
          onChange={(range) => onChange({ range })}
        />
      </div>
    </div>
  );
}
