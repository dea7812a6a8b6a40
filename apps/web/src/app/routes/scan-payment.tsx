import { SafetyCertificateFilled } from '@ant-design/icons';
import { ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LanguageSwitch } from '../../components/layout/language-switch.tsx';
import { ScanPayment } from '../../features/payments/components/scan-payment.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { useNeutralTheme } from '../components/hospital-scope.tsx';

/** The gateway's own colour (the page's CSS uses the same as --scan-brand): a payer sees whom they pay through. */
const GATEWAY_THEME = { token: { colorPrimary: '#0e9f6e' } };

/**
 * /hos/ui/scan/payment/:token: the sandbox pay gateway's page, standing in for the payer's
 * phone. Mounted beside the hospital layout, not in it: it works with no hospital chosen and no one signed in, and it
 * wears the gateway's look rather than a hospital's theme.
 */
export function ScanPaymentRoute() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const lang = useSessionStore((s) => s.lang);
  const changeLanguage = useSessionStore((s) => s.changeLanguage);
  useNeutralTheme();
  useDocumentTitle(t('ui.scanPayment'), t('ui.scanGateway'));
  return (
    <ConfigProvider theme={GATEWAY_THEME}>
      <main className="scan-page" data-testid="scan-page">
        <div className="scan-card">
          <header className="scan-card__brand">
            <span className="scan-card__brand-name">
              <SafetyCertificateFilled aria-hidden /> {t('ui.scanGateway')}
            </span>
            <LanguageSwitch value={lang} onChange={(l) => void changeLanguage(l)} />
          </header>
          <h1 className="scan-card__title" data-testid="page-title">
            {t('ui.scanPayment')}
          </h1>
          <ScanPayment token={token} />
        </div>
        <p className="scan-page__note">{t('ui.scanSandboxNote')}</p>
      </main>
    </ConfigProvider>
  );
}

export { ScanPaymentRoute as Component };
