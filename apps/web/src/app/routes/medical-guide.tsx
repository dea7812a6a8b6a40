import { MedicalGuide } from '../../features/medical-guide/components/medical-guide.tsx';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';

/** /other/medical-guide (SPEC §2, issue 17): the hospital's guide and the symptom-to-department helper; no sign-in. */
export function MedicalGuideRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  return <RoutePage>{hosId ? <MedicalGuide key={hosId} hosId={hosId} /> : null}</RoutePage>;
}

export { MedicalGuideRoute as Component };
