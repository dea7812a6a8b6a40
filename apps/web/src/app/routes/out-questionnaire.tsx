import type { HosId } from '@portal/shared';
import { useLocation, useNavigate } from 'react-router';
import { PatientPicker } from '../../features/patients/components/patient-picker.tsx';
import { questionnaireHomePath } from '../../features/questionnaires/utils/questionnaire-paths.ts';
import { PATHS } from '../../lib/paths.ts';
import { currentPatientIdOf, useCurrentPatientStore } from '../../stores/current-patient-store.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { PatientQuestionnaires } from '../components/patient-questionnaires.tsx';
import { RoutePage } from '../components/route-page.tsx';

function Body({ hosId }: { hosId: HosId }) {
  const location = useLocation();
  const navigate = useNavigate();
  const picked = new URLSearchParams(location.search).get('patientId');
  if (!picked) {
    // /other/multi-patient/{mode}: the patient is chosen first; the choice becomes the current patient.
    const chosen = () => {
      const id = currentPatientIdOf(useCurrentPatientStore.getState(), hosId);
      if (id) void navigate(questionnaireHomePath('out', id), { replace: true });
    };
    return <PatientPicker hosId={hosId} manageTo={PATHS.patients} onChosen={chosen} />;
  }
  return <PatientQuestionnaires hosId={hosId} kind="out" />;
}

/**
 * /other/multi-patient/out-questionnaire: the patient picks one of their
 * linked patients, then sees the outpatient questionnaire about that patient's recent visits (switchable above it).
 */
export function OutQuestionnaireRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  return <RoutePage>{hosId ? <Body key={hosId} hosId={hosId} /> : null}</RoutePage>;
}

export { OutQuestionnaireRoute as Component };
