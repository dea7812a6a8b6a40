import { MobileOutlined } from '@ant-design/icons';
import { Form } from 'antd';
import { TextInput } from '../../../components/inputs/inputs.ts';
import { useTranslation } from 'react-i18next';
import { phoneRules } from '../utils/account-rules.ts';

/** The account's mobile number. */
export function PhoneField({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="phone" label={t('ui.field.phone')} rules={phoneRules} required>
      <TextInput
        data-testid={testId}
        prefix={<MobileOutlined />}
        placeholder={t('ui.phonePlaceholder')}
        maxLength={11}
        inputMode="numeric"
        autoComplete="tel"
      />
    </Form.Item>
  );
}
