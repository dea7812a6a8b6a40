import { LectureList } from '../../features/lectures/components/lecture-list.tsx';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

/** /lecture/homepage: the hospital's health lectures, articles and videos; no sign-in. */
export function LectureHomeRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  const timeZone = useHospitalTimeZone(hosId);
  return (
    <RoutePage>
      {hosId ? <LectureList key={hosId} hosId={hosId} timeZone={timeZone} /> : null}
    </RoutePage>
  );
}

export { LectureHomeRoute as Component };
