import { Alert, Button, Descriptions, Empty, Skeleton, Space } from 'antd';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DELETE_CONFIRM_KEY, hosStateCancelledPromptShown, type AppointmentRecordDetail, type HospitalConfig, type Language, type PayPromptConfig } from '@portal/shared';
import { visitItems } from '../../../components/visit/visit-items.tsx';
import { errorKey, errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { formatFen } from '../../../lib/money.ts';
import { dialogs } from '../../../stores/dialog-store.ts';
import { useCancelAppointment, useDeleteRecord, usePayByCard, useRecord } from '../api/record-queries.ts';
import { completePath, RECORD_LIST_PATH } from '../utils/record-session.ts';
import { RecordPayDeadline } from './pay-deadline.tsx';
import { ContinueQrButton, PayErrorAlert } from './pay-error-alert.tsx';
import { RecordTags } from './record-tags.tsx';

export type RecordDetailConfig = Pick<HospitalConfig, 'hosStateCancelledPrompt' | 'transmitRegFee'> & PayPromptConfig;

interface RecordDetailProps {
  hosId: string;
  appointId: string;
  config: RecordDetailConfig;
  timeZone: string;
}

/** A QR payment was opened at the same moment as the card payment (PAY003): the fresh record offers to continue it. */
const QR_UNDER_WAY_KEY = 'PAY003';

/** Where a refund goes back to: the card it was deducted from, or the QR payment. */
const refundTargetKey = (r: AppointmentRecordDetail) => (r.payMethod === 'qr' ? 'ui.refundToQr' : 'ui.refundToCard');

function RefundInfo({ record: r, timeZone }: { record: AppointmentRecordDetail; timeZone: string }) {
  const { t, i18n } = useTranslation();
  if (!r.refund) return null;
  const amount = formatFen(r.refund.amount);
  const target = t(refundTargetKey(r));
  const text =
    r.refund.state === 'refunded'
      ? t('ui.refunded', { amount, target, time: r.refund.at ? formatDateTime(r.refund.at, timeZone, i18n.language as Language) : '' })
      : t('ui.refunding', { amount, target });
  return <Alert className="record-info__refund" type="success" showIcon title={<span data-testid="refund-info" data-refund-state={r.refund.state}>{text}</span>} />;
}

/** /appointment/record-info: a record's details and exactly the actions the server allows (issue 5). */
export function RecordDetail({ hosId, appointId, config, timeZone }: RecordDetailProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const record = useRecord(hosId, appointId);
  const pay = usePayByCard(hosId, config.transmitRegFee);
  const cancel = useCancelAppointment(hosId);
  const remove = useDeleteRecord(hosId);
  // A click lands before React re-renders with the mutation pending: this guard makes a double click pay once.
  const paying = useRef(false);
  const { refetch } = record;
  const refresh = useCallback(() => void refetch(), [refetch]);

  if (record.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (record.isError && !record.data) {
    return (
      <Empty className="page-empty" description={errorText(record.error, timeZone)}>
        <Link to={RECORD_LIST_PATH}>
          <Button>{t('ui.registrationAppointmentRecord')}</Button>
        </Link>
      </Empty>
    );
  }
  const r = record.data;
  const lang = i18n.language as Language;
  const when = (iso: string | null) => (iso ? formatDateTime(iso, timeZone, lang) : '');
  const cancelled = r.state === 'cancelled';
  // Buttons follow the server's answer; the copy from session storage is shown but not acted on.
  const fresh = !record.isPlaceholderData;
  const busy = pay.isPending || cancel.isPending || remove.isPending;

  const onPay = () => {
    if (paying.current) return;
    paying.current = true;
    cancel.reset();
    pay.mutate(r, {
      onSuccess: (paid) => {
        dialogs.toast({ mode: 'success', caption: 'ui.paySucceeded' });
        void navigate(completePath(paid.appointId));
      },
      onError: (error) => {
        if (errorKey(error) === QR_UNDER_WAY_KEY) refresh();
      },
      onSettled: () => {
        paying.current = false;
      },
    });
  };

  const onCancel = () => {
    const refundLine = r.isDopay === '1' && r.regFee > 0 ? ` ${t('ui.cancelRefundLine', { amount: formatFen(r.regFee), target: t(refundTargetKey(r)) })}` : '';
    dialogs.modal({
      content: `${t('ui.cancelConfirm')}${refundLine}`,
      confirmText: 'ui.cancelAppointment',
      cancelText: 'ui.keepAppointment',
      callback: (confirmed) => {
        if (!confirmed) return;
        pay.reset();
        cancel.mutate(r.appointId, { onSuccess: () => dialogs.toast({ mode: 'success', caption: 'ui.cancelSucceeded' }) });
      },
    });
  };

  const onDelete = () => {
    dialogs.modal({
      content: DELETE_CONFIRM_KEY,
      callback: (confirmed) => {
        if (!confirmed) return;
        remove.mutate(r.appointId, {
          onSuccess: () => {
            dialogs.toast({ mode: 'success', caption: 'ui.deleteSucceeded' });
            void navigate(RECORD_LIST_PATH, { replace: true });
          },
        });
      },
    });
  };

  const payError = pay.isError ? pay.error : null;
  const otherError = cancel.isError ? cancel.error : remove.isError ? remove.error : null;
  const actions = fresh ? r.actions : { pay: false, cancel: false, delete: false };

  return (
    <div className="record-info">
      {hosStateCancelledPromptShown(r, config) ? <Alert className="record-info__alert" type="warning" showIcon title={<span data-testid="record-cancelled-prompt">{t('ui.scheduleCancelledInvalid')}</span>} /> : null}
      <Descriptions
        bordered
        column={1}
        size="middle"
        data-testid="record-info"
        items={[
          { key: 'status', label: t('ui.recordStatus'), children: <RecordTags record={r} /> },
          ...visitItems(t, r),
          { key: 'fee', label: t('ui.regFee'), children: <span data-testid="record-fee">{formatFen(r.regFee)}</span> },
          { key: 'booked', label: t('ui.bookedAt'), children: when(r.opTime) },
          ...(r.paidAt ? [{ key: 'paid', label: t('ui.paidAt'), children: `${when(r.paidAt)} ${r.payMethod ? `(${t(`ui.payMethod.${r.payMethod}`)})` : ''}`.trim() }] : []),
          ...(cancelled ? [{ key: 'cancelled', label: t('ui.cancelledAt'), children: `${when(r.cancelledAt)} ${r.cancelReason ? `(${t(`ui.cancelReason.${r.cancelReason}`)})` : ''}`.trim() }] : []),
        ]}
      />

      <RecordPayDeadline record={r} hosId={hosId} config={config} timeZone={timeZone} onPassed={refresh} />
      <RefundInfo record={r} timeZone={timeZone} />

      {payError ? <PayErrorAlert error={payError} hosId={hosId} record={r} timeZone={timeZone} /> : null}
      {otherError ? <Alert className="record-info__alert" type="error" showIcon title={<span data-testid="action-error">{errorText(otherError, timeZone)}</span>} /> : null}

      <Space className="record-info__actions" wrap>
        {/* A QR payment under way can be finished on its payment page, or replaced by the card (the server closes the QR first). */}
        {actions.pay && r.qrOrderNo ? <ContinueQrButton outTradeNo={r.qrOrderNo} /> : null}
        {actions.pay ? (
          <Button type={r.qrOrderNo ? 'default' : 'primary'} data-testid="pay-card" loading={pay.isPending} disabled={busy && !pay.isPending} onClick={onPay}>
            {t('ui.payByCard')}
          </Button>
        ) : null}
        {actions.cancel ? (
          <Button danger data-testid="cancel-appointment" loading={cancel.isPending} disabled={busy && !cancel.isPending} onClick={onCancel}>
            {t('ui.cancelAppointment')}
          </Button>
        ) : null}
        {actions.delete ? (
          <Button data-testid="delete-record" loading={remove.isPending} disabled={busy && !remove.isPending} onClick={onDelete}>
            {t('ui.deleteRecord')}
          </Button>
        ) : null}
        <Link to={RECORD_LIST_PATH} data-testid="record-back">
          <Button>{t('ui.backToRecords')}</Button>
        </Link>
      </Space>
    </div>
  );
}
