import { SafetyOutlined } from '@ant-design/icons';
import { Form, Space, type FormInstance } from 'antd';
import { TextInput } from '../../../components/inputs/inputs.ts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { VERIFY_CODE_RULES, type VerifyPurpose, type HosId } from '@portal/shared';
import { codeRules } from '../utils/account-rules.ts';
import { SendCodeButton } from './send-code-button.tsx';
import { SmsInbox } from './sms-inbox.tsx';

interface CodeFieldProps {
  form: FormInstance;
  hosId: HosId;
  purpose: VerifyPurpose;
  /** The phone the form holds now (the demo inbox lists what was sent to it). */
  phone: string;
  timeZone: string;
  /** Digits of the hospital's codes (config smsCodeLength); the shared default until known. */
  codeLength?: number;
  testId: string;
  onError: (error: unknown) => void;
}

/** The SMS code input with its send button, and under it the demo SMS inbox (demo servers only). */
export function CodeField({
  form,
  hosId,
  purpose,
  phone,
  timeZone,
  codeLength = VERIFY_CODE_RULES.length,
  testId,
  onError,
}: CodeFieldProps) {
  const { t } = useTranslation();
  const rules = useMemo(() => codeRules(codeLength), [codeLength]);
  const getPhone = async () => {
    try {
      const values = (await form.validateFields(['phone'])) as { phone: string };
      return values.phone;
    } catch {
      return null;
    }
  };
  return (
    <>
      <Form.Item label={t('ui.field.code')} required>
        <Space.Compact block>
          <Form.Item name="code" noStyle rules={rules}>
            <TextInput
              data-testid={testId}
              prefix={<SafetyOutlined />}
              placeholder={t('ui.codePlaceholder')}
              maxLength={codeLength}
              inputMode="numeric"
              autoComplete="one-time-code"
            />
          </Form.Item>
          <SendCodeButton hosId={hosId} purpose={purpose} getPhone={getPhone} onError={onError} />
        </Space.Compact>
      </Form.Item>
      <SmsInbox hosId={hosId} phone={phone} timeZone={timeZone} />
    </>
  );
}
