import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { AppointmentRecordDetail, CancelOutlook } from '@portal/shared';
import { formatFen } from '../../lib/money.ts';
import { dialogs } from '../../stores/dialog-store.ts';
import { CheckIn } from './check-in.tsx';

/**
 * The booking actions the record page offers, shared by the record-info page and the all-patients visit
 * timeline, so both ask the same question and show the same buttons for what the server allows.
 */

/** Where a refund goes back to: the card it was deducted from, or the QR payment. */
export const refundTargetKey = (r: Pick<AppointmentRecordDetail, 'payMethod'>) =>
  r.payMethod === 'qr' ? 'ui.refundToQr' : 'ui.refundToCard';

/**
 * Anti-scalping, said in the cancel dialog before cancelling: the how-many-th cancellation this is
 * in 14 days, and the block this cancellation — or one more — would start, as the server's shared rule computes it.
 */
export function outlookLines(
  t: TFunction,
  o: CancelOutlook,
  when: (iso: string) => string,
): string[] {
  const lines: string[] = [];
  const { any } = o.limits;
  if (o.recentCount > 0)
    lines.push(
      t('APPOINT065', {
        count: o.recentCount + 1,
        days: any.windowDays,
        limit: any.count,
        blockDays: any.blockDays,
      }),
    );
  if (o.blockedUntilIfCancelled)
    lines.push(t('APPOINT066', { until: when(o.blockedUntilIfCancelled) }));
  else if (o.blockedUntilIfOneMore)
    lines.push(t('APPOINT067', { until: when(o.blockedUntilIfOneMore) }));
  return lines;
}

/**
 * The cancel question: what a paid booking refunds and where to, and the anti-scalping outlook (null when it could
 * not be read: the dialog still asks, the server applies the blocks at the next booking anyway).
 */
export function askCancel(
  t: TFunction,
  r: AppointmentRecordDetail,
  outlook: CancelOutlook | null,
  when: (iso: string) => string,
  onConfirm: () => void,
): void {
  const refundLine =
    r.isDopay === '1' && r.regFee > 0
      ? ` ${t('ui.cancelRefundLine', { amount: formatFen(r.regFee), target: t(refundTargetKey(r)) })}`
      : '';
  const warning = outlook
    ? outlookLines(t, outlook, when)
        .map((line) => ` ${line}`)
        .join('')
    : '';
  dialogs.modal({
    content: `${t('ui.cancelConfirm')}${refundLine}${warning}`,
    confirmText: 'ui.cancelAppointment',
    cancelText: 'ui.keepAppointment',
    callback: (confirmed) => {
      if (confirmed) onConfirm();
    },
  });
}

export type RecordAction = 'pay' | 'cancel' | 'delete';

interface RecordActionButtonsProps {
  record: AppointmentRecordDetail;
  /** What the server allows now (nothing while only a stale copy is shown). */
  actions: Pick<AppointmentRecordDetail['actions'], RecordAction | 'checkIn'>;
  /** The action under way, if any: it spins, the others wait. */
  pending: RecordAction | null;
  onPay: () => void;
  onCancel: () => void;
  /** Left out where deleting is not offered. */
  onDelete?: () => void;
  className?: string;
  /** Shown before the buttons (e.g. continuing a QR payment). */
  leading?: ReactNode;
  /** Shown after the buttons (e.g. back, details). */
  children?: ReactNode;
}

/** Pay by card, cancel, delete and check in (with the queue once checked in) — exactly what the server allows. */
export function RecordActionButtons({
  record: r,
  actions,
  pending,
  onPay,
  onCancel,
  onDelete,
  className,
  leading,
  children,
}: RecordActionButtonsProps) {
  const { t } = useTranslation();
  const waiting = (action: RecordAction) => pending !== null && pending !== action;
  return (
    <Space className={className} wrap>
      {leading}
      {actions.pay ? (
        <Button
          type={r.qrOrderNo ? 'default' : 'primary'}
          data-testid="pay-card"
          loading={pending === 'pay'}
          disabled={waiting('pay')}
          onClick={onPay}
        >
          {t('ui.payByCard')}
        </Button>
      ) : null}
      {actions.cancel ? (
        <Button
          danger
          data-testid="cancel-appointment"
          loading={pending === 'cancel'}
          disabled={waiting('cancel')}
          onClick={onCancel}
        >
          {t('ui.cancelAppointment')}
        </Button>
      ) : null}
      {actions.delete && onDelete ? (
        <Button
          data-testid="delete-record"
          loading={pending === 'delete'}
          disabled={waiting('delete')}
          onClick={onDelete}
        >
          {t('ui.deleteRecord')}
        </Button>
      ) : null}
      <CheckIn record={r} allowed={actions.checkIn === true} />
      {children}
    </Space>
  );
}
