import { LockOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmPasswordRules, newPasswordRules } from '../utils/account-rules.ts';

/** A new password and its confirmation, with the rule shown under the first (register, reset, change). */
export function NewPasswordFields({
  testIdPrefix,
  label,
}: {
  testIdPrefix: string;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="password"
        label={label ?? t('ui.field.password')}
        rules={newPasswordRules}
        extra={t('ui.passwordRule')}
        required
      >
        <Input.Password
          data-testid={`${testIdPrefix}-password`}
          prefix={<LockOutlined />}
          maxLength={16}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('ui.field.confirmPassword')}
        dependencies={['password']}
        rules={confirmPasswordRules}
        required
      >
        <Input.Password
          data-testid={`${testIdPrefix}-confirm`}
          prefix={<LockOutlined />}
          maxLength={16}
          autoComplete="new-password"
        />
      </Form.Item>
    </>
  );
}
