import type { HosId } from '@portal/shared';
import '../../features/complaints/complaints.css';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ComplaintForm } from '../../features/complaints/components/complaint-form.tsx';
import { ComplaintList } from '../../features/complaints/components/complaint-list.tsx';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

function ComplaintBody({ hosId }: { hosId: HosId }) {
  const { t } = useTranslation();
  const timeZone = useHospitalTimeZone(hosId);
  return (
    <div className="complaint-page">
      <section aria-labelledby="complaint-new">
        <Typography.Title level={4} id="complaint-new">
          {t('ui.complaintNew')}
        </Typography.Title>
        <ComplaintForm hosId={hosId} />
      </section>
      <section aria-labelledby="complaint-mine">
        <Typography.Title level={4} id="complaint-mine">
          {t('ui.complaintList')}
        </Typography.Title>
        <ComplaintList hosId={hosId} timeZone={timeZone} />
      </section>
    </div>
  );
}

/** /complaint-suggest: file a complaint or suggestion and follow the hospital's answer. */
export function ComplaintSuggestRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  return <RoutePage>{hosId ? <ComplaintBody key={hosId} hosId={hosId} /> : null}</RoutePage>;
}

export { ComplaintSuggestRoute as Component };
