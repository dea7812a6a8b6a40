import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VERIFY_CODE_RULES, type SendPatientBindCodeInput } from '@portal/shared';
import { COUNTDOWN_TICK_MS, tickCountdown } from '../../../lib/countdown.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useSendBindCode } from '../api/send-bind-code.ts';

/** What the hospital asks before it links its record of the person — the SMS code to its phone, or the PIN. */
export type LinkProof = { kind: 'sms'; phone: string } | { kind: 'pin' };

/** The proof the server asked for in its refusal (PATIENT009 with the masked phone, PATIENT010), or null. */
export function proofAsked(error: unknown): LinkProof | null {
  if (!isApiError(error)) return null;
  if (error.messageKey === 'PATIENT009')
    return { kind: 'sms', phone: String(error.params.phone ?? '') };
  if (error.messageKey === 'PATIENT010') return { kind: 'pin' };
  return null;
}

interface LinkProofStepProps {
  proof: LinkProof;
  /** The person as typed (validated) for the code request; null when a field is invalid. */
  getPerson: () => Promise<SendPatientBindCodeInput | null>;
  onError: (error: unknown) => void;
  /** Demo only: the SMS inbox of the masked phone, composed in by the page (another feature's component). */
  codeInbox?: (maskedPhone: string) => ReactNode;
  /** Digits of the hospital's SMS codes (config smsCodeLength); the shared default until known. */
  codeLength?: number;
}

/**
 * The second step of 'add patient' when the hospital holds a record of the person: the masked phone the code goes
 * to, 'send code' and the code field (with the demo inbox under it, as on the sign-in page), or the card PIN. The
 * rest of the form stays as typed above it.
 */
export function LinkProofStep({
  proof,
  getPerson,
  onError,
  codeInbox,
  codeLength = VERIFY_CODE_RULES.length,
}: LinkProofStepProps) {
  const { t } = useTranslation();
  const send = useSendBindCode();
  const [secondsLeft, setSecondsLeft] = useState(0);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft(tickCountdown), COUNTDOWN_TICK_MS);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const sendCode = async () => {
    const person = await getPerson();
    if (!person) return;
    onError(null);
    try {
      const sent = await send.mutateAsync(person);
      setSecondsLeft(sent.resendIn > 0 ? sent.resendIn : VERIFY_CODE_RULES.resendSeconds);
    } catch (error) {
      const wait =
        isApiError(error) && error.messageKey === 'LOGIN006' ? Number(error.params.seconds) : 0;
      if (wait > 0) setSecondsLeft(wait);
      onError(error);
    }
  };

  if (proof.kind === 'pin') {
    return (
      <section className="link-proof" data-testid="link-proof">
        <Alert
          type="info"
          showIcon
          icon={<SafetyCertificateOutlined />}
          title={t('ui.linkProofPin')}
        />
        <Form.Item
          name="pin"
          label={t('ui.field.pin')}
          rules={[
            {
              required: true,
              pattern: /^\d{4,8}$/,
              message: t('C019', { field: t('ui.field.pin') }),
            },
          ]}
        >
          <Input.Password
            data-testid="link-proof-pin"
            maxLength={8}
            inputMode="numeric"
            autoComplete="off"
          />
        </Form.Item>
      </section>
    );
  }
  return (
    <section className="link-proof" data-testid="link-proof">
      <Alert
        type="info"
        showIcon
        icon={<SafetyCertificateOutlined />}
        title={
          <span data-testid="link-proof-phone">{t('ui.linkProofSms', { phone: proof.phone })}</span>
        }
      />
      <Form.Item label={t('ui.field.code')} required>
        <Space.Compact block>
          <Form.Item
            name="verifyCode"
            noStyle
            rules={[
              {
                required: true,
                pattern: new RegExp(`^\\d{${codeLength}}$`),
                message: t('C019', { field: t('ui.field.code') }),
              },
            ]}
          >
            <Input
              data-testid="link-proof-code"
              maxLength={codeLength}
              inputMode="numeric"
              autoComplete="one-time-code"
            />
          </Form.Item>
          <Button
            data-testid="link-proof-send"
            disabled={secondsLeft > 0}
            loading={send.isPending}
            onClick={() => void sendCode()}
          >
            {secondsLeft > 0 ? t('ui.resendIn', { seconds: secondsLeft }) : t('ui.sendCode')}
          </Button>
        </Space.Compact>
      </Form.Item>
      {codeInbox?.(proof.phone)}
    </section>
  );
}
