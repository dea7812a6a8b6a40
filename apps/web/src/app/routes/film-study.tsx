import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { FilmStudyView } from '../../features/films/components/film-study.tsx';
import { filmListPathFrom } from '../../features/films/utils/film-paths.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

function FilmStudyBody({ hosId, studyId }: { hosId: string; studyId: string }) {
  const timeZone = useHospitalTimeZone(hosId);
  return (
    <FilmStudyView
      hosId={hosId}
      studyId={studyId}
      timeZone={timeZone}
      backTo={filmListPathFrom(useLocation().state)}
    />
  );
}

/** /query/cloud-film/study?studyId=: one study's report, images and share links. */
export function FilmStudyRoute() {
  const { t } = useTranslation();
  const hosId = useSessionStore((s) => s.hosId);
  const studyId = useSearchParams()[0].get('studyId') ?? '';
  return (
    <RoutePage>
      {!hosId ? null : studyId ? (
        <FilmStudyBody key={`${hosId}/${studyId}`} hosId={hosId} studyId={studyId} />
      ) : (
        <Empty
          className="page-empty"
          description={<span data-testid="film-error">{t('C002')}</span>}
        />
      )}
    </RoutePage>
  );
}

export { FilmStudyRoute as Component };
