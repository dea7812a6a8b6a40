import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { loginModesOf } from '../../features/auth/utils/login-modes.ts';
import { accountPagePath, returnToFromSearch } from '../../features/auth/utils/return-to.ts';
import { useInitialConfig } from '../../features/hospitals/api/get-config.ts';
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
  const timeZone = useHospitalTimeZone(hosId);
  const returnTo = returnToFromSearch(location.search);

  useEffect(() => {
    if (loginUser) void navigate(returnTo, { replace: true });
  }, [loginUser, returnTo, navigate]);

  if (!hosId || loginUser) return <RoutePage>{null}</RoutePage>;
  return (
    <RoutePage>
      <LoginForm
        hosId={hosId}
        modes={loginModesOf(config.data?.loginModes)}
        timeZone={timeZone}
        registerTo={accountPagePath('register', returnTo)}
        forgotTo={accountPagePath('reset', returnTo)}
        onSignedIn={(user) => {
          // The frame then fetches the leader flag for the new token (SPEC §6).
          setLoginUser(user);
        }}
      />
    </RoutePage>
  );
}

export { LoginRoute as Component };
