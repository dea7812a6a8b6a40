import '../films.css';
import { Alert, Empty } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { hospitalToday, QUERY_PAGE_SIZE } from '@portal/shared';
import { errorText } from '../../../lib/error-text.ts';
import { rangeProblem } from '../../../lib/query-range.ts';
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
 * /query/cloud-film (issue 12): the patient's imaging studies, filtered by modality and date range (the last year by
 * default) and paged by the server (SPEC §9: 10). The filters live in the URL so back and reload keep them.
 */
export function FilmList({ hosId, patientId, timeZone }: FilmListProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const today = hospitalToday(new Date(), timeZone);
  const filter = readFilmParams(params, today);
  const problem = rangeProblem(filter, today);
  const films = useFilms(hosId, { patientId, ...filter }, problem === null);

  // Another patient's studies start again at page 1; the other filters stay.
  const listedFor = useRef(patientId);
  useEffect(() => {
    if (listedFor.current === patientId) return;
    listedFor.current = patientId;
    setParams((p) => withFilmParams(p, { page: null }), { replace: true });
  }, [patientId, setParams]);

  const onFilter = (change: FilmFilterChange) => {
    setParams(withFilmParams(params, {
      page: null,
      ...(change.modality !== undefined ? { modality: change.modality || null } : {}),
      ...(change.range ? { from: change.range.from, to: change.range.to } : {}),
    }), { replace: true });
  };

  let body;
  if (problem) {
    body = <Alert type="error" showIcon className="film-list__alert" data-testid="film-range-error" title={t(problem.messageKey, problem.params)} />;
  } else if (films.isError) {
    body = <Empty className="page-empty" description={<span data-testid="films-error">{errorText(films.error, timeZone)}</span>} />;
  } else if (films.data && films.data.items.length === 0 && filter.page === 1) {
    body = <Empty className="page-empty" description={<span data-testid="films-empty">{t('ui.filmNoneInRange')}</span>} />;
  } else {
    body = (
      <FilmTable
        studies={films.data?.items ?? []}
        timeZone={timeZone}
        loading={films.isFetching}
        pagination={{
          current: filter.page,
          pageSize: films.data?.pageSize ?? QUERY_PAGE_SIZE,
          total: films.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (total) => <span data-testid="films-total">{t('ui.filmTotal', { count: total })}</span>,
          onChange: (page) => setParams(withFilmParams(params, { page: page === 1 ? null : String(page) }), { replace: true }),
        }}
      />
    );
  }

  return (
    <div className="film-list">
      <FilmFilters value={filter} today={today} onChange={onFilter} />
      {body}
    </div>
  );
}
