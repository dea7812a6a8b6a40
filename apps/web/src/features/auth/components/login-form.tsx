import { LockOutlined } from '@ant-design/icons';
import { Form } from 'antd';
import { PasswordInput } from '../../../components/inputs/inputs.ts';
import { TabBar } from '../../../components/tab-bar/tab-bar.tsx';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usesPasswords, type LoginMode, type LoginUser, type HosId } from '@portal/shared';
import { useLoginByPassword } from '../api/login-by-password.ts';
import { useLoginBySms } from '../api/login-by-sms.ts';
import { signInPasswordRules } from '../utils/account-rules.ts';
import { CodeField } from './code-field.tsx';
import { PhoneField } from './phone-field.tsx';
import { formBehaviour } from '../../../lib/form-rules.ts';
import { AccountSubmit } from './account-submit.tsx';

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

interface LoginValues {
  phone: string;
  password?: string;
  code?: string;
}

const TAB_KEYS: Record<LoginMode, string> = {
  password: 'ui.loginByPassword',
  sms: 'ui.loginBySms',
};

/**
 * Sign in: phone + password or phone + SMS code. The phone is shared by both tabs; only the fields of
 * the open tab are validated and sent. Refusals show the catalogue text (LOGIN001 with a way to register).
 */
export function LoginForm({
  hosId,
  modes,
  codeLength,
  timeZone,
  onSignedIn,
  registerTo,
  forgotTo,
  intro,
}: LoginFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginValues>();
  const phone = (Form.useWatch('phone', form) as string | undefined) ?? '';
  const [mode, setMode] = useState<LoginMode>(modes[0] ?? 'password');
  const [error, setError] = useState<unknown>(null);
  const byPassword = useLoginByPassword();
  const bySms = useLoginBySms();
  const pending = byPassword.isPending || bySms.isPending;

  const submit = async (values: LoginValues) => {
    setError(null);
    try {
      const user =
        mode === 'password'
          ? await byPassword.mutateAsync({
              hosId,
              phone: values.phone,
              password: values.password ?? '',
            })
          : await bySms.mutateAsync({ hosId, phone: values.phone, code: values.code ?? '' });
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
      <Form {...formBehaviour(form)} onFinish={(v) => void submit(v)}>
        <PhoneField testId="login-phone" />
        {mode === 'password' ? (
          <Form.Item name="password" label={t('ui.field.password')} rules={signInPasswordRules}>
            <PasswordInput
              data-testid="login-password"
              prefix={<LockOutlined />}
              maxLength={64}
              autoComplete="current-password"
            />
          </Form.Item>
        ) : (
          <CodeField
            form={form}
            hosId={hosId}
            purpose="login"
            phone={phone}
            timeZone={timeZone}
            codeLength={codeLength}
            testId="login-code"
            onError={setError}
          />
        )}
        <AccountSubmit
          error={error}
          wayOn={{ when: 'LOGIN001', to: registerTo, label: t('ui.register') }}
          loading={pending}
          testId="login-submit"
          label={t('ui.signInSubmit')}
        />
      </Form>
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
