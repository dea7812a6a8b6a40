import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { VERIFY_CODE_RULES, type VerifyPurpose, type HosId } from '@portal/shared';
import { isApiError } from '../../../lib/api-error.ts';
import { dialogs } from '../../../stores/dialog-store.ts';
import { useSendVerifyCode } from '../api/send-verify-code.ts';
import { smsOutboxKey } from '../api/get-sms-outbox.ts';
import { useResendCountdown } from '../utils/use-resend-countdown.ts';

interface SendCodeButtonProps {
  hosId: HosId;
  purpose: VerifyPurpose;
  /** Validates the form's phone field; resolves to the number, or null when it is not valid. */
  getPhone: () => Promise<string | null>;
  /** A refusal (e.g. LOGIN006 with the seconds to wait, C022 too frequent) for the form to show; null clears it. */
  onError: (error: unknown) => void;
}

/** 'send code', then 'resend in N s' for the 60 s the server asks for — or the wait it names when it refuses (LOGIN006). */
export function SendCodeButton({ hosId, purpose, getPhone, onError }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const send = useSendVerifyCode();
  const [secondsLeft, startCountdown] = useResendCountdown();

  const sendCode = async () => {
    const phone = await getPhone();
    if (!phone) return;
    onError(null);
    try {
      const sent = await send.mutateAsync({ hosId, phone, purpose });
      startCountdown(sent.resendIn > 0 ? sent.resendIn : VERIFY_CODE_RULES.resendSeconds);
      dialogs.toast({ mode: 'success', caption: 'ui.codeSent' });
      void queryClient.invalidateQueries({ queryKey: smsOutboxKey(hosId, phone) });
    } catch (error) {
      const wait =
        isApiError(error) && error.messageKey === 'LOGIN006' ? Number(error.params.seconds) : 0;
      if (wait > 0) startCountdown(wait);
      onError(error);
    }
  };

  return (
    // Not `false` while no countdown runs: a form that is disabled as a whole (registration closed) disables it too.
    <Button
      data-testid="send-code"
      disabled={secondsLeft > 0 || undefined}
      loading={send.isPending}
      onClick={() => void sendCode()}
    >
      {secondsLeft > 0 ? t('ui.resendIn', { seconds: secondsLeft }) : t('ui.sendCode')}
    </Button>
  );
}
