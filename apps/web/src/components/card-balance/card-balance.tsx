import { useTranslation } from 'react-i18next';
import { MASKED_CARD, type HosId } from '@portal/shared';
import { formatFen } from '../../lib/money.ts';
import { useCardInfo } from '../../lib/patients/get-card-info.ts';

/** Outpatient cards: the card bookings are paid from. */
const OUTPATIENT = 1;

/**
 * The patient's outpatient card as the patient decides with it: the masked number (never partly
 * shown) and the real balance, so a short balance is known before pressing pay. The card query is refreshed after
 * every payment or refund (lib/booking/booking-cache.ts), so the balance shown is the one after it.
 */
export function CardBalance({ hosId, patientId }: { hosId: HosId; patientId: string }) {
  const { t } = useTranslation();
  const card = useCardInfo(hosId, patientId, OUTPATIENT);
  if (!card.data || card.data.cardBalance === null)
    return (
      <span data-testid="card-balance-line">{card.data ? t('ui.cardNotBound') : MASKED_CARD}</span>
    );
  return (
    <span data-testid="card-balance-line">{`${MASKED_CARD} · ${t('ui.cardBalance')} ${formatFen(card.data.cardBalance)}`}</span>
  );
}
