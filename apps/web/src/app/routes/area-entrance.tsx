import { PAGE_CONFIG_GROUPS, type HosId } from '@portal/shared';
import { PageSkeleton } from '../../components/page-skeleton/page-skeleton.tsx';
import { AreaSelection } from '../../features/entrance/components/area-selection.tsx';
import { useConfigGroups } from '../../features/hospitals/api/get-config.ts';
import { useHospital } from '../../features/hospitals/api/get-hospital.ts';
import { useStaticCaption } from '../../lib/static-caption.ts';

/** Area selection, composed from the hospital's appointment config and the entrance feature. */
export function AreaEntrance({ hosId }: { hosId: HosId }) {
  const hospital = useHospital(hosId);
  const config = useConfigGroups(hosId, PAGE_CONFIG_GROUPS.appointment);
  const entrance = useStaticCaption(hosId, 'entrance');
  if (config.isPending || !hospital.data) return <PageSkeleton rows={6} />;
  return (
    <AreaSelection
      hosId={hosId}
      hosName={hospital.data.hosName}
      businessTypes={config.data?.areaOrdinaryFunctionType ?? []}
      hiddenAreaTypes={config.data?.hiddenAreaTypes ?? []}
      lead={entrance?.subtitle}
    />
  );
}
