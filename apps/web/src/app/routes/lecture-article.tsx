import { LectureKindPage } from './lecture-kind.tsx';

/** /lecture/homepage/article: an article (?id=) or the list of articles. */
export function LectureArticleRoute() {
  return <LectureKindPage kind="article" />;
}

export { LectureArticleRoute as Component };
