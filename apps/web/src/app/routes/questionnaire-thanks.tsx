import { useLocation } from 'react-router';
import { QuestionnaireThanks } from '../../features/questionnaires/components/questionnaire-thanks.tsx';
import {
  questionnaireHomePath,
  questionnaireKindOf,
} from '../../features/questionnaires/utils/questionnaire-paths.ts';
import { RoutePage } from '../components/route-page.tsx';

/** …/thanks under either questionnaire home: shown once the answers were stored. */
export function QuestionnaireThanksRoute() {
  const location = useLocation();
  const patientId = new URLSearchParams(location.search).get('patientId') ?? undefined;
  return (
    <RoutePage>
      <QuestionnaireThanks
        backTo={questionnaireHomePath(questionnaireKindOf(location.pathname), patientId)}
      />
    </RoutePage>
  );
}

export { QuestionnaireThanksRoute as Component };
