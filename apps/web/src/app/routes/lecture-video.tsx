import { LectureKindPage } from './lecture-kind.tsx';

/** /lecture/homepage/video (SPEC §2, issue 17): a video that plays (?id=) or the list of videos. */
export function LectureVideoRoute() {
  return <LectureKindPage kind="video" />;
}

export { LectureVideoRoute as Component };
