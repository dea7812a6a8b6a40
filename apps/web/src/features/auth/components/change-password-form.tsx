import type { HosId } from '@portal/shared';
import { LockOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error/form-error.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { formBehaviour, requiredRule } from '../../../lib/form-rules.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

interface ChangeValues {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/** /login/register mode 3 (signed in): a new password, confirmed with the current one. */
export function ChangePasswordForm({ hosId, onChanged }: { hosId: HosId; onChanged: () => void }) {
  const { t } = useTranslation();
  const [error, setError] = useState<unknown>(null);
  const change = useChangePassword();
  const [form] = Form.useForm<ChangeValues>();

  const submit = async (values: ChangeValues) => {
    setError(null);
    try {
      await change.mutateAsync({ hosId, ...values });
      onChanged();
    } catch (e) {
      setError(e);
    }
  };

  return (
    <div className="account-card">
      <Form<ChangeValues> {...formBehaviour(form)} onFinish={(v) => void submit(v)}>
        <Form.Item
          name="oldPassword"
          label={t('ui.field.oldPassword')}
          rules={[requiredRule('oldPassword')]}
        >
          <Input.Password
            data-testid="change-old-password"
            prefix={<LockOutlined />}
            maxLength={64}
            autoComplete="current-password"
          />
        </Form.Item>
        <NewPasswordFields testIdPrefix="change" label={t('ui.field.newPassword')} />
        <FormError error={error} />
        <Button
          className="account-card__submit"
          type="primary"
          htmlType="submit"
          block
          size="large"
          loading={change.isPending}
          data-testid="change-submit"
        >
          {t('ui.changePassword')}
        </Button>
      </Form>
    </div>
  );
}
