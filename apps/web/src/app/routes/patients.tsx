import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { SmsInbox } from '../../features/auth/components/sms-inbox.tsx';
import { AccessLog } from '../../features/patients/components/access-log.tsx';
import { usePatients } from '../../lib/patients/get-patients.ts';
import { PatientList } from '../../features/patients/components/patient-list.tsx';
import { ACCESS_LOG_ANCHOR } from '../../lib/paths.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';
import { acceptedCertificateTypes, type HosId } from '@portal/shared';
import { useInitialConfig } from '../../features/hospitals/api/get-config.ts';

/**
 * Demo only: the demo HIS holds phones of the reserved block 138 0000 00xx (apps/server/demo/<hosId>/his.json), whose
 * masked form '138****00xx' hides only zeros, so the demo inbox can be opened from what the page was told. A real
 * phone gives some other number, for which the demo outbox (demo phones only) shows nothing; outside demo mode there
 * is no outbox and no inbox.
 */
const demoPhoneOf = (masked: string) =>
  masked.replace(
    /^(\d{3})\*{4}(\d{4})$/,
    (_all, head: string, tail: string) => `${head}0000${tail}`,
  );

/** /patient/out/homepage — 'patient management': the linked patients with their cards, then the access log. */
export function PatientsRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  return hosId ? <PatientsPage hosId={hosId} /> : null;
}

function PatientsPage({ hosId }: { hosId: HosId }) {
  const location = useLocation();
  const timeZone = useHospitalTimeZone(hosId);
  // The same (shared) query the list shows: the page has its final height once it has answered.
  const listed = usePatients(hosId).isSuccess;
  const config = useInitialConfig(hosId).data;

  // The header menu's 'access log' links here with #access-log; scroll once the cards above it are in place.
  useEffect(() => {
    if (listed && location.hash === `#${ACCESS_LOG_ANCHOR}`)
      document.getElementById(ACCESS_LOG_ANCHOR)?.scrollIntoView();
  }, [listed, location.hash, location.key]);

  return (
    <RoutePage>
      <div className="patients-page">
        <PatientList
          hosId={hosId}
          timeZone={timeZone}
          certTypes={config && acceptedCertificateTypes(config)}
          codeLength={config?.smsCodeLength}
          codeInbox={(masked) => (
            <SmsInbox hosId={hosId} phone={demoPhoneOf(masked)} timeZone={timeZone} />
          )}
        />
        <AccessLog hosId={hosId} timeZone={timeZone} />
      </div>
    </RoutePage>
  );
}

export { PatientsRoute as Component };
