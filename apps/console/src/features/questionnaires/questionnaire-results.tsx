import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { operationsCalls } from '@portal/shared/console';
import { useHosId } from '../../app/hospital-context.tsx';
import { callApi, errorText } from '../../lib/api.ts';

/** A questionnaire's counts (the existing results call): per question, its choices, scores or latest texts. */
export function QuestionnaireResults(props: { questionnaireId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const hosId = useHosId();
  const results = useQuery({
    queryKey: ['console', hosId, 'questionnaire-results', props.questionnaireId],
    queryFn: () =>
      callApi(operationsCalls.getQuestionnaireResults, {
        params: { hosId, questionnaireId: props.questionnaireId },
      }),
  });
  const r = results.data;
  return (
    <Modal
      open
      width={800}
      footer={null}
      onCancel={props.onClose}
      title={r ? t('questionnaires.resultsTitle', { title: r.title }) : t('questionnaires.results')}
    >
      {results.isError && <Alert type="error" showIcon title={errorText(results.error)} />}
      {!r && !results.isError && <Spin />}
      {r && (
        <div data-testid="questionnaire-results">
          <p>{t('questionnaires.responses', { count: r.responses })}</p>
          {r.questions.map((q, i) => (
            <Descriptions
              key={q.questionId}
              size="small"
              bordered
              column={1}
              style={{ marginBottom: 16 }}
              title={`${i + 1}. ${q.text}`}
              items={[
                {
                  key: 'answered',
                  label: t('questionnaires.answered', { count: q.answered }),
                  children:
                    q.kind === 'scale'
                      ? [
                          q.average === null
                            ? '—'
                            : t('questionnaires.average', { average: q.average }),
                          ...q.scores.map((s) => `${s.score}: ${s.count}`),
                        ].join(' · ')
                      : q.kind === 'text'
                        ? q.texts.join(' / ') || '—'
                        : q.choices.map((c) => `${c.label}: ${c.count}`).join(' · '),
                },
              ]}
            />
          ))}
        </div>
      )}
    </Modal>
  );
}
