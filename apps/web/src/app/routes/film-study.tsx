import { FilmStudyView } from '../../features/films/components/film-study.tsx';
import { FILM_LIST_PATH } from '../../features/films/utils/film-paths.ts';
import { DetailPageRoute } from '../components/query-routes.tsx';

/** /query/cloud-film/study?studyId=: one study's report, images and share links. */
export function FilmStudyRoute() {
  return (
    <DetailPageRoute
      param="studyId"
      listPath={FILM_LIST_PATH}
      errorTestId="film-error"
      render={(p) => (
        <FilmStudyView hosId={p.hosId} studyId={p.id} timeZone={p.timeZone} backTo={p.backTo} />
      )}
    />
  );
}

export { FilmStudyRoute as Component };
