import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FILM_MODALITIES, type FilmModality } from '@portal/shared';
import { QueryRangePicker } from '../../../components/query-range/query-range-picker.tsx';
import type { DayRange } from '../../../lib/query-range.ts';
import type { FilmListParams } from '../utils/film-params.ts';

/** The modality (every one first) and the date range with quick ranges. */
export function FilmFilters({
  value,
  today,
  onModality,
  onRange,
}: {
  value: FilmListParams;
  today: string;
  onModality: (modality: '' | FilmModality) => void;
  onRange: (range: DayRange) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="film-filters" data-testid="film-filters">
      <Select
        className="film-filters__modality"
        data-testid="film-modality"
        aria-label={t('ui.filmModality')}
        value={value.modality}
        onChange={onModality}
        options={[
          { value: '', label: t('ui.filmAllModalities') },
          ...FILM_MODALITIES.map((m) => ({ value: m, label: t(`ui.filmModality.${m}`) })),
        ]}
      />
      <QueryRangePicker value={value} today={today} testId="film-range" onChange={onRange} />
    </div>
  );
}
