import { QrcodeOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AppointmentRecordDetail, HospitalConfig, HosId } from '@portal/shared';
import { errorKey, errorText } from '../../../lib/error-text.ts';
import { paymentPath } from '../../../lib/paths.ts';
import { useOpenQrOrder } from '../../../lib/payments/use-open-qr-order.ts';
import { useStartQrPayment } from '../api/start-qr-payment.ts';
import { GapTopUpOffer } from './gap-top-up-offer.tsx';
import { ActionError } from '../../../components/form-error/action-error.tsx';

/** The catalogue key that sends the payer to the QR flow. */
export const INSUFFICIENT_BALANCE_KEY = 'RECHARGE001';

interface QrProps {
  hosId: HosId;
  record: AppointmentRecordDetail;
  timeZone: string;
}

/**
 * RECHARGE001 (the card balance is not enough), and the QR flow as the way to pay instead. `advice`: what
 * else the patient can do (top the card up, with a link), under the title; by default the general hint.
 */
export function InsufficientBalanceAlert({
  hosId,
  record,
  timeZone,
  advice,
}: QrProps & { advice?: ReactNode }) {
  const { t } = useTranslation();
  const start = useStartQrPayment(hosId);
  const open = useOpenQrOrder(start);
  return (
    <>
      <Alert
        className="record-info__alert"
        type="warning"
        showIcon
        title={<span data-testid="insufficient-balance">{t(INSUFFICIENT_BALANCE_KEY)}</span>}
        description={advice ?? t('ui.qrPayHint')}
        action={
          <Button
            type="primary"
            icon={<QrcodeOutlined />}
            data-testid="pay-qr"
            loading={start.isPending}
            onClick={() => open(record)}
          >
            {t('ui.payByQr')}
          </Button>
        }
      />
      <ActionError
        action={start}
        timeZone={timeZone}
        textTestId="qr-error"
        className="record-info__alert"
      />
    </>
  );
}

interface PayErrorAlertProps extends QrProps {
  error: unknown;
  /** RECHARGE001: 'recharge' offers the gap top-up (the fee then comes from the card); 'qr' pays the fee by QR. */
  insufficientBalancePath: HospitalConfig['insufficientBalancePath'];
}

/** The failure of a card payment: when the balance is short, the hospital's way on (gap top-up or QR); otherwise the reason. */
export function PayErrorAlert({ error, insufficientBalancePath, ...qr }: PayErrorAlertProps) {
  if (errorKey(error) === INSUFFICIENT_BALANCE_KEY) {
    return insufficientBalancePath === 'recharge' ? (
      <GapTopUpOffer {...qr} fallback={<InsufficientBalanceAlert {...qr} />} />
    ) : (
      <InsufficientBalanceAlert {...qr} />
    );
  }
  return (
    <Alert
      className="record-info__alert"
      type="error"
      showIcon
      title={<span data-testid="pay-error">{errorText(error, qr.timeZone)}</span>}
    />
  );
}

/** Back to the payment page of a QR payment already under way (the record's qrOrderNo). */
export function ContinueQrButton({ outTradeNo }: { outTradeNo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      type="primary"
      icon={<QrcodeOutlined />}
      data-testid="continue-qr"
      onClick={() => void navigate(paymentPath(outTradeNo))}
    >
      {t('ui.continueQrPayment')}
    </Button>
  );
}
