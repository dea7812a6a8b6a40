import { NoticeList } from '../../features/instructions/components/notice-list.tsx';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

/** /other/instructions (sign-in required): the notice documents and the patient's acceptances. */
export function InstructionsRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  const timeZone = useHospitalTimeZone(hosId);
  return (
    <RoutePage>
      {hosId ? <NoticeList key={hosId} hosId={hosId} timeZone={timeZone} /> : null}
    </RoutePage>
  );
}

export { InstructionsRoute as Component };
