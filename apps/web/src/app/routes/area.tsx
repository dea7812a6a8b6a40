import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { AreaEntrance } from './area-entrance.tsx';

/** /appointment/area — 'select expert type' (SPEC §2 route table; Area selection). */
export function AreaRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  return <RoutePage>{hosId ? <AreaEntrance hosId={hosId} /> : null}</RoutePage>;
}

export { AreaRoute as Component };
