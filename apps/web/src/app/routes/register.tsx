import { Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { loginModesOf, usesPasswords, type LoginUser, type HosId } from '@portal/shared';
import { AccountForm } from '../../features/auth/components/account-form.tsx';
import { AccountScope } from '../../features/auth/components/account-scope.tsx';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form.tsx';
import { useInitialConfig } from '../../features/hospitals/api/get-config.ts';
import { useHospital } from '../../features/hospitals/api/get-hospital.ts';
import { useRegistrationAgreements } from '../../features/instructions/api/registration-agreements.ts';
import { RegistrationAgreements } from '../../features/instructions/components/registration-agreements.tsx';
import { signOut } from '../../features/auth/api/logout.ts';
import {
  accountModeFromSearch,
  returnToFromSearch,
  signInPath,
} from '../../features/auth/utils/return-to.ts';
import { PATHS } from '../../lib/paths.ts';
import { dialogs } from '../../stores/dialog-store.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

const TITLE_KEYS = {
  register: 'ui.register',
  reset: 'ui.resetPassword',
  change: 'ui.changePassword',
} as const;

/**
 * /login/register: mode 1 register (then signed in, back to `redirect`), mode 2 'forgot password' (reset
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
  const config = useInitialConfig(hosId);
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
        codeLength={config.data?.smsCodeLength}
        signInTo={signInPath(returnTo)}
        onReset={() => {
          dialogs.toast({ mode: 'success', caption: 'ui.passwordReset' });
          void navigate(signInPath(returnTo), { replace: true });
        }}
      />
    );
  } else {
    form = (
      <RegisterForm
        hosId={hosId}
        timeZone={timeZone}
        signInTo={signInPath(returnTo)}
        onRegistered={setLoginUser}
      />
    );
  }
  return (
    <RoutePage title={t(TITLE_KEYS[mode])}>
      {mode === 'register' && loginUser ? null : form}
    </RoutePage>
  );
}

/**
 * Mode 1 (docs/accounts.md): an account for this hospital, accepting its user service agreement and privacy policy
 * (closed while it has not published them), with a password only where the hospital signs in by password.
 */
export function RegisterForm({
  hosId,
  timeZone,
  signInTo,
  onRegistered,
}: {
  hosId: HosId;
  timeZone: string;
  signInTo: string;
  onRegistered: (user: LoginUser) => void;
}) {
  const config = useInitialConfig(hosId);
  const hospital = useHospital(hosId);
  const agreements = useRegistrationAgreements(hosId);
  // The form waits for the sign-in modes: a password field shown and then taken away would mislead.
  if (config.isPending || hospital.isPending) return <Spin />;
  const codeOnly = !usesPasswords(loginModesOf(config.data?.loginModes));
  const hosName = hospital.data?.hosName ?? hosId;
  return (
    <AccountForm
      kind="register"
      hosId={hosId}
      timeZone={timeZone}
      codeLength={config.data?.smsCodeLength}
      signInTo={signInTo}
      askPassword={!codeOnly}
      closed={agreements.status !== 'ready'}
      intro={<AccountScope hosName={hosName} page="register" codeOnly={codeOnly} />}
      terms={<RegistrationAgreements state={agreements} hosName={hosName} />}
      // The frame then fetches the leader flag for the new token.
      onRegistered={onRegistered}
    />
  );
}

export { RegisterRoute as Component };
