import { PAGE_CONFIG_GROUPS } from '@portal/shared';
import { Empty, Skeleton } from 'antd';
import { useAreas } from '../../lib/areas.ts';
import { useConfigGroups } from '../../features/hospitals/api/get-config.ts';
import { DepartmentSchedule } from '../../features/schedule/components/department-schedule.tsx';
import { errorText } from '../../lib/error-text.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

function DepartBody({ hosId }: { hosId: string }) {
  const timeZone = useHospitalTimeZone(hosId);
  const config = useConfigGroups(hosId, PAGE_CONFIG_GROUPS.appointment);
  const areas = useAreas(hosId);
  if (config.isPending || areas.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (config.isError || areas.isError) return <Empty className="page-empty" description={errorText(config.error ?? areas.error)} />;
  return <DepartmentSchedule hosId={hosId} timeZone={timeZone} areas={areas.data} config={config.data} />;
}

/** /appointment/depart — 'select doctor' (SPEC §2 Department page). */
export function DepartRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  return <RoutePage>{hosId ? <DepartBody key={hosId} hosId={hosId} /> : null}</RoutePage>;
}

export { DepartRoute as Component };
