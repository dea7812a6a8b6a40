import type { HosId } from '@portal/shared';
import '../films.css';
import { useTranslation } from 'react-i18next';
import { QueryListBody } from '../../../components/query-list/query-list-body.tsx';
import { useQueryList } from '../../../lib/query-kit/use-query-list.ts';
import { useFilms } from '../api/film-queries.ts';
import { readFilmParams, withFilmParams } from '../utils/film-params.ts';
import { FilmFilters } from './film-filters.tsx';
import { FilmTable } from './film-table.tsx';

interface FilmListProps {
  hosId: HosId;
  patientId: string;
  timeZone: string;
}

/**
 * /query/cloud-film: the patient's imaging studies, filtered by modality and date range (the last year by
 * default) and paged by the server (10). The filters live in the URL so back and reload keep them.
 */
export function FilmList({ hosId, patientId, timeZone }: FilmListProps) {
  const { t } = useTranslation();
  const list = useQueryList(patientId, timeZone, readFilmParams, withFilmParams);
  const { filter, problem } = list;
  const films = useFilms(hosId, { patientId, ...filter }, problem === null);

  return (
    <div className="film-list">
      <FilmFilters
        value={filter}
        today={list.today}
        onModality={(modality) => list.setFilter({ modality: modality || null })}
        onRange={list.setRange}
      />
      <QueryListBody
        testIds={{ one: 'film', many: 'films' }}
        problem={problem}
        list={films}
        page={filter.page}
        timeZone={timeZone}
        emptyText={t('ui.filmNoneInRange')}
        totalText={(total) => t('ui.filmTotal', { count: total })}
        onPage={list.setPage}
      >
        {({ items, loading, pagination }) => (
          <FilmTable
            studies={items}
            timeZone={timeZone}
            loading={loading}
            pagination={pagination}
          />
        )}
      </QueryListBody>
    </div>
  );
}
