import type { HosId } from '@portal/shared';
import '../films.css';
import { ArrowLeftOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryDetail } from '../../../components/query-list/query-detail.tsx';
import { useFilmStudy } from '../api/film-queries.ts';
import { FilmSheet } from './film-sheet.tsx';
import { ShareDialog } from './share-dialog.tsx';

interface FilmStudyViewProps {
  hosId: HosId;
  studyId: string;
  timeZone: string;
  /** The list to go back to (with its filters). */
  backTo: string;
}

/** /query/cloud-film/study?studyId=: the study's report and images, and sharing it. */
export function FilmStudyView({ hosId, studyId, timeZone, backTo }: FilmStudyViewProps) {
  const { t } = useTranslation();
  const study = useFilmStudy(hosId, studyId);
  const [sharing, setSharing] = useState(false);
  return (
    <QueryDetail query={study} errorTestId="film-error" timeZone={timeZone} rows={10}>
      {(data) => (
        <div className="film-study">
          <div className="film-study__actions">
            <Link to={backTo} data-testid="film-back">
              <ArrowLeftOutlined /> {t('ui.filmBackToList')}
            </Link>
            <Button
              icon={<ShareAltOutlined />}
              data-testid="film-share"
              onClick={() => setSharing(true)}
            >
              {t('ui.filmShare')}
            </Button>
          </div>
          <FilmSheet study={data} timeZone={timeZone} />
          <ShareDialog
            hosId={hosId}
            studyId={studyId}
            timeZone={timeZone}
            open={sharing}
            onClose={() => setSharing(false)}
          />
        </div>
      )}
    </QueryDetail>
  );
}
