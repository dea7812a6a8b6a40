import { PAGE_CONFIG_GROUPS, type HosId } from '@portal/shared';
import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RecordDetail } from '../../features/records/components/record-detail.tsx';
import { useConfigGroups } from '../../features/hospitals/api/get-config.ts';
import { errorText } from '../../lib/error-text.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

function RecordInfoBody({ hosId, appointId }: { hosId: HosId; appointId: string }) {
  const timeZone = useHospitalTimeZone(hosId);
  const config = useConfigGroups(hosId, PAGE_CONFIG_GROUPS.appointment);
  if (config.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (config.isError) return <Empty className="page-empty" description={errorText(config.error)} />;
  return (
    <RecordDetail hosId={hosId} appointId={appointId} config={config.data} timeZone={timeZone} />
  );
}

/** /appointment/record-info?id= — the record (kept in session storage) with its allowed actions. */
export function RecordInfoRoute() {
  const { t } = useTranslation();
  const hosId = useSessionStore((s) => s.hosId);
  const appointId = useSearchParams()[0].get('id') ?? '';
  return (
    <RoutePage>
      {!hosId ? null : appointId ? (
        <RecordInfoBody key={`${hosId}/${appointId}`} hosId={hosId} appointId={appointId} />
      ) : (
        <Empty className="page-empty" description={t('C002')} />
      )}
    </RoutePage>
  );
}

export { RecordInfoRoute as Component };
