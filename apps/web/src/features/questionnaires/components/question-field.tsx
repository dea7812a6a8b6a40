import { Checkbox, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AnswerInput, AnswerProblem, Question } from '@portal/shared';

interface QuestionFieldProps {
  question: Question;
  index: number;
  answer: AnswerInput | undefined;
  problem: AnswerProblem['key'] | undefined;
  onChange: (answer: AnswerInput) => void;
}

/** One question as a fieldset (its text is the legend, so every choice is announced with it), by kind. */
export function QuestionField({
  question: q,
  index,
  answer,
  problem,
  onChange,
}: QuestionFieldProps) {
  const { t } = useTranslation();
  const id = `question-${q.questionId}`;
  const errorId = `${id}-error`;
  const described = problem ? { 'aria-describedby': errorId } : {};
  const set = (a: Omit<AnswerInput, 'questionId'>) => onChange({ questionId: q.questionId, ...a });
  let field;
  switch (q.kind) {
    case 'single':
      field = (
        <Radio.Group
          value={answer?.choices?.[0]}
          onChange={(e) => set({ choices: [e.target.value as string] })}
          {...described}
          options={q.options.map((o) => ({ value: o.value, label: o.label }))}
        />
      );
      break;
    case 'multiple':
      field = (
        <Checkbox.Group
          value={answer?.choices ?? []}
          onChange={(values) => set({ choices: values })}
          {...described}
          options={q.options.map((o) => ({ value: o.value, label: o.label }))}
        />
      );
      break;
    case 'scale': {
      const min = q.scaleMin ?? 1;
      const max = q.scaleMax ?? 5;
      field = (
        <>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            value={answer?.score}
            onChange={(e) => set({ score: e.target.value as number })}
            {...described}
            options={Array.from({ length: max - min + 1 }, (_, i) => ({
              value: min + i,
              label: String(min + i),
            }))}
          />
          <p className="questionnaire-question__hint">
            {t('ui.questionnaireScaleRange', { min, max })}
          </p>
        </>
      );
      break;
    }
    case 'text':
      field = (
        <Input.TextArea
          aria-labelledby={`${id}-legend`}
          value={answer?.text ?? ''}
          maxLength={q.maxLength ?? undefined}
          showCount
          rows={3}
          placeholder={t('ui.questionnaireTextPlaceholder', { max: q.maxLength ?? '' })}
          onChange={(e) => set({ text: e.target.value })}
          {...described}
          aria-invalid={problem ? true : undefined}
        />
      );
      break;
  }
  return (
    <fieldset
      className={`questionnaire-question questionnaire-question--${q.kind}${problem ? ' questionnaire-question--error' : ''}`}
      data-testid={id}
    >
      <legend className="questionnaire-question__text" id={`${id}-legend`}>
        {index + 1}. {q.text}
        {!q.required && (
          <span className="questionnaire-question__optional">
            ({t('ui.questionnaireOptional')})
          </span>
        )}
      </legend>
      {field}
      {problem && (
        <p
          className="questionnaire-question__error"
          id={errorId}
          role="alert"
          data-testid={`${id}-problem`}
        >
          {t(problem === 'C018' ? 'ui.questionnaireRequired' : 'ui.questionnaireInvalid')}
        </p>
      )}
    </fieldset>
  );
}
