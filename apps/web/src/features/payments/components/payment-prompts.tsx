import { LoginOutlined } from '@ant-design/icons';
import { Button, Empty, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loginPathFor, PATHS } from '../../../lib/paths.ts';

/** The route table has /homepage/payment without login, but an order is the user's own: sign in, then come back here. */
export function PaymentSignIn({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      icon={<LoginOutlined />}
      title={<span data-testid="pay-sign-in">{t('ui.paySignInTitle')}</span>}
      subTitle={t('ui.paySignInText')}
      extra={
        <Button
          type="primary"
          data-testid="pay-sign-in-link"
          onClick={() => void navigate(loginPathFor(returnTo))}
        >
          {t('ui.signIn')}
        </Button>
      }
    />
  );
}

/** Without a serial there is nothing to show: payments start from a booking's record. */
export function NoPayment() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Empty
      className="page-empty"
      description={<span data-testid="pay-none">{t('ui.payNone')}</span>}
    >
      <Button
        type="primary"
        data-testid="pay-none-records"
        onClick={() => void navigate(PATHS.records)}
      >
        {t('ui.allRecords')}
      </Button>
    </Empty>
  );
}
