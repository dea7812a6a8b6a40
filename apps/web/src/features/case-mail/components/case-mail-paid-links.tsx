import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button/link-button.tsx';

/** Inpatient slug case. */
export const CASE_MAIL_PATH = '/inpatient/case';

/** After a case-mail fee's QR payment: back to the requests, where it now shows paid. */
export function CaseMailPaidLinks() {
  const { t } = useTranslation();
  return (
    <Space wrap className="pay-result__links">
      <LinkButton to={CASE_MAIL_PATH} data-testid="pay-result-case-mail" type="primary">
        {t('ui.caseMail')}
      </LinkButton>
    </Space>
  );
}
