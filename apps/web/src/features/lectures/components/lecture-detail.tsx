import '../lectures.css';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Empty, Skeleton, Tag } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language, LectureDetail as Lecture, HosId } from '@portal/shared';
import { SafeHtml } from '../../../components/safe-html/safe-html.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useLecture, useReadLecture } from '../api/get-lecture.ts';
import { formatDate } from '../../../lib/date-time.ts';
import { lectureViewerId } from '../utils/viewer-id.ts';
import { LectureVideo } from './lecture-video.tsx';

interface LectureDetailProps {
  hosId: HosId;
  lectureId: string;
  timeZone: string;
  /** Told the lecture's title once loaded (the page shows it as its title). */
  onTitle?: (title: string) => void;
}

/** Counts this visit's read once per lecture, after the lecture has loaded (a refresh in the same visit adds nothing). */
function useCountedRead(hosId: HosId, lecture: Lecture | undefined) {
  const read = useReadLecture(hosId);
  const sent = useRef<string | null>(null);
  const { mutate } = read;
  useEffect(() => {
    if (!lecture || sent.current === lecture.lectureId) return;
    sent.current = lecture.lectureId;
    mutate({ lectureId: lecture.lectureId, viewerId: lectureViewerId() });
  }, [lecture, mutate]);
  return read.data?.readCount;
}

/** An article (sanitized rich text) or a video (player with captions and poster), with its read count. */
export function LectureDetail({ hosId, lectureId, timeZone, onTitle }: LectureDetailProps) {
  const lecture = useLecture(hosId, lectureId);
  const counted = useCountedRead(hosId, lecture.data);
  const title = lecture.data?.title;
  useEffect(() => {
    if (title) onTitle?.(title);
  }, [title, onTitle]);

  if (lecture.isError)
    return (
      <Empty
        className="page-empty"
        description={<span data-testid="lecture-error">{errorText(lecture.error)}</span>}
      />
    );
  if (!lecture.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  return <LectureView lecture={lecture.data} readCount={counted} timeZone={timeZone} />;
}

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
