import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AccountForm } from '../../features/auth/components/account-form.tsx';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form.tsx';
import { RegistrationAgreements } from '../../features/instructions/components/registration-agreements.tsx';
import { signOut } from '../../features/auth/api/logout.ts';
import { accountModeFromSearch, returnToFromSearch, signInPath } from '../../features/auth/utils/return-to.ts';
import { PATHS } from '../../lib/paths.ts';
import { dialogs } from '../../stores/dialog-store.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

const TITLE_KEYS = { register: 'ui.register', reset: 'ui.resetPassword', change: 'ui.changePassword' } as const;

/**
 * /login/register (SPEC §2): mode 1 register (then signed in, back to `redirect`), mode 2 'forgot password' (reset
 * with an SMS code, then sign in), mode 3 change password — the route guard requires sign-in; afterwards the
 * user signs in again with the new password.
 */
export function RegisterRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const hosId = useSessionStore((s) => s.hosId);
  const loginUser = useSessionStore((s) => s.loginUser);
  const setLoginUser = useSessionStore((s) => s.setLoginUser);
  const timeZone = useHospitalTimeZone(hosId);
  const mode = accountModeFromSearch(location.search);
  const returnTo = returnToFromSearch(location.search);

  // Registered (or already signed in): straight on to where the visitor was going.
  useEffect(() => {
    if (mode === 'register' && loginUser) void navigate(returnTo, { replace: true });
  }, [mode, loginUser, returnTo, navigate]);

  if (!hosId) return null;
  let form;
  if (mode === 'change') {
    form = (
      <ChangePasswordForm
        hosId={hosId}
        onChanged={() => {
          dialogs.toast({ mode: 'success', caption: 'ui.passwordChanged' });
          void signOut().then(() => navigate(signInPath(PATHS.home), { replace: true }));
        }}
      />
    );
  } else if (mode === 'reset') {
    form = (
      <AccountForm
        kind="reset"
        hosId={hosId}
        timeZone={timeZone}
        signInTo={signInPath(returnTo)}
        onReset={() => {
          dialogs.toast({ mode: 'success', caption: 'ui.passwordReset' });
          void navigate(signInPath(returnTo), { replace: true });
        }}
      />
    );
  } else {
    form = (
      <AccountForm
        kind="register"
        hosId={hosId}
        timeZone={timeZone}
        signInTo={signInPath(returnTo)}
        onRegistered={(user) => {
          // The frame then fetches the leader flag for the new token (SPEC §6).
          setLoginUser(user);
        }}
      />
    );
    // Issue 17: registering accepts the current user service agreement and privacy policy; the page names them.
    form = <>{form}<RegistrationAgreements hosId={hosId} /></>;
  }
  return <RoutePage title={t(TITLE_KEYS[mode])}>{mode === 'register' && loginUser ? null : form}</RoutePage>;
}

export { RegisterRoute as Component };
