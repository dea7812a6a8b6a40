import { useNavigate, useSearchParams } from 'react-router';
import { SearchBox } from '../../features/schedule/components/search-box.tsx';
import { SearchResults } from '../../features/schedule/components/search-results.tsx';
import { searchPath } from '../../features/schedule/utils/chosen-doctor.ts';
import { readAppointmentChoice } from '../../lib/storage.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';

/** /appointment/search?dynamic=&businessType= — 'search doctor'. */
export function SearchRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const dynamic = params.get('dynamic') ?? '';
  const businessType = params.get('businessType') ?? '';
  const areaId = readAppointmentChoice().areaId ?? '';
  return (
    <RoutePage>
      {hosId ? (
        <div className="search-page">
          <SearchBox key={dynamic} initial={dynamic} onSearch={(text) => void navigate(searchPath(text, businessType))} />
          <SearchResults hosId={hosId} dynamic={dynamic} businessType={businessType} areaId={areaId} />
        </div>
      ) : null}
    </RoutePage>
  );
}

export { SearchRoute as Component };
