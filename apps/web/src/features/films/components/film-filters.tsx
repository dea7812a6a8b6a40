import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FILM_MODALITIES, type FilmModality } from '@portal/shared';
import { QueryRangePicker } from '../../../components/query-range/query-range-picker.tsx';
import type { DayRange } from '../../../lib/query-range.ts';
import type { FilmListParams } from '../utils/film-params.ts';

export interface FilmFilterChange {
  modality?: '' | FilmModality;
  range?: DayRange;
}

/** The modality (every one first) and the date range with quick ranges. */
export function FilmFilters({
  value,
  today,
  onChange,
}: {
  value: FilmListParams;
  today: string;
  onChange: (change: FilmFilterChange) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="film-filters" data-testid="film-filters">
      <Select
        className="film-filters__modality"
        data-testid="film-modality"
        aria-label={t('ui.filmModality')}
        value={value.modality}
        onChange={(modality) => onChange({ modality })}
        options={[
          { value: '', label: t('ui.filmAllModalities') },
          ...FILM_MODALITIES.map((m) => ({ value: m, label: t(`ui.filmModality.${m}`) })),
        ]}
      />
      <QueryRangePicker
        value={value}
        today={today}
        testId="film-range"
        onChange={(range) => onChange({ range })}
      />
    </div>
  );
}
