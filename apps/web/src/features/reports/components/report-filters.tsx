import type { HosId } from '@portal/shared';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DictionarySelect,
  DictionaryWarning,
} from '../../../components/query-list/dictionary-select.tsx';
import { QueryRangePicker } from '../../../components/query-range/query-range-picker.tsx';
import type { DayRange } from '../../../lib/query-range.ts';
import { REPORT_TYPE_DICTIONARY } from '../api/report-queries.ts';
import type { ReportListParams, ReportSource } from '../utils/report-params.ts';

export interface ReportFilterChange {
  source?: ReportSource;
  reportType?: string;
  range?: DayRange;
}

interface ReportFiltersProps {
  hosId: HosId;
  value: ReportListParams;
  /** The hospital's calendar day: quick ranges end on it and later days cannot be picked. */
  today: string;
  onChange: (change: ReportFilterChange) => void;
  /** The hospital's limit of the period in days (config QUERY reportQueryDays): the furthest back the range may start. */
  lookBackDays?: number;
}

/**
 * The list's filters: outpatient or inpatient tabs, the source's report type, and the date range with quick ranges
 * (the last 3 months by default). Future days cannot be picked: no report is issued there.
 */
export function ReportFilters({ hosId, value, today, onChange, lookBackDays }: ReportFiltersProps) {
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
        <DictionarySelect
          hosId={hosId}
          code={REPORT_TYPE_DICTIONARY[value.source]}
          value={value.reportType}
          onChange={(reportType) => onChange({ reportType })}
          allLabel={t('ui.allReportTypes')}
          ariaLabel={t('ui.reportType')}
          className="report-filters__type"
          testId="report-type"
        />
        <DictionaryWarning
          hosId={hosId}
          code={REPORT_TYPE_DICTIONARY[value.source]}
          className="report-filters__warning"
          testId="report-types-error"
        />
        <QueryRangePicker
          value={value}
          today={today}
          testId="report-range"
          lookBackDays={lookBackDays}
          onChange={(range) => onChange({ range })}
        />
      </div>
    </div>
  );
}
