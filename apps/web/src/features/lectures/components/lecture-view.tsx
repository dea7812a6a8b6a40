import '../lectures.css';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language, LectureDetail as Lecture } from '@portal/shared';
import { SafeHtml } from '../../../components/safe-html/safe-html.tsx';
import { formatDate } from '../../../lib/date-time.ts';
import { LectureVideo } from './lecture-video.tsx';

/**
 * A lecture as a patient reads it: the page above shows a published one, the staff console's preview a draft
 * (app/preview/preview-receiver.tsx), so both look exactly alike.
 */
export function LectureView({
  lecture: l,
  readCount,
  timeZone,
  backLink = true,
}: {
  lecture: Lecture;
  readCount?: number;
  timeZone: string;
  /** The way back to the list (not in the preview, which has no list to go back to). */
  backLink?: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <article className="lecture-detail" data-testid="lecture-detail" lang={i18n.language}>
      {backLink && (
        <Link to="/lecture/homepage" className="lecture-detail__back">
          <ArrowLeftOutlined aria-hidden /> {t('ui.lectureBackToList')}
        </Link>
      )}
      <h2 className="lecture-detail__title" data-testid="lecture-title">
        {l.title}
      </h2>
      <div className="lecture-card__meta">
        <Tag>{l.categoryName}</Tag>
        {l.author && <span>{t('ui.lectureBy', { author: l.author })}</span>}
        <span>
          {t('ui.lecturePublished', {
            date: formatDate(l.publishedAt, timeZone, i18n.language as Language),
          })}
        </span>
        <span data-testid="lecture-read-count">
          {t('ui.lectureReads', { count: readCount ?? l.readCount })}
        </span>
      </div>
      {l.kind === 'video' && l.videoUrl && <LectureVideo lecture={l} videoUrl={l.videoUrl} />}
      {l.summary && <p className="lecture-detail__summary">{l.summary}</p>}
      <SafeHtml className="lecture-detail__body rich-text" html={l.body} />
    </article>
  );
}
