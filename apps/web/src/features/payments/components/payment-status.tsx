import { Button, Result, Skeleton } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PayOrder, PayOrderStateName, PayPurpose, HosId } from '@portal/shared';
import { errorText } from '../../../lib/error-text.ts';
import { PATHS } from '../../../lib/paths.ts';
import { isOpenOrder, usePaymentParameter, usePayOrder } from '../api/get-payment.ts';
import { PayResult, type ResultParts } from './pay-result.tsx';
import { QrPanel } from './qr-panel.tsx';

interface PaymentStatusProps {
  hosId: HosId;
  outTradeNo: string;
  timeZone: string;
  /**
   * Told once per final state the order reaches, so the caller can refresh what the payment changed: the booking
   * (appointId), a card's balance and records (top-up purposes), a bill.
   */
  onFinal?: (state: PayOrderStateName, appointId: string | null, purpose: PayPurpose) => void;
  /** The result's parts for an order of the caller's purpose (a top-up's receipt…); null keeps the defaults. */
  resultParts?: (order: PayOrder) => ResultParts | null;
  /** The booking's pay deadline, shown while the order is open (composed by the route: it is the records' rule). */
  renderDeadline?: (appointId: string) => ReactNode;
}

/**
 * /homepage/payment?outTradeNo=: the stored parameters and the order once, then the order
 * polled until it is final — the QR to scan while it is open, the pay result after.
 */
export function PaymentStatus({
  hosId,
  outTradeNo,
  timeZone,
  onFinal,
  renderDeadline,
  resultParts,
}: PaymentStatusProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const parameter = usePaymentParameter(hosId, outTradeNo);
  const polled = usePayOrder(hosId, outTradeNo, parameter.data?.order);
  const order = polled.data ?? parameter.data?.order;
  const finalState = order && !isOpenOrder(order.state) ? order.state : null;
  const appointId = order?.appointId ?? null;
  const purpose = order?.purpose ?? 'registration';

  useEffect(() => {
    if (finalState) onFinal?.(finalState, appointId, purpose);
  }, [finalState, appointId, purpose, onFinal]);

  if (parameter.isError) {
    // C002: an unknown serial, or another user's order (the server answers both alike).
    return (
      <Result
        status="warning"
        title={t('ui.payNotFoundTitle')}
        subTitle={<span data-testid="pay-error">{errorText(parameter.error, timeZone)}</span>}
        extra={
          <Button
            type="primary"
            data-testid="pay-error-records"
            onClick={() => void navigate(PATHS.records)}
          >
            {t('ui.allRecords')}
          </Button>
        }
      />
    );
  }
  if (!parameter.data || !order) return <Skeleton active paragraph={{ rows: 8 }} />;
  const { parameters } = parameter.data;
  return isOpenOrder(order.state) ? (
    <QrPanel
      hosId={hosId}
      order={order}
      parameters={parameters}
      timeZone={timeZone}
      deadline={appointId ? renderDeadline?.(appointId) : null}
    />
  ) : (
    <PayResult
      order={order}
      parameters={parameters}
      timeZone={timeZone}
      parts={resultParts?.(order)}
    />
  );
}
