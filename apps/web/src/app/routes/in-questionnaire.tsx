import type { HosId } from '@portal/shared';
import { CurrentPatientScope } from '../../features/patients/components/patient-select.tsx';
import { QuestionnaireList } from '../../features/questionnaires/components/questionnaire-list.tsx';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

function Body({ hosId }: { hosId: HosId }) {
  const timeZone = useHospitalTimeZone(hosId);
  return (
    <CurrentPatientScope hosId={hosId}>
      {(p) => (
        <QuestionnaireList
          key={p.patientId}
          hosId={hosId}
          patientId={p.patientId}
          kind="in"
          timeZone={timeZone}
        />
      )}
    </CurrentPatientScope>
  );
}

/** /in-questionnaire: the current patient's inpatient questionnaire after a stay. */
export function InQuestionnaireRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  return <RoutePage>{hosId ? <Body key={hosId} hosId={hosId} /> : null}</RoutePage>;
}

export { InQuestionnaireRoute as Component };
