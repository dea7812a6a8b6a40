import { Alert } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { loginModesOf, usesPasswords } from '@portal/shared';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { AccountScope } from '../../features/auth/components/account-scope.tsx';
import { accountPagePath, returnToFromSearch } from '../../features/auth/utils/return-to.ts';
import { useInitialConfig } from '../../features/hospitals/api/get-config.ts';
import { useHospital } from '../../features/hospitals/api/get-hospital.ts';
import { sessionEnded } from '../../lib/storage.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

/**
 * /login — 'sign in'. As soon as this hospital has a signed-in user (this form, or another tab), go back to the
 * `redirect` target kept by the guard, else home. The login is stored for the current hospital only.
 */
export function LoginRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const hosId = useSessionStore((s) => s.hosId);
  const loginUser = useSessionStore((s) => s.loginUser);
  const setLoginUser = useSessionStore((s) => s.setLoginUser);
  const config = useInitialConfig(hosId);
  const modes = loginModesOf(config.data?.loginModes);
  const hospital = useHospital(hosId);
  const timeZone = useHospitalTimeZone(hosId);
  const returnTo = returnToFromSearch(location.search);
  const { t } = useTranslation();
  // Read once: signing in clears the mark, and the notice should not vanish while the form is being filled.
  const [ended] = useState(sessionEnded);

  useEffect(() => {
    if (loginUser) void navigate(returnTo, { replace: true });
  }, [loginUser, returnTo, navigate]);

  if (!hosId || loginUser) return <RoutePage>{null}</RoutePage>;
  return (
    <RoutePage>
      {ended ? (
        <Alert
          className="account-card__notice"
          type="info"
          showIcon
          role="status"
          data-testid="session-ended"
          title={t('ui.sessionEndedSignIn')}
        />
      ) : null}
      <LoginForm
        hosId={hosId}
        modes={modes}
        codeLength={config.data?.smsCodeLength}
        intro={
          hospital.data ? (
            <AccountScope
              hosName={hospital.data.hosName}
              page="sign-in"
              codeOnly={!usesPasswords(modes)}
            />
          ) : null
        }
        timeZone={timeZone}
        registerTo={accountPagePath('register', returnTo)}
        forgotTo={accountPagePath('reset', returnTo)}
        onSignedIn={(user) => {
          // The frame then fetches the leader flag for the new token.
          setLoginUser(user);
        }}
      />
    </RoutePage>
  );
}

export { LoginRoute as Component };
