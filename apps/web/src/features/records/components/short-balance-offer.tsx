import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  bookingGapTopUp,
  type AppointmentRecordDetail,
  type HospitalConfig,
  type Language,
  type HosId,
} from '@portal/shared';
import { unpayableText } from '../../../lib/payments/pay-plan-text.ts';
import type { BookingPayOutlook } from '../../../lib/payments/use-booking-pay-plan.ts';
import { cardTopUpLink } from '../../../lib/recharge/recharge-paths.ts';
import { GapTopUpOffer } from './gap-top-up-offer.tsx';
import { InsufficientBalanceAlert } from './pay-error-alert.tsx';

export type TopUpConfig = Pick<HospitalConfig, 'rechargeMinAfterBooking' | 'rechargeMin'>;

interface ShortBalanceOfferProps {
  hosId: HosId;
  record: AppointmentRecordDetail;
  timeZone: string;
  outlook: BookingPayOutlook;
  deadline: Date | null;
  config: TopUpConfig;
}

/** Beside the QR payment: the top-up as a link to the recharge page for this card and the gap, or when top-ups open. */
function TopUpAdvice({
  record,
  outlook,
  config,
}: Pick<ShortBalanceOfferProps, 'record' | 'outlook' | 'config'>) {
  const { t } = useTranslation();
  const { plan, balanceFen, channels } = outlook;
  if (plan.options.includes('topUp') && balanceFen !== null) {
    const amount = bookingGapTopUp(record.regFee, balanceFen, config);
    return (
      <>
        {t('ui.qrOrTopUp')}{' '}
        <Link to={cardTopUpLink(record.patientId, amount)} data-testid="top-up-link">
          {t('ui.topUpCard')}
        </Link>
      </>
    );
  }
  if (channels.topUp && !plan.topUpWindow.allowed)
    return (
      <span data-testid="top-up-closed">{t('ui.topUpClosedNow', plan.topUpWindow.params)}</span>
    );
  return <>{t('ui.qrPayOnly')}</>;
}

/**
 * A booking the card cannot pay, said before any button is pressed (the shared pay plan, on the page's clock): the
 * hospital's own way first — the gap top-up, or the QR payment with the top-up as a link — and, when no way is open,
 * from when it can be paid and whether that comes before it is cancelled.
 */
export function ShortBalanceOffer({
  hosId,
  record,
  timeZone,
  outlook,
  deadline,
  config,
}: ShortBalanceOfferProps) {
  const { t, i18n } = useTranslation();
  const { plan } = outlook;
  const qr = (
    <InsufficientBalanceAlert
      hosId={hosId}
      record={record}
      timeZone={timeZone}
      advice={<TopUpAdvice record={record} outlook={outlook} config={config} />}
    />
  );
  if (plan.options[0] === 'topUp')
    return (
      <GapTopUpOffer
        hosId={hosId}
        record={record}
        timeZone={timeZone}
        fallback={plan.options.includes('qr') ? qr : null}
      />
    );
  if (plan.options[0] === 'qr') return qr;
  const why = unpayableText(t, i18n.language as Language, outlook, deadline, timeZone, true);
  return why ? (
    <Alert
      className="record-info__alert"
      type="warning"
      showIcon
      title={<span data-testid="pay-unpayable">{why}</span>}
    />
  ) : null;
}
