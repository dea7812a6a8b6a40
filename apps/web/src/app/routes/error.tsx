import { Button, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainShell } from '../../components/layout/plain-shell.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { loginPathFor, PATHS } from '../../lib/paths.ts';
import { readErrorInfo, type ErrorInfo } from '../../lib/storage.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { HospitalFrame } from '../components/hospital-frame.tsx';
import { HospitalScope, useNeutralTheme } from '../components/hospital-scope.tsx';
import { isHospitalReady } from '../loaders.ts';
import { LinkButton } from '../../components/link-button/link-button.tsx';

const FALLBACK: ErrorInfo = { title: 'ui.errorTitle', caption: 'ui.errorUnknown' };

function ErrorContent({ info, hasHospital }: { info: ErrorInfo; hasHospital: boolean }) {
  const { t } = useTranslation();
  const title = t(info.title, info.params);
  useDocumentTitle(title);
  return (
    <Result
      className="error-result"
      status="warning"
      title={
        <h1 className="error-result__title" data-testid="page-title">
          {title}
        </h1>
      }
      subTitle={<span data-testid="error-message">{t(info.caption, info.params)}</span>}
      extra={[
        info.signInReturn ? (
          <LinkButton
            key="sign-in"
            to={loginPathFor(info.signInReturn)}
            type="primary"
            data-testid="error-sign-in"
          >
            {t('ui.signIn')}
          </LinkButton>
        ) : null,
        info.retryPath ? (
          <Button
            key="retry"
            type="primary"
            data-testid="error-retry"
            onClick={() => window.location.assign(info.retryPath!)}
          >
            {t('ui.reload')}
          </Button>
        ) : null,
        hasHospital ? (
          <LinkButton key="home" to={PATHS.home} type={info.signInReturn ? 'default' : 'primary'}>
            {t('ui.backHome')}
          </LinkButton>
        ) : null,
        <LinkButton
          key="choose"
          to={PATHS.hospitals}
          data-testid="choose-another-hospital"
          type={hasHospital || info.retryPath ? 'default' : 'primary'}
        >
          {t('ui.chooseAnotherHospital')}
        </LinkButton>,
      ]}
    />
  );
}

function PlainError({ info }: { info: ErrorInfo }) {
  const lang = useSessionStore((s) => s.lang);
  const changeLanguage = useSessionStore((s) => s.changeLanguage);
  useNeutralTheme();
  return (
    <PlainShell lang={lang} onLanguageChange={(l) => void changeLanguage(l)}>
      <ErrorContent info={info} hasHospital={false} />
    </PlainShell>
  );
}

/**
 * /error — title and caption stored in session storage by whoever sent the visitor here. Inside the
 * hospital's frame when its data is loaded (e.g. 'this function is not open yet'); otherwise in the plain shell
 * (unknown or disabled hospital, upgrade notice).
 */
export function ErrorRoute() {
  const [info] = useState(() => readErrorInfo() ?? FALLBACK);
  const hosId = useSessionStore((s) => s.hosId);
  if (hosId === null || !isHospitalReady(hosId)) return <PlainError info={info} />;
  return (
    <HospitalScope hosId={hosId}>
      <HospitalFrame hosId={hosId}>
        <section className="page-shell">
          <ErrorContent info={info} hasHospital />
        </section>
      </HospitalFrame>
    </HospitalScope>
  );
}

export { ErrorRoute as Component };
