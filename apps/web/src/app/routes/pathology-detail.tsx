import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useHospital } from '../../features/hospitals/api/get-hospital.ts';
import { PathologyDetailView } from '../../features/pathology/components/pathology-detail.tsx';
import { pathologyListPathFrom } from '../../features/pathology/utils/pathology-paths.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

function PathologyDetailBody({ hosId, pathologyId }: { hosId: string; pathologyId: string }) {
  const timeZone = useHospitalTimeZone(hosId);
  const hospital = useHospital(hosId);
  const backTo = pathologyListPathFrom(useLocation().state);
  return (
    <PathologyDetailView
      hosId={hosId}
      pathologyId={pathologyId}
      timeZone={timeZone}
      hospitalName={hospital.data?.hosName}
      backTo={backTo}
    />
  );
}

/** /query/pathology/detail?pathologyId=. */
export function PathologyDetailRoute() {
  const { t } = useTranslation();
  const hosId = useSessionStore((s) => s.hosId);
  const pathologyId = useSearchParams()[0].get('pathologyId') ?? '';
  return (
    <RoutePage>
      {!hosId ? null : pathologyId ? (
        <PathologyDetailBody
          key={`${hosId}/${pathologyId}`}
          hosId={hosId}
          pathologyId={pathologyId}
        />
      ) : (
        <Empty
          className="page-empty"
          description={<span data-testid="pathology-error">{t('C002')}</span>}
        />
      )}
    </RoutePage>
  );
}

export { PathologyDetailRoute as Component };
