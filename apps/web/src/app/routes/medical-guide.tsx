import { PAGE_CONFIG_GROUPS, type HosId } from '@portal/shared';
import { useConfigGroups, useInitialConfig } from '../../features/hospitals/api/get-config.ts';
import { MedicalGuide } from '../../features/medical-guide/components/medical-guide.tsx';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';

function GuideBody({ hosId }: { hosId: HosId }) {
  // The symptom helper books under the hospital's 'all doctors' type, where every department is listed.
  const config = useConfigGroups(hosId, PAGE_CONFIG_GROUPS.appointment);
  // The emergency setting is a GLOBAL one, loaded with the first entry's config.
  const initial = useInitialConfig(hosId);
  return (
    <MedicalGuide
      hosId={hosId}
      bookingType={config.data?.allDoctorsType}
      emergency={initial.data?.emergencyAdvice ?? null}
    />
  );
}

/** /other/medical-guide: the hospital's guide and the symptom-to-department helper; no sign-in. */
export function MedicalGuideRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  return <RoutePage>{hosId ? <GuideBody key={hosId} hosId={hosId} /> : null}</RoutePage>;
}

export { MedicalGuideRoute as Component };
