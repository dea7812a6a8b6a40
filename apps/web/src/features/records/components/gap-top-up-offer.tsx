import { WalletOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentRecordDetail, HosId } from '@portal/shared';
import { errorText } from '../../../lib/error-text.ts';
import { formatFen } from '../../../lib/money.ts';
import { useOpenQrOrder } from '../../../lib/payments/use-open-qr-order.ts';
import { useBookingTopUpQuote, useStartBookingTopUp } from '../api/booking-top-up.ts';
import { ActionError } from '../../../components/form-error/action-error.tsx';

interface GapTopUpOfferProps {
  hosId: HosId;
  record: AppointmentRecordDetail;
  timeZone: string;
  /** What to offer when no top-up can be quoted (e.g. the hospital's recharge is closed): paying the fee by QR. */
  fallback: ReactNode;
}

/**
 * RECHARGE001 at a hospital whose insufficientBalancePath is 'recharge': 'prepaid balance insufficient', and
 * the top-up that makes the card pay — the gap, at least the minimum — said with its figures before paying. Paid on
 * the payment page; the server then takes the fee from the card and the booking shows paid everywhere (the payment
 * page's bookingChanged).
 */
export function GapTopUpOffer({ hosId, record, timeZone, fallback }: GapTopUpOfferProps) {
  const { t } = useTranslation();
  const quote = useBookingTopUpQuote(hosId, record.appointId);
  const start = useStartBookingTopUp(hosId);
  const open = useOpenQrOrder(start);

  if (quote.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (quote.isError) {
    return (
      <>
        <Alert
          className="record-info__alert"
          type="error"
          showIcon
          title={<span data-testid="gap-top-up-error">{errorText(quote.error, timeZone)}</span>}
        />
        {fallback}
      </>
    );
  }
  const { amount, fee, balance } = quote.data;
  return (
    <>
      <Alert
        className="record-info__alert"
        type="warning"
        showIcon
        title={<span data-testid="insufficient-balance">{t('RECHARGE001')}</span>}
        description={
          <span data-testid="gap-top-up-offer">
            {t('ui.gapTopUpOffer', {
              amount: formatFen(amount),
              fee: formatFen(fee),
              balance: formatFen(balance),
            })}
          </span>
        }
        action={
          <Button
            type="primary"
            icon={<WalletOutlined />}
            data-testid="gap-top-up"
            loading={start.isPending}
            onClick={() => open({ record, amount })}
          >
            {t('ui.gapTopUpButton', { amount: formatFen(amount) })}
          </Button>
        }
      />
      <ActionError
        action={start}
        timeZone={timeZone}
        textTestId="gap-top-up-start-error"
        className="record-info__alert"
      />
    </>
  );
}
