import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LoginUser } from '@portal/shared';
import { FormError } from '../../../components/form-error/form-error.tsx';
import { errorKey } from '../../../lib/error-text.ts';
import { useRegister } from '../api/register.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { CodeField } from './code-field.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { PhoneField } from './phone-field.tsx';
import { formBehaviour } from '../../../lib/form-rules.ts';
import { LinkButton } from '../../../components/link-button/link-button.tsx';

interface AccountValues {
  phone: string;
  code: string;
  password: string;
  confirmPassword: string;
}

type AccountFormProps = {
  hosId: string;
  timeZone: string;
  signInTo: string;
} & (
  | { kind: 'register'; onRegistered: (user: LoginUser) => void }
  | { kind: 'reset'; onReset: () => void }
);

/**
 * /login/register modes 1 and 2: register, or reset a forgotten password — both with phone, SMS code and a new
 * password typed twice (SPEC §5). Test ids are `register-*` and `reset-*`.
 */
export function AccountForm(props: AccountFormProps) {
  const { hosId, timeZone, signInTo, kind } = props;
  const { t } = useTranslation();
  const [form] = Form.useForm<AccountValues>();
  const phone = (Form.useWatch('phone', form) as string | undefined) ?? '';
  const [error, setError] = useState<unknown>(null);
  const register = useRegister();
  const reset = useResetPassword();

  const submit = async (values: AccountValues) => {
    setError(null);
    try {
      if (props.kind === 'register') props.onRegistered(await register.mutateAsync({ hosId, ...values }));
      else {
        await reset.mutateAsync({ hosId, ...values });
        props.onReset();
      }
    } catch (e) {
      setError(e);
    }
  };

  return (
    <div className="account-card">
      <Form
        {...formBehaviour(form)}
        onFinish={(v) => void submit(v)}
      >
        <PhoneField testId={`${kind}-phone`} />
        <CodeField form={form} hosId={hosId} purpose={kind} phone={phone} timeZone={timeZone} testId={`${kind}-code`} onError={setError} />
        <NewPasswordFields testIdPrefix={kind} label={kind === 'reset' ? t('ui.field.newPassword') : undefined} />
        <FormError
          error={error}
          action={
            errorKey(error) === 'LOGIN002' ? (
              <LinkButton to={signInTo} size="small" type="primary">
                  {t('ui.signIn')}
                </LinkButton>
            ) : undefined
          }
        />
        <Button
          className="account-card__submit"
          type="primary"
          htmlType="submit"
          block
          size="large"
          loading={register.isPending || reset.isPending}
          data-testid={`${kind}-submit`}
        >
          {t(kind === 'register' ? 'ui.registerSubmit' : 'ui.resetSubmit')}
        </Button>
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
