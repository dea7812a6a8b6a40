import { Button, Result, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Language, PayOrder } from '@portal/shared';
import { formatDateTime } from '../../../lib/date-time.ts';
import { formatFen } from '../../../lib/money.ts';
import { PATHS, recordInfoPath } from '../../../lib/paths.ts';
import { PaymentDetails, type PaymentParameters } from './payment-details.tsx';

/**
 * What a caller shows in place of the defaults for an order of its own purpose (a top-up's receipt and its
 * recharge pages, a bill's page), composed by the route so this feature needs no other.
 */
export interface ResultParts {
  /** Replaces the order's details (serial, amount, patient, department…). */
  details?: ReactNode;
  /** Replaces the links to the booking and the appointment records. */
  links?: ReactNode;
}

interface PayResultProps {
  order: PayOrder;
  parameters: PaymentParameters;
  timeZone: string;
  parts?: ResultParts | null;
}

type FinalState = Exclude<PayOrder['state'], 'created' | 'paying'>;

/** Where to go next: the booking this order paid for (when there is one) and the record list. */
function NextLinks({ appointId }: { appointId: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Space wrap className="pay-result__links">
      {appointId ? (
        <Button
          type="primary"
          data-testid="pay-result-record"
          onClick={() => void navigate(recordInfoPath(appointId))}
        >
          {t('ui.viewRecord')}
        </Button>
      ) : null}
      <Button data-testid="pay-result-records" onClick={() => void navigate(PATHS.records)}>
        {t('ui.allRecords')}
      </Button>
    </Space>
  );
}

/** A final order (docs/architecture.md#payments-are-state-machines): paid, closed (nothing charged), or on its way back to the payer. */
export function PayResult({ order, parameters, timeZone, parts }: PayResultProps) {
  const { t, i18n } = useTranslation();
  const amount = formatFen(order.amount);
  const time = order.paidAt
    ? formatDateTime(order.paidAt, timeZone, i18n.language as Language)
    : '';
  const state = order.state as FinalState;
  const texts: Record<
    FinalState,
    { status: 'success' | 'warning' | 'info'; title: string; sub: ReactNode }
  > = {
    paid: {
      status: 'success',
      title: t('ui.paySucceeded'),
      sub: time ? t('ui.payPaidLine', { amount, time }) : amount,
    },
    closed: { status: 'warning', title: t('ui.payClosedTitle'), sub: t('ui.payClosedText') },
    refunding: {
      status: 'info',
      title: t('ui.payRefundingTitle'),
      sub: t('ui.payRefundingText', { amount }),
    },
    refunded: {
      status: 'info',
      title: t('ui.payRefundedTitle'),
      sub: t('ui.payRefundedText', { amount }),
    },
  };
  const { status, title, sub } = texts[state];
  return (
    <section className="pay-result" data-testid="pay-result" data-state={state}>
      <Result
        status={status}
        title={<span data-testid="pay-result-title">{title}</span>}
        subTitle={<span data-testid="pay-result-text">{sub}</span>}
        extra={parts?.links ?? <NextLinks appointId={order.appointId} />}
      />
      {parts?.details ?? (
        <div className="pay-result__details">
          <PaymentDetails order={order} parameters={parameters} timeZone={timeZone} />
        </div>
      )}
    </section>
  );
}
