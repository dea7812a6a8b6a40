import { LockOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';

/**
 * Issue 2 has no accounts yet: the sign-in page explains that, and keeps the return target so that a signed-in
 * visitor (a later issue's form, or a login stored by another tab) is sent back where the guard stopped them.
 */
export function SignInPlaceholder({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  return (
    <Result
      className="sign-in-placeholder"
      icon={<LockOutlined />}
      title={t('ui.signInComingSoon')}
      subTitle={
        <>
          <span>{t('ui.signInComingSoonDetail')}</span>
          {returnTo !== PATHS.home ? (
            <span className="sign-in-placeholder__target" data-testid="login-return-to">
              {t('ui.signInReturnTo', { path: returnTo })}
            </span>
          ) : null}
        </>
      }
      extra={
        <Link to={PATHS.home}>
          <Button type="primary">{t('ui.backHome')}</Button>
        </Link>
      }
    />
  );
}
