import { PAGE_CONFIG_GROUPS, type HosId } from '@portal/shared';
import { LectureList } from '../../features/lectures/components/lecture-list.tsx';
import { useSessionStore } from '../../stores/session-store.ts';
import { useConfigGroups } from '../../features/hospitals/api/get-config.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

/** /lecture/homepage: the hospital's health lectures, articles and videos; no sign-in. */
export function LectureHomeRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  const timeZone = useHospitalTimeZone(hosId);
  return (
    <RoutePage>
      {hosId ? <LectureHome key={hosId} hosId={hosId} timeZone={timeZone} /> : null}
    </RoutePage>
  );
}

function LectureHome({ hosId, timeZone }: { hosId: HosId; timeZone: string }) {
  const config = useConfigGroups(hosId, PAGE_CONFIG_GROUPS.lecture);
  return <LectureList hosId={hosId} published={config.data?.lectureTypes} timeZone={timeZone} />;
}

export { LectureHomeRoute as Component };
