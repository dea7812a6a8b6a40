import type { HosId } from '@portal/shared';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { QuestionnaireForm } from '../../features/questionnaires/components/questionnaire-form.tsx';
import {
  questionnaireKindOf,
  questionnaireThanksPath,
} from '../../features/questionnaires/utils/questionnaire-paths.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

function Body({ hosId }: { hosId: HosId }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const timeZone = useHospitalTimeZone(hosId);
  const query = new URLSearchParams(location.search);
  const patientId = query.get('patientId');
  const questionnaireId = query.get('questionnaireId');
  if (!patientId || !questionnaireId)
    return <Empty className="page-empty" description={t('C002')} />;
  const kind = questionnaireKindOf(location.pathname);
  return (
    <QuestionnaireForm
      hosId={hosId}
      patientId={patientId}
      questionnaireId={questionnaireId}
      timeZone={timeZone}
      onDone={() => void navigate(questionnaireThanksPath(kind, patientId), { replace: true })}
    />
  );
}

/** …/answer?patientId=&questionnaireId= under either questionnaire home: answering one questionnaire. */
export function QuestionnaireAnswerRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  return <RoutePage>{hosId ? <Body key={hosId} hosId={hosId} /> : null}</RoutePage>;
}

export { QuestionnaireAnswerRoute as Component };
