import '../../features/instructions/instructions.css';
import '../../features/questionnaires/questionnaires.css';
import { Alert, Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerInput, PreviewMessage } from '@portal/shared';
import { SafeHtml } from '../../components/safe-html/safe-html.tsx';
import { QuestionField } from '../../features/questionnaires/components/question-field.tsx';

type NoticeDraft = NonNullable<NonNullable<PreviewMessage['notice']>['en-US']>;
type QuestionnaireDraft = NonNullable<NonNullable<PreviewMessage['questionnaire']>['en-US']>;

/**
 * A notice document's draft as the instructions page shows a new version to accept (docs/console-content.md): its
 * title, its rich text through the portal's sanitizer, and the accept button, which does nothing here.
 */
export function NoticePreview({ notice }: { notice: NoticeDraft }) {
  const { t } = useTranslation();
  return (
    <Modal open title={notice.title} footer={null} closable={false} width={720}>
      <div className="notice" data-testid="preview-notice">
        <SafeHtml className="notice__content rich-text" html={notice.content} />
        <div className="notice__accept">
          <Button type="primary" disabled>
            {t('ui.noticeAccept')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

/** A questionnaire being built as patients answer it: the patient's own question fields, answerable, never sent. */
export function QuestionnairePreview({ questionnaire: q }: { questionnaire: QuestionnaireDraft }) {
  const [answers, setAnswers] = useState<Record<string, AnswerInput>>({});
  const { t } = useTranslation();
  return (
    <Modal open title={q.title} footer={null} closable={false} width={720}>
      <div className="questionnaire-form" data-testid="preview-questionnaire">
        <p className="questionnaire-form__intro">{q.intro}</p>
        {q.questions.map((question, i) => (
          <QuestionField
            key={question.questionId}
            question={question}
            index={i}
            answer={answers[question.questionId]}
            problem={undefined}
            onChange={(a) => setAnswers((all) => ({ ...all, [a.questionId]: a }))}
          />
        ))}
        {q.questions.length === 0 && <Alert type="info" title={t('ui.questionnaireFix')} />}
        <div className="questionnaire-form__actions">
          <Button type="primary" disabled>
            {t('ui.questionnaireSubmit')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
