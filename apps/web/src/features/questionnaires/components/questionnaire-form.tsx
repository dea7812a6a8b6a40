import '../questionnaires.css';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  answerProblems,
  QUESTIONNAIRE_VISIT_DAYS,
  type AnswerInput,
  type AnswerProblem,
  type Language,
  type HosId,
} from '@portal/shared';
import { LinkButton } from '../../../components/link-button/link-button.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { errorKey, errorText } from '../../../lib/error-text.ts';
import { useQuestionnaire, useSubmitQuestionnaire } from '../api/questionnaires.ts';
import { questionnaireHomePath } from '../utils/questionnaire-paths.ts';
import { QuestionField } from './question-field.tsx';
import { VisitLine } from './questionnaire-list.tsx';

interface QuestionnaireFormProps {
  hosId: HosId;
  patientId: string;
  questionnaireId: string;
  timeZone: string;
  onDone: () => void;
}

/**
 * Answering one questionnaire. The browser applies the same rule as the server (shared answerProblems)
 * and marks each question that needs an answer or has a wrong one; the server's refusal — e.g. QUESTIONNAIRE003 when
 * this patient's answers arrived from another tab first — is shown above the button. Answered already: says so instead.
 */
export function QuestionnaireForm({
  hosId,
  patientId,
  questionnaireId,
  timeZone,
  onDone,
}: QuestionnaireFormProps) {
  const { t, i18n } = useTranslation();
  const detail = useQuestionnaire(hosId, patientId, questionnaireId);
  const submit = useSubmitQuestionnaire(hosId);
  const [answers, setAnswers] = useState<Record<string, AnswerInput>>({});
  const [problems, setProblems] = useState<AnswerProblem[] | null>(null);

  if (detail.isError)
    return (
      <Empty
        className="page-empty"
        description={<span data-testid="questionnaire-error">{errorText(detail.error)}</span>}
      />
    );
  if (!detail.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const q = detail.data;
  const home = questionnaireHomePath(q.kind, patientId);
  if (q.answeredAt) {
    return (
      <div className="questionnaire-form">
        <h2>{q.title}</h2>
        <Alert
          type="info"
          showIcon
          data-testid="questionnaire-already"
          title={t('QUESTIONNAIRE003')}
          description={t('ui.questionnaireAnsweredOn', {
            date: formatDateTime(q.answeredAt, timeZone, i18n.language as Language),
          })}
        />
        <div>
          <LinkButton to={home}>{t('ui.questionnaireBack')}</LinkButton>
        </div>
      </div>
    );
  }

  const visit = q.visit;
  if (!visit) {
    const key = q.kind === 'out' ? 'ui.questionnaireNoVisits' : 'ui.questionnaireNoStays';
    return (
      <Empty
        className="page-empty"
        description={
          <span data-testid="questionnaire-no-visit">
            {t(key, { days: QUESTIONNAIRE_VISIT_DAYS[q.kind] })}
          </span>
        }
      >
        <LinkButton to={home}>{t('ui.questionnaireBack')}</LinkButton>
      </Empty>
    );
  }

  const list = q.questions
    .map((question) => answers[question.questionId])
    .filter((a): a is AnswerInput => a !== undefined);
  const problemOf = (questionId: string) => problems?.find((p) => p.questionId === questionId)?.key;
  const send = () => {
    const found = answerProblems(q.questions, list);
    setProblems(found);
    if (found.length > 0) return;
    submit.mutate(
      { patientId, questionnaireId, visitId: visit.visitId, answers: list },
      { onSuccess: onDone },
    );
  };
  return (
    <form
      className="questionnaire-form"
      data-testid="questionnaire-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <h2>{q.title}</h2>
      <p className="questionnaire-form__intro">{q.intro}</p>
      <p className="questionnaire-card__about">
        <VisitLine kind={q.kind} visit={visit} />
      </p>
      {q.questions.map((question, i) => (
        <QuestionField
          key={question.questionId}
          question={question}
          index={i}
          answer={answers[question.questionId]}
          problem={problemOf(question.questionId)}
          onChange={(a) => {
            setAnswers((all) => ({ ...all, [a.questionId]: a }));
            // A fixed question loses its mark at once; the rest keep theirs until the next submit.
            if (problems) setProblems(problems.filter((p) => p.questionId !== a.questionId));
          }}
        />
      ))}
      {problems && problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={t('ui.questionnaireFix')}
          data-testid="questionnaire-fix"
        />
      )}
      {submit.isError && (
        <Alert
          type={errorKey(submit.error) === 'QUESTIONNAIRE003' ? 'info' : 'error'}
          showIcon
          title={errorText(submit.error)}
          data-testid="questionnaire-submit-error"
        />
      )}
      <div className="questionnaire-form__actions">
        <Button
          type="primary"
          htmlType="submit"
          loading={submit.isPending}
          data-testid="questionnaire-submit"
        >
          {t('ui.questionnaireSubmit')}
        </Button>
        <LinkButton to={home}>{t('ui.questionnaireBack')}</LinkButton>
      </div>
    </form>
  );
}
