import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MASKED_CARD, type HosId } from '@portal/shared';
import type { TFunction } from 'i18next';
import { formatFen } from '../money.ts';
import { getCardInfo } from '../patients/get-card-info.ts';
import { patientKeys } from '../patients/patient-keys.ts';
import { useUserId } from '../user-key.ts';
import { dialogs } from '../../stores/dialog-store.ts';

/** Outpatient cards (clinicType 1): bookings and outpatient bills are paid from them. */
const OUTPATIENT = 1;

interface CardPayment {
  amountFen: number;
  /** The card's balance now; null when it could not be read (the question is asked without it). */
  balanceFen: number | null;
}

/**
 * The step before money leaves a card, like the cancel question: the amount, the card, and its balance now and after
 * paying. Nothing is taken until the patient confirms. A balance known to be short takes nothing either: the server's
 * RECHARGE001 then leads the page to the other ways to pay, without a question first.
 */
export function askPayFromCard(
  t: TFunction,
  { amountFen, balanceFen }: CardPayment,
  onConfirm: () => void,
): void {
  if (balanceFen !== null && balanceFen < amountFen) {
    onConfirm();
    return;
  }
  const amount = formatFen(amountFen);
  const question = t('ui.payFromCardQuestion', { amount, card: MASKED_CARD });
  const balance =
    balanceFen === null
      ? ''
      : ` ${t('ui.payFromCardBalance', { before: formatFen(balanceFen), after: formatFen(balanceFen - amountFen) })}`;
  dialogs.modal({
    title: 'ui.payConfirmTitle',
    content: `${question}${balance}`,
    confirmText: t('ui.payAmountNow', { amount }),
    cancelText: 'ui.notNow',
    callback: (confirmed) => {
      if (confirmed) onConfirm();
    },
  });
}

/**
 * askPayFromCard with the patient's outpatient card read afresh, once (no retries to wait through: without it the
 * question is asked without the balance). Clicks while the card is being read ask nothing more: one question per click
 * that the patient can see answered.
 */
export function useAskPayFromCard(hosId: HosId) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const userId = useUserId();
  const reading = useRef(false);
  return async (patientId: string, amountFen: number, onConfirm: () => void) => {
    if (reading.current) return;
    reading.current = true;
    const card = await queryClient
      .fetchQuery({
        queryKey: patientKeys.card(hosId, userId, patientId, OUTPATIENT),
        queryFn: () => getCardInfo(hosId, patientId, OUTPATIENT),
        staleTime: 0,
        retry: false,
      })
      .catch(() => null)
      .finally(() => {
        reading.current = false;
      });
    askPayFromCard(t, { amountFen, balanceFen: card?.cardBalance ?? null }, onConfirm);
  };
}
