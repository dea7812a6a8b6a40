import { DatePicker, Radio, Select, Tabs } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { useReportTypes } from '../api/get-report-types.ts';
import type { ReportListParams, ReportSource } from '../utils/report-params.ts';
import { matchingQuickRange, QUICK_RANGES, quickRange, type DayRange, type QuickRangeKey } from '../utils/report-range.ts';

const DAY = 'YYYY-MM-DD';
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

/** The report type, from the source's dictionary (SPEC §3 out_report_type / in_report_type), 'all types' first. */
function ReportTypeSelect({ hosId, source, value, onChange }: { hosId: string; source: ReportSource; value: string; onChange: (type: string) => void }) {
  const { t } = useTranslation();
  const types = useReportTypes(hosId, source);
  const options = [{ value: ALL_TYPES, label: t('ui.allReportTypes') }, ...(types.data ?? []).map((d) => ({ value: d.value, label: d.label }))];
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
 * (issue 12; the last 3 months by default). Future days cannot be picked: no report is issued there.
 */
export function ReportFilters({ hosId, value, today, onChange }: ReportFiltersProps) {
  const { t } = useTranslation();
  const quick = matchingQuickRange(value, today);
  const onPicked = (range: [Dayjs | null, Dayjs | null] | null) => {
    if (range?.[0] && range[1]) onChange({ range: { from: range[0].format(DAY), to: range[1].format(DAY) } });
  };
  return (
    <div className="report-filters" data-testid="report-filters">
      <Tabs
        className="report-filters__source"
        activeKey={value.source}
        onChange={(key) => onChange({ source: key === 'in' ? 'in' : 'out' })}
        items={[
          { key: 'out', label: <span data-testid="report-source-out">{t('ui.reportSourceOut')}</span> },
          { key: 'in', label: <span data-testid="report-source-in">{t('ui.reportSourceIn')}</span> },
        ]}
      />
      <div className="report-filters__row">
        <ReportTypeSelect hosId={hosId} source={value.source} value={value.reportType} onChange={(reportType) => onChange({ reportType })} />
        <Radio.Group
          optionType="button"
          size="middle"
          aria-label={t('ui.quickRanges')}
          value={quick}
          onChange={(e) => onChange({ range: quickRange(e.target.value as QuickRangeKey, today) })}
          options={QUICK_RANGES.map((r) => ({ value: r.key, label: <span data-testid={`report-range-${r.key}`}>{t(r.labelKey)}</span> }))}
        />
        <DatePicker.RangePicker
          data-testid="report-range"
          aria-label={t('ui.dateRange')}
          allowClear={false}
          value={[dayjs(value.from), dayjs(value.to)]}
          disabledDate={(d) => d.format(DAY) > today}
          onChange={onPicked}
        />
      </div>
    </div>
  );
}
