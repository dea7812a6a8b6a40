import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_CONFIG_GROUPS, type HosId, type LectureKind } from '@portal/shared';
import { LectureDetail } from '../../features/lectures/components/lecture-detail.tsx';
import { LectureList } from '../../features/lectures/components/lecture-list.tsx';
import { readLectureId } from '../../features/lectures/utils/lecture-params.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { useConfigGroups } from '../../features/hospitals/api/get-config.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

/**
 * /lecture/homepage children, article and video: with ?id= one lecture (the article's text, or the
 * video playing), titled by it; without, the list of that kind.
 */
export function LectureKindPage({ kind }: { kind: LectureKind }) {
  const hosId = useSessionStore((s) => s.hosId);
  const timeZone = useHospitalTimeZone(hosId);
  const [params] = useSearchParams();
  const lectureId = readLectureId(params);
  const [title, setTitle] = useState<{ id: string; title: string } | null>(null);
  const onTitle = useCallback(
    (shown: string) => setTitle({ id: lectureId, title: shown }),
    [lectureId],
  );
  if (!hosId) return <RoutePage>{null}</RoutePage>;
  return (
    <RoutePage title={lectureId && title?.id === lectureId ? title.title : undefined}>
      {lectureId ? (
        <LectureDetail
          key={`${hosId}:${lectureId}`}
          hosId={hosId}
          lectureId={lectureId}
          timeZone={timeZone}
          onTitle={onTitle}
        />
      ) : (
        <KindList key={`${hosId}:${kind}`} hosId={hosId} kind={kind} timeZone={timeZone} />
      )}
    </RoutePage>
  );
}

function KindList({
  hosId,
  kind,
  timeZone,
}: {
  hosId: HosId;
  kind: LectureKind;
  timeZone: string;
}) {
  const config = useConfigGroups(hosId, PAGE_CONFIG_GROUPS.lecture);
  return (
    <LectureList
      hosId={hosId}
      kind={kind}
      published={config.data?.lectureTypes}
      timeZone={timeZone}
    />
  );
}
