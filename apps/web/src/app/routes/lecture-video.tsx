import { LectureKindPage } from './lecture-kind.tsx';

/** /lecture/homepage/video: a video that plays (?id=) or the list of videos. */
export function LectureVideoRoute() {
  return <LectureKindPage kind="video" />;
}

export { LectureVideoRoute as Component };
