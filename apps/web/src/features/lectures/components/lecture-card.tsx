import { FileTextOutlined, PlayCircleFilled } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language, LectureSummary } from '@portal/shared';
import { formatDuration, lecturePath } from '../utils/lecture-params.ts';
import { formatDate } from '../../../lib/date-time.ts';

/** One lecture in the list: a video's poster and length, or an article's mark; title, summary, category, date, reads. */
export function LectureCard({ lecture, timeZone }: { lecture: LectureSummary; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const to = lecturePath(lecture.kind, lecture.lectureId);
  return (
    <li className="lecture-card" data-testid={`lecture-${lecture.lectureId}`}>
      <Link to={to} className="lecture-card__media" tabIndex={-1} aria-hidden>
        {lecture.kind === 'video' && lecture.posterUrl ? (
          <>
            <img src={lecture.posterUrl} alt="" width={160} height={90} loading="lazy" />
            <PlayCircleFilled className="lecture-card__play" />
            {lecture.durationSeconds !== null && (
              <span className="lecture-card__duration">
                {formatDuration(lecture.durationSeconds)}
              </span>
            )}
          </>
        ) : (
          <FileTextOutlined className="lecture-card__icon" />
        )}
      </Link>
      <div className="lecture-card__text">
        <h3 className="lecture-card__title">
          <Link to={to} data-testid="lecture-link">
            {lecture.title}
          </Link>
        </h3>
        <p className="lecture-card__summary">{lecture.summary}</p>
        <div className="lecture-card__meta">
          <Tag>
            {t(lecture.kind === 'video' ? 'ui.lectureVideoBadge' : 'ui.lectureArticleBadge')}
          </Tag>
          <Tag>{lecture.categoryName}</Tag>
          <span>{formatDate(lecture.publishedAt, timeZone, i18n.language as Language)}</span>
          <span data-testid="lecture-reads">
            {t('ui.lectureReads', { count: lecture.readCount })}
          </span>
        </div>
      </div>
    </li>
  );
}
