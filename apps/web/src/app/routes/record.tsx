import { PAGE_CONFIG_GROUPS, type HosId } from '@portal/shared';
import { PageSkeleton } from '../../components/page-skeleton/page-skeleton.tsx';
import { RecordList } from '../../features/records/components/record-list.tsx';
import { useConfigGroups } from '../../features/hospitals/api/get-config.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

function RecordBody({ hosId }: { hosId: HosId }) {
  const timeZone = useHospitalTimeZone(hosId);
  const config = useConfigGroups(hosId, PAGE_CONFIG_GROUPS.appointment);
  if (config.isPending) return <PageSkeleton rows={6} />;
  // Without the config the list still shows; only the optional hosState-4 prompt needs it.
  return (
    <RecordList
      hosId={hosId}
      timeZone={timeZone}
      config={{ hosStateCancelledPrompt: config.data?.hosStateCancelledPrompt ?? false }}
    />
  );
}

/** /appointment/record — 'My appointments' (the specification's 'registration appointment record'). */
export function RecordRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  return <RoutePage>{hosId ? <RecordBody key={hosId} hosId={hosId} /> : null}</RoutePage>;
}

export { RecordRoute as Component };
