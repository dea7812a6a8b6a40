import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { BILL_STATE_PARAM, BILLS_PATH } from '../utils/bill-paths.ts';
import { LinkButton } from '../../../components/link-button/link-button.tsx';

/** After a bill's QR payment: back to the outpatient bills, on the tab the bill is now on. */
export function BillPaidLinks() {
  const { t } = useTranslation();
  return (
    <Space wrap className="pay-result__links">
      <LinkButton
        to={`${BILLS_PATH}?${BILL_STATE_PARAM}=paid`}
        data-testid="pay-result-bills"
        type="primary"
      >
        {t('ui.outpatientPayment')}
      </LinkButton>
    </Space>
  );
}
