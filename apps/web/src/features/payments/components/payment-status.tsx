import { Button, Result, Skeleton } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PayOrderStateName } from '@portal/shared';
import { errorText } from '../../../lib/error-text.ts';
import { PATHS } from '../../../lib/paths.ts';
import { isOpenOrder, usePaymentParameter, usePayOrder } from '../api/get-payment.ts';
import { PayResult } from './pay-result.tsx';
import { QrPanel } from './qr-panel.tsx';

interface PaymentStatusProps {
  hosId: string;
  outTradeNo: string;
  timeZone: string;
  /** Told once per final state the order reaches, so the caller can refresh what the payment changed (the record). */
  onFinal?: (state: PayOrderStateName, appointId: string | null) => void;
  /** The booking's pay deadline, shown while the order is open (composed by the route: it is the records' rule). */
  renderDeadline?: (appointId: string) => ReactNode;
}

/**
 * /homepage/payment?outTradeNo= (SPEC §2, §4 payment paths): the stored parameters and the order once, then the order
 * polled until it is final — the QR to scan while it is open, the pay result after.
 */
export function PaymentStatus({ hosId, outTradeNo, timeZone, onFinal, renderDeadline }: PaymentStatusProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const parameter = usePaymentParameter(hosId, outTradeNo);
  const polled = usePayOrder(hosId, outTradeNo, parameter.data?.order);
  const order = polled.data ?? parameter.data?.order;
  const finalState = order && !isOpenOrder(order.state) ? order.state : null;
  const appointId = order?.appointId ?? null;

  useEffect(() => {
    if (finalState) onFinal?.(finalState, appointId);
  }, [finalState, appointId, onFinal]);

  if (parameter.isError) {
    // C002: an unknown serial, or another user's order (the server answers both alike).
    return (
      <Result
        status="warning"
        title={t('ui.payNotFoundTitle')}
        subTitle={<span data-testid="pay-error">{errorText(parameter.error, timeZone)}</span>}
        extra={
          <Button type="primary" data-testid="pay-error-records" onClick={() => void navigate(PATHS.records)}>
            {t('ui.allRecords')}
          </Button>
        }
      />
    );
  }
  if (!parameter.data || !order) return <Skeleton active paragraph={{ rows: 8 }} />;
  const { parameters } = parameter.data;
  return isOpenOrder(order.state) ? (
    <QrPanel hosId={hosId} order={order} parameters={parameters} timeZone={timeZone} deadline={appointId ? renderDeadline?.(appointId) : null} />
  ) : (
    <PayResult order={order} parameters={parameters} timeZone={timeZone} />
  );
}
