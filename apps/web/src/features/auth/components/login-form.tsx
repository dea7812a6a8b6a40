import { LockOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { Compact, PasswordInput, TextInput } from '../../../components/inputs/inputs.ts';
import { LightForm, LightFormItem } from '../../../components/light-form/light-form.tsx';
import { useLightForm } from '../../../components/light-form/use-light-form.ts';
import { TabBar } from '../../../components/tab-bar/tab-bar.tsx';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  usesPasswords,
  VERIFY_CODE_RULES,
  type LoginMode,
  type LoginUser,
  type HosId,
} from '@portal/shared';
import { useLoginByPassword } from '../api/login-by-password.ts';
import { useLoginBySms } from '../api/login-by-sms.ts';
import { signInChecks } from '../utils/account-rules.ts';
import { AccountSubmit } from './account-submit.tsx';
import { SendCodeButton } from './send-code-button.tsx';
import { SmsInbox } from './sms-inbox.tsx';

interface LoginFormProps {
  hosId: HosId;
  /** The hospital's sign-in modes (config loginModes), in order. */
  modes: LoginMode[];
  /** Digits of the hospital's SMS codes (config smsCodeLength). */
  codeLength?: number;
  timeZone: string;
  onSignedIn: (user: LoginUser) => void;
  registerTo: string;
  forgotTo: string;
  /** Shown at the top of the card (whose account this is). */
  intro?: ReactNode;
}

const TAB_KEYS: Record<LoginMode, string> = {
  password: 'ui.loginByPassword',
  sms: 'ui.loginBySms',
};

/**
 * Sign in: phone + password or phone + SMS code. The phone is shared by both tabs; only the fields of
 * the open tab are validated and sent. Refusals show the catalogue text (LOGIN001 with a way to register).
 * The first page of many patients, so a LightForm (antd's look without its form engine); the register and reset
 * forms (account-form.tsx) keep antd's Form with the same rules (utils/account-rules.ts).
 */
export function LoginForm({
  hosId,
  modes,
  codeLength = VERIFY_CODE_RULES.length,
  timeZone,
  onSignedIn,
  registerTo,
  forgotTo,
  intro,
}: LoginFormProps) {
  const { t } = useTranslation();
  const checks = useMemo(() => signInChecks(codeLength), [codeLength]);
  const form = useLightForm(checks);
  const [mode, setMode] = useState<LoginMode>(modes[0] ?? 'password');
  const [error, setError] = useState<unknown>(null);
  const byPassword = useLoginByPassword();
  const bySms = useLoginBySms();
  const pending = byPassword.isPending || bySms.isPending;
  const phone = form.field('phone');
  const password = form.field('password');
  const code = form.field('code');

  const submit = async () => {
    const values = await form.validate(['phone', mode === 'password' ? 'password' : 'code']);
    if (!values) return;
    setError(null);
    try {
      const user =
        mode === 'password'
          ? await byPassword.mutateAsync({ hosId, phone: values.phone, password: values.password })
          : await bySms.mutateAsync({ hosId, phone: values.phone, code: values.code });
      onSignedIn(user);
    } catch (e) {
      setError(e);
    }
  };

  return (
    <div className="account-card">
      {intro}
      <TabBar
        activeKey={mode}
        onChange={(key) => {
          setMode(key as LoginMode);
          setError(null);
        }}
        items={modes.map((m) => ({
          key: m,
          label: <span data-testid={`login-tab-${m}`}>{t(TAB_KEYS[m])}</span>,
        }))}
      />
      <LightForm onSubmit={() => void submit()}>
        <LightFormItem label={t('ui.field.phone')} error={phone.error} required>
          {(control) => (
            <TextInput
              {...control}
              {...phone.input}
              data-testid="login-phone"
              prefix={<MobileOutlined />}
              placeholder={t('ui.phonePlaceholder')}
              maxLength={11}
              inputMode="numeric"
              autoComplete="tel"
            />
          )}
        </LightFormItem>
        {mode === 'password' ? (
          <LightFormItem label={t('ui.field.password')} error={password.error}>
            {(control) => (
              <PasswordInput
                {...control}
                {...password.input}
                data-testid="login-password"
                prefix={<LockOutlined />}
                maxLength={64}
                autoComplete="current-password"
              />
            )}
          </LightFormItem>
        ) : (
          <>
            <LightFormItem label={t('ui.field.code')} error={code.error} required>
              {(control) => (
                <Compact block>
                  <TextInput
                    {...control}
                    {...code.input}
                    data-testid="login-code"
                    prefix={<SafetyOutlined />}
                    placeholder={t('ui.codePlaceholder')}
                    maxLength={codeLength}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                  />
                  <SendCodeButton
                    hosId={hosId}
                    purpose="login"
                    getPhone={async () => (await form.validate(['phone']))?.phone ?? null}
                    onError={setError}
                  />
                </Compact>
              )}
            </LightFormItem>
            <SmsInbox hosId={hosId} phone={phone.input.value} timeZone={timeZone} />
          </>
        )}
        <AccountSubmit
          error={error}
          wayOn={{ when: 'LOGIN001', to: registerTo, label: t('ui.register') }}
          loading={pending}
          testId="login-submit"
          label={t('ui.signInSubmit')}
        />
      </LightForm>
      <div className="account-card__links">
        <span>
          {t('ui.noAccount')}{' '}
          <Link to={registerTo} data-testid="register-link">
            {t('ui.register')}
          </Link>
        </span>
        {/* No password to forget where the hospital signs in by code only. */}
        {usesPasswords(modes) ? (
          <Link to={forgotTo} data-testid="forgot-password-link">
            {t('ui.forgotPassword')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
