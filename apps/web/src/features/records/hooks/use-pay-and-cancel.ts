import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AppointmentRecordDetail, HosId } from '@portal/shared';
import { askCancel } from '../../../components/visit/record-actions.tsx';
import { dialogs } from '../../../stores/dialog-store.ts';
import { getCancelOutlook, useCancelAppointment, usePayByCard } from '../api/record-queries.ts';
import { completePath } from '../../../lib/booking/record-session.ts';
import { useAskPayFromCard } from '../../../lib/payments/ask-pay-from-card.ts';

export interface PayAndCancelHooks {
  /** A card payment failed (the record page refreshes when a QR payment is already under way). */
  onPayError?: (error: unknown) => void;
  /** The patient confirmed the cancel question; the call is about to go. */
  onCancelStart?: () => void;
  /** The cancel of `record` (as the page showed it when asked) was refused. */
  onCancelError?: (record: AppointmentRecordDetail) => void;
}

/**
 * Paying a booking by card and cancelling it, as every page that shows a booking offers them (the record page, the
 * visit timeline): paying first asks, with the amount, the card and its balance after paying (the card is read afresh);
 * then one card payment per confirmation (a double click lands before React re-renders with the mutation pending, so a
 * ref guards it), success says so and opens the complete page; cancel first asks the question with the
 * anti-scalping outlook, then cancels. `when` formats an instant on the hospital's clock.
 */
export function usePayAndCancel(
  hosId: HosId,
  transmitRegFee: boolean,
  when: (iso: string) => string,
  hooks: PayAndCancelHooks = {},
) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pay = usePayByCard(hosId, transmitRegFee);
  const cancel = useCancelAppointment(hosId);
  const paying = useRef(false);
  const askPay = useAskPayFromCard(hosId);

  const payByCard = (r: AppointmentRecordDetail) => {
    if (paying.current) return;
    paying.current = true;
    cancel.reset();
    pay.mutate(r, {
      onSuccess: (paid) => {
        dialogs.toast({ mode: 'success', caption: 'ui.paySucceeded' });
        void navigate(completePath(paid.appointId));
      },
      onError: (error) => hooks.onPayError?.(error),
      onSettled: () => {
        paying.current = false;
      },
    });
  };

  const askAndPay = (r: AppointmentRecordDetail) =>
    askPay(r.patientId, r.regFee, () => payByCard(r));

  const askAndCancel = async (r: AppointmentRecordDetail) => {
    const outlook = await getCancelOutlook(hosId, r.appointId).catch(() => null);
    askCancel(t, r, outlook, when, () => {
      pay.reset();
      hooks.onCancelStart?.();
      cancel.mutate(r.appointId, {
        onSuccess: () => dialogs.toast({ mode: 'success', caption: 'ui.cancelSucceeded' }),
        onError: () => hooks.onCancelError?.(r),
      });
    });
  };

  const pending = pay.isPending ? ('pay' as const) : cancel.isPending ? ('cancel' as const) : null;
  return { pay, cancel, pending, payByCard, askAndPay, askAndCancel };
}
