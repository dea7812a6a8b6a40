import { useSessionStore } from '../../stores/session-store.ts';
import { PatientQuestionnaires } from '../components/patient-questionnaires.tsx';
import { RoutePage } from '../components/route-page.tsx';

/** /in-questionnaire: the current patient's inpatient questionnaire after a stay. */
export function InQuestionnaireRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  return (
    <RoutePage>
      {hosId ? <PatientQuestionnaires key={hosId} hosId={hosId} kind="in" /> : null}
    </RoutePage>
  );
}

export { InQuestionnaireRoute as Component };
