import { PAGE_CONFIG_GROUPS, type HosId } from '@portal/shared';
import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  AppointmentComplete,
  awaitingPayment,
} from '../../features/appointments/components/appointment-complete.tsx';
import { useConfigGroups } from '../../features/hospitals/api/get-config.ts';
import { useHospital } from '../../features/hospitals/api/get-hospital.ts';
import { useRecord } from '../../lib/booking/use-record.ts';
import { errorText } from '../../lib/error-text.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

function CompleteBody({ hosId, appointId }: { hosId: HosId; appointId: string }) {
  const hospital = useHospital(hosId);
  const timeZone = useHospitalTimeZone(hosId);
  const config = useConfigGroups(hosId, PAGE_CONFIG_GROUPS.appointment);
  if (config.isError) return <Empty className="page-empty" description={errorText(config.error)} />;
  if (config.isPending || !hospital.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <AppointmentComplete
      hosId={hosId}
      hosName={hospital.data.hosName}
      appointId={appointId}
      timeZone={timeZone}
      config={config.data}
    />
  );
}

/** /appointment/complete?appointId= — 'appointment succeeded', or, while the fee is still due, 'reserved, awaiting payment'. */
export function CompleteRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  return hosId ? <CompletePage hosId={hosId} /> : <RoutePage>{null}</RoutePage>;
}

function CompletePage({ hosId }: { hosId: HosId }) {
  const { t } = useTranslation();
  const appointId = useSearchParams()[0].get('appointId') ?? '';
  const record = useRecord(hosId, appointId);
  const reserved = awaitingPayment(record.data, record.isPlaceholderData);
  return (
    <RoutePage title={reserved ? t('ui.appointmentReserved') : undefined}>
      {appointId ? (
        <CompleteBody key={`${hosId}/${appointId}`} hosId={hosId} appointId={appointId} />
      ) : (
        <Empty className="page-empty" description={t('C002')} />
      )}
    </RoutePage>
  );
}

export { CompleteRoute as Component };
