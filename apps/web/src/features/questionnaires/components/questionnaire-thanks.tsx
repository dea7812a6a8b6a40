import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button/link-button.tsx';

/** The thanks page after the answers were stored. */
export function QuestionnaireThanks({ backTo }: { backTo: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="success"
      data-testid="questionnaire-thanks"
      title={t('ui.questionnaireThanksTitle')}
      subTitle={t('ui.questionnaireThanksText')}
      extra={
        <LinkButton type="primary" to={backTo}>
          {t('ui.questionnaireBack')}
        </LinkButton>
      }
    />
  );
}
