import { PAGE_CONFIG_GROUPS, type HosId } from '@portal/shared';
import { useNavigate, useSearchParams } from 'react-router';
import { useConfigGroups } from '../../features/hospitals/api/get-config.ts';
import { SearchBox } from '../../features/schedule/components/search-box.tsx';
import { SearchResults } from '../../features/schedule/components/search-results.tsx';
import { searchPath } from '../../features/schedule/utils/chosen-doctor.ts';
import { isSameDay } from '../../lib/booking-params.ts';
import { readAppointmentChoice } from '../../lib/storage.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';

/** The name of the clinic type a search was narrowed to, or null when it covered every type (none or all-doctors). */
function useTypeTitle(hosId: HosId, businessType: string): string | null {
  const config = useConfigGroups(hosId, PAGE_CONFIG_GROUPS.appointment);
  if (!businessType || businessType === config.data?.allDoctorsType) return null;
  return (
    config.data?.areaOrdinaryFunctionType.find((x) => x.businessType === businessType)?.title ??
    businessType
  );
}

function SearchBody({ hosId }: { hosId: HosId }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const dynamic = params.get('dynamic') ?? '';
  const businessType = params.get('businessType') ?? '';
  const sameDay = isSameDay(params);
  const areaId = readAppointmentChoice().areaId ?? '';
  const typeTitle = useTypeTitle(hosId, businessType);
  const config = useConfigGroups(hosId, PAGE_CONFIG_GROUPS.appointment);
  return (
    <div className="search-page">
      <SearchBox
        key={dynamic}
        initial={dynamic}
        kinds={config.data?.searchTypes}
        hotKeywords={config.data?.hotKeywords}
        onSearch={(text) => void navigate(searchPath(text, businessType, sameDay))}
      />
      <SearchResults
        hosId={hosId}
        dynamic={dynamic}
        businessType={businessType}
        areaId={areaId}
        typeTitle={typeTitle}
        sameDay={sameDay}
        onSearchAll={() => void navigate(searchPath(dynamic, '', sameDay))}
      />
    </div>
  );
}

/** /appointment/search?dynamic=&businessType=[&isToday=1] — 'search doctor'. */
export function SearchRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  return <RoutePage>{hosId ? <SearchBody hosId={hosId} /> : null}</RoutePage>;
}

export { SearchRoute as Component };
