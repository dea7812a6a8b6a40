import type { HosId, QuestionnaireKind } from '@portal/shared';
import { CurrentPatientScope } from '../../features/patients/components/patient-select.tsx';
import { QuestionnaireList } from '../../features/questionnaires/components/questionnaire-list.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

/** The current patient's questionnaires of a kind, the patient picker above them; another patient starts afresh. */
export function PatientQuestionnaires({ hosId, kind }: { hosId: HosId; kind: QuestionnaireKind }) {
  const timeZone = useHospitalTimeZone(hosId);
  return (
    <CurrentPatientScope hosId={hosId}>
      {(p) => (
        <QuestionnaireList
          key={p.patientId}
          hosId={hosId}
          patientId={p.patientId}
          kind={kind}
          timeZone={timeZone}
        />
      )}
    </CurrentPatientScope>
  );
}
