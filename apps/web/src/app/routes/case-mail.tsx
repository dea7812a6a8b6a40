import type { HosId } from '@portal/shared';
import '../../features/case-mail/case-mail.css';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CaseMailForm } from '../../features/case-mail/components/case-mail-form.tsx';
import { CaseMailList } from '../../features/case-mail/components/case-mail-list.tsx';
import { CurrentPatientScope } from '../../features/patients/components/patient-select.tsx';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

function CaseMailBody({ hosId }: { hosId: HosId }) {
  const { t } = useTranslation();
  const timeZone = useHospitalTimeZone(hosId);
  return (
    <CurrentPatientScope hosId={hosId}>
      {(patient) => (
        <div className="case-mail-page" key={patient.patientId}>
          <section aria-labelledby="case-mail-new">
            <Typography.Title level={4} id="case-mail-new">
              {t('ui.caseMailNew')}
            </Typography.Title>
            <CaseMailForm hosId={hosId} patient={patient} timeZone={timeZone} />
          </section>
          <section aria-labelledby="case-mail-requests">
            <Typography.Title level={4} id="case-mail-requests">
              {t('ui.caseMailRequests')}
            </Typography.Title>
            <CaseMailList hosId={hosId} patient={patient} timeZone={timeZone} />
          </section>
        </div>
      )}
    </CurrentPatientScope>
  );
}

/** /inpatient/case: order a copy of a past stay's case record and follow it. */
export function CaseMailRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  return <RoutePage>{hosId ? <CaseMailBody key={hosId} hosId={hosId} /> : null}</RoutePage>;
}

export { CaseMailRoute as Component };
