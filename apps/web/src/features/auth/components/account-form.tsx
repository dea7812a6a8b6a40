import { Form } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LoginUser, HosId } from '@portal/shared';
import { useRegister } from '../api/register.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { CodeField } from './code-field.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { PhoneField } from './phone-field.tsx';
import { formBehaviour } from '../../../lib/form-rules.ts';
import { AccountSubmit } from './account-submit.tsx';

interface AccountValues {
  phone: string;
  code: string;
  password?: string;
  confirmPassword?: string;
}

type AccountFormProps = {
  hosId: HosId;
  timeZone: string;
  /** Digits of the hospital's SMS codes (config smsCodeLength). */
  codeLength?: number;
  signInTo: string;
  /** Shown at the top of the card (what the account is for, why registering is closed). */
  intro?: ReactNode;
} & (
  | {
      kind: 'register';
      onRegistered: (user: LoginUser) => void;
      /** Only where the hospital signs in by password: elsewhere a password could never be used (docs/accounts.md). */
      askPassword: boolean;
      /** What registering accepts, shown above the button. */
      terms: ReactNode;
      /** Registering is closed (the hospital has not published its agreements): nothing can be sent. */
      closed: boolean;
    }
  | { kind: 'reset'; onReset: () => void }
);

/**
 * /login/register modes 1 and 2: register, or reset a forgotten password — with phone, SMS code and a new password
 * typed twice; registering where the hospital signs in by code only takes phone and code alone. Test ids
 * are `register-*` and `reset-*`.
 */
export function AccountForm(props: AccountFormProps) {
  const { hosId, timeZone, signInTo, kind, intro } = props;
  const askPassword = props.kind === 'reset' || props.askPassword;
  const closed = props.kind === 'register' && props.closed;
  const { t } = useTranslation();
  const [form] = Form.useForm<AccountValues>();
  const phone = (Form.useWatch('phone', form) as string | undefined) ?? '';
  const [error, setError] = useState<unknown>(null);
  const register = useRegister();
  const reset = useResetPassword();

  const submit = async (values: AccountValues) => {
    setError(null);
    try {
      const { phone: number, code, password = '', confirmPassword = '' } = values;
      if (props.kind === 'register') {
        // Only the fields shown are sent: a password where none is asked would be refused (LOGIN010).
        props.onRegistered(
          await register.mutateAsync({
            hosId,
            phone: number,
            code,
            ...(askPassword ? { password, confirmPassword } : {}),
          }),
        );
      } else {
        await reset.mutateAsync({ hosId, phone: number, code, password, confirmPassword });
        props.onReset();
      }
    } catch (e) {
      setError(e);
    }
  };

  return (
    <div className="account-card">
      {intro}
      <Form {...formBehaviour(form)} disabled={closed} onFinish={(v) => void submit(v)}>
        <PhoneField testId={`${kind}-phone`} />
        <CodeField
          form={form}
          hosId={hosId}
          purpose={kind}
          phone={phone}
          timeZone={timeZone}
          codeLength={props.codeLength}
          testId={`${kind}-code`}
          onError={setError}
        />
        {askPassword ? (
          <NewPasswordFields
            testIdPrefix={kind}
            label={kind === 'reset' ? t('ui.field.newPassword') : undefined}
          />
        ) : null}
        {props.kind === 'register' ? props.terms : null}
        <AccountSubmit
          error={error}
          wayOn={{ when: 'LOGIN002', to: signInTo, label: t('ui.signIn') }}
          loading={register.isPending || reset.isPending}
          testId={`${kind}-submit`}
          label={t(kind === 'register' ? 'ui.registerSubmit' : 'ui.resetSubmit')}
        />
      </Form>
      <div className="account-card__links">
        <span>
          {t('ui.haveAccount')}{' '}
          <Link to={signInTo} data-testid="sign-in-link">
            {t('ui.backToSignIn')}
          </Link>
        </span>
      </div>
    </div>
  );
}
