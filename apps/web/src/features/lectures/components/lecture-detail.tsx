import '../lectures.css';
import { Empty, Skeleton } from 'antd';
import { useEffect, useRef } from 'react';
import type { LectureDetail as Lecture, HosId } from '@portal/shared';
import { errorText } from '../../../lib/error-text.ts';
import { useLecture, useReadLecture } from '../api/get-lecture.ts';
import { lectureViewerId } from '../utils/viewer-id.ts';
import { LectureView } from './lecture-view.tsx';

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
