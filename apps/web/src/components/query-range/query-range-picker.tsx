import { DatePicker, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { earliestDay } from '@portal/shared';
import {
  matchingQuickRange,
  quickRange,
  quickRangesWithin,
  type DayRange,
  type QuickRangeKey,
} from '../../lib/query-range.ts';

const DAY = 'YYYY-MM-DD';

interface QueryRangePickerProps {
  value: DayRange;
  /** The hospital's calendar day: quick ranges end on it and later days cannot be picked. */
  today: string;
  onChange: (range: DayRange) => void;
  /** Prefix of the test ids: `${testId}` on the picker, `${testId}-1m` … on the quick ranges. */
  testId?: string;
  /** The hospital's limit in days (config reportQueryDays, paymentQueryDays): nothing earlier can be chosen. */
  lookBackDays?: number;
}

/**
 * The date range of every /query/* page — quick ranges (last month, 3 months, 6 months, a year; the one the
 * dates match shows as chosen) beside a range picker that cannot reach past today, nor before the hospital's limit
 * where the query has one (only the quick ranges inside it are offered).
 */
export function QueryRangePicker({
  value,
  today,
  onChange,
  testId = 'query-range',
  lookBackDays,
}: QueryRangePickerProps) {
  const earliest = lookBackDays === undefined ? null : earliestDay(today, lookBackDays);
  const { t } = useTranslation();
  const onPicked = (range: [Dayjs | null, Dayjs | null] | null) => {
    if (range?.[0] && range[1]) onChange({ from: range[0].format(DAY), to: range[1].format(DAY) });
  };
  return (
    <>
      <Radio.Group
        optionType="button"
        size="middle"
        aria-label={t('ui.quickRanges')}
        value={matchingQuickRange(value, today)}
        onChange={(e) => onChange(quickRange(e.target.value as QuickRangeKey, today))}
        options={quickRangesWithin(today, lookBackDays).map((r) => ({
          value: r.key,
          label: <span data-testid={`${testId}-${r.key}`}>{t(r.labelKey)}</span>,
        }))}
      />
      <DatePicker.RangePicker
        data-testid={testId}
        aria-label={t('ui.dateRange')}
        allowClear={false}
        value={[dayjs(value.from), dayjs(value.to)]}
        disabledDate={(d) =>
          d.format(DAY) > today || (earliest !== null && d.format(DAY) < earliest)
        }
        onChange={onPicked}
      />
    </>
  );
}
