import '../films.css';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { hospitalToday } from '@portal/shared';
import { QueryListBody } from '../../../components/query-list/query-list-body.tsx';
import { rangeProblem } from '../../../lib/query-range.ts';
import { useFirstPageForPatient } from '../../../lib/use-first-page-for-patient.ts';
import { useFilms } from '../api/get-films.ts';
import { readFilmParams, withFilmParams } from '../utils/film-params.ts';
import { FilmFilters, type FilmFilterChange } from './film-filters.tsx';
import { FilmTable } from './film-table.tsx';

interface FilmListProps {
  hosId: string;
  patientId: string;
  timeZone: string;
}

/**
 * /query/cloud-film: the patient's imaging studies, filtered by modality and date range (the last year by
 * default) and paged by the server (10). The filters live in the URL so back and reload keep them.
 */
export function FilmList({ hosId, patientId, timeZone }: FilmListProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const today = hospitalToday(new Date(), timeZone);
  const filter = readFilmParams(params, today);
  const problem = rangeProblem(filter, today);
  const films = useFilms(hosId, { patientId, ...filter }, problem === null);

  useFirstPageForPatient(patientId);

  const onFilter = (change: FilmFilterChange) => {
    setParams(
      withFilmParams(params, {
        page: null,
        ...(change.modality !== undefined ? { modality: change.modality || null } : {}),
        ...(change.range ? { from: change.range.from, to: change.range.to } : {}),
      }),
      { replace: true },
    );
  };

  const body = (
    <QueryListBody
      testIds={{ one: 'film', many: 'films' }}
      problem={problem}
      list={films}
      page={filter.page}
      timeZone={timeZone}
      emptyText={t('ui.filmNoneInRange')}
      totalText={(total) => t('ui.filmTotal', { count: total })}
      onPage={(page) =>
        setParams(withFilmParams(params, { page: page === 1 ? null : String(page) }), {
          replace: true,
        })
      }
    >
      {({ items, loading, pagination }) => (
        <FilmTable studies={items} timeZone={timeZone} loading={loading} pagination={pagination} />
      )}
    </QueryListBody>
  );

  return (
    <div className="film-list">
      <FilmFilters value={filter} today={today} onChange={onFilter} />
      {body}
    </div>
  );
}
