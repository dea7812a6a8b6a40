import { Alert, Descriptions, Empty, Skeleton } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  DELETE_CONFIRM_KEY,
  hosStateCancelledPromptShown,
  payDeadline,
  readHospitalConfig,
  type AppointmentRecordDetail,
  type HospitalConfig,
  type Language,
  type PayPromptConfig,
  type HosId,
} from '@portal/shared';
import type { TFunction } from 'i18next';
import { RecordActionButtons, refundTargetKey } from '../../../components/visit/record-actions.tsx';
import { ArrivalNote } from '../../../components/visit/arrival-note.tsx';
import { visitItems } from '../../../components/visit/visit-items.tsx';
import { errorKey, errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { formatFen } from '../../../lib/money.ts';
import { dialogs } from '../../../stores/dialog-store.ts';
import { useRecord } from '../../../lib/booking/use-record.ts';
import { useDeleteRecord } from '../api/record-queries.ts';
import { usePayAndCancel } from '../hooks/use-pay-and-cancel.ts';
import {
  hosStateKey,
  paymentCaptionKey,
  stateKey,
} from '../../../components/visit/record-labels.ts';
import { RECORD_LIST_PATH } from '../../../lib/booking/record-session.ts';
import { CardBalance } from '../../../components/card-balance/card-balance.tsx';
import { RecordPayDeadline } from '../../../components/pay-deadline/pay-deadline.tsx';
import { ContinueQrButton, PayErrorAlert } from './pay-error-alert.tsx';
import { RecordTags } from '../../../components/visit/record-tags.tsx';
import { LinkButton } from '../../../components/link-button/link-button.tsx';
import { useBookingPayPlan } from '../../../lib/payments/use-booking-pay-plan.ts';
import { ShortBalanceOffer } from './short-balance-offer.tsx';

/** The recharge fields are optional: the config's defaults (insufficientBalancePath 'qr': pay the fee by QR) when not given. */
export type RecordDetailConfig = Pick<
  HospitalConfig,
  'hosStateCancelledPrompt' | 'transmitRegFee'
> &
  Partial<
    Pick<
      HospitalConfig,
      | 'insufficientBalancePath'
      | 'rechargeStartTime'
      | 'rechargeEndTime'
      | 'rechargeMin'
      | 'rechargeMinAfterBooking'
    >
  > &
  PayPromptConfig;

const DEFAULTS = readHospitalConfig([]);

interface RecordDetailProps {
  hosId: HosId;
  appointId: string;
  config: RecordDetailConfig;
  timeZone: string;
}

/** A QR payment was opened at the same moment as the card payment (PAY003): the fresh record offers to continue it. */
const QR_UNDER_WAY_KEY = 'PAY003';

function RefundInfo({
  record: r,
  timeZone,
}: {
  record: AppointmentRecordDetail;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  if (!r.refund) return null;
  const amount = formatFen(r.refund.amount);
  const target = t(refundTargetKey(r));
  const text =
    r.refund.state === 'refunded'
      ? t('ui.refunded', {
          amount,
          target,
          time: r.refund.at ? formatDateTime(r.refund.at, timeZone, i18n.language as Language) : '',
        })
      : t('ui.refunding', { amount, target });
  return (
    <Alert
      className="record-info__refund"
      type="success"
      showIcon
      title={
        <span data-testid="refund-info" data-refund-state={r.refund.state}>
          {text}
        </span>
      }
    />
  );
}

/** What differs between the record the page showed and the server's fresh one: state, hospital state, payment. */
export function recordChanges(
  t: TFunction,
  before: AppointmentRecordDetail,
  after: AppointmentRecordDetail,
): string {
  const parts: string[] = [];
  if (before.state !== after.state)
    parts.push(t(stateKey(after.state), { defaultValue: after.state }));
  if (before.hosState !== after.hosState && after.state !== 'cancelled')
    parts.push(t(hosStateKey(after.hosState), { defaultValue: after.hosState }));
  if (paymentCaptionKey(before) !== paymentCaptionKey(after))
    parts.push(t(paymentCaptionKey(after)));
  return parts.join(', ');
}

/** /appointment/record-info: a record's details and exactly the actions the server allows. */
export function RecordDetail({ hosId, appointId, config, timeZone }: RecordDetailProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const record = useRecord(hosId, appointId);
  const remove = useDeleteRecord(hosId);
  // The record as it was when a cancel was refused: the fresh record is compared with it to say what changed.
  const [refusedOn, setRefusedOn] = useState<AppointmentRecordDetail | null>(null);
  const { refetch } = record;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const lang = i18n.language as Language;
  const when = (iso: string | null) => (iso ? formatDateTime(iso, timeZone, lang) : '');
  const {
    pay,
    cancel,
    pending: payOrCancel,
    askAndPay,
    askAndCancel,
  } = usePayAndCancel(hosId, config.transmitRegFee, when, {
    onPayError: (error) => {
      if (errorKey(error) === QR_UNDER_WAY_KEY) refresh();
    },
    onCancelStart: () => setRefusedOn(null),
    // The mutation refreshes the booking on failure (bookingChanged); keep what the page showed to say what changed.
    onCancelError: setRefusedOn,
  });
  // The shared pay plan of a booking the server lets be paid: which way is offered first, before any button is pressed.
  const shown = record.data;
  const payable = shown !== undefined && !record.isPlaceholderData && shown.actions.pay;
  const deadline = payable ? payDeadline(shown, { config, now: new Date(), timeZone }) : null;
  const rechargeConfig = {
    rechargeStartTime: config.rechargeStartTime ?? DEFAULTS.rechargeStartTime,
    rechargeEndTime: config.rechargeEndTime ?? DEFAULTS.rechargeEndTime,
    insufficientBalancePath: config.insufficientBalancePath ?? DEFAULTS.insufficientBalancePath,
    rechargeMin: config.rechargeMin ?? DEFAULTS.rechargeMin,
    rechargeMinAfterBooking: config.rechargeMinAfterBooking ?? DEFAULTS.rechargeMinAfterBooking,
  };
  const outlook = useBookingPayPlan({
    hosId,
    patientId: shown?.patientId ?? '',
    feeFen: shown?.regFee ?? 0,
    deadline,
    timeZone,
    config: rechargeConfig,
    enabled: payable,
  });

  if (record.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (record.isError && !record.data) {
    return (
      <Empty className="page-empty" description={errorText(record.error, timeZone)}>
        <LinkButton to={RECORD_LIST_PATH}>{t('ui.registrationAppointmentRecord')}</LinkButton>
      </Empty>
    );
  }
  const r = record.data;
  const cancelled = r.state === 'cancelled';
  // Buttons follow the server's answer; the copy from session storage is shown but not acted on.
  const fresh = !record.isPlaceholderData;
  const pending = payOrCancel ?? (remove.isPending ? 'delete' : null);
  const onPay = () => void askAndPay(r);
  const onCancel = () => askAndCancel(r);

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
  const allowed = fresh ? r.actions : { pay: false, cancel: false, delete: false };
  // Pay by card unless the balance read shows it short (while it is read, the button stands as the balance line does);
  // with an unread balance and no other way, the server answers why.
  const cardOffered =
    outlook === null ||
    outlook.plan.options.includes('card') ||
    (outlook.balanceFen === null && outlook.plan.options.length === 0);
  const actions = { ...allowed, pay: allowed.pay && cardOffered };
  const shortOffer =
    allowed.pay && outlook !== null && !outlook.plan.cardCovers && !payError && !r.qrOrderNo;
  // A refused cancel on a stale page — the refreshed record says what changed.
  const changes = refusedOn && fresh && cancel.isError ? recordChanges(t, refusedOn, r) : '';
  // When cancel is not offered, say why in the shared rule's words (not for a cancelled record: that is plain).
  const cancelRefusal =
    fresh && !cancelled && actions.cancelRefusal
      ? t(actions.cancelRefusal.key, actions.cancelRefusal.params)
      : '';

  return (
    <div className="record-info">
      {hosStateCancelledPromptShown(r, config) ? (
        <Alert
          className="record-info__alert"
          type="warning"
          showIcon
          title={
            <span data-testid="record-cancelled-prompt">{t('ui.scheduleCancelledInvalid')}</span>
          }
        />
      ) : null}
      <Descriptions
        bordered
        column={1}
        size="middle"
        data-testid="record-info"
        items={[
          { key: 'status', label: t('ui.recordStatus'), children: <RecordTags record={r} /> },
          ...visitItems(t, r),
          {
            key: 'fee',
            label: t('ui.regFee'),
            children: <span data-testid="record-fee">{formatFen(r.regFee)}</span>,
          },
          { key: 'booked', label: t('ui.bookedAt'), children: when(r.opTime) },
          ...(r.paidAt
            ? [
                {
                  key: 'paid',
                  label: t('ui.paidAt'),
                  children:
                    `${when(r.paidAt)} ${r.payMethod ? `(${t(`ui.payMethod.${r.payMethod}`)})` : ''}`.trim(),
                },
              ]
            : []),
          ...(cancelled
            ? [
                {
                  key: 'cancelled',
                  label: t('ui.cancelledAt'),
                  children:
                    `${when(r.cancelledAt)} ${r.cancelReason ? `(${t(`ui.cancelReason.${r.cancelReason}`)})` : ''}`.trim(),
                },
              ]
            : []),
        ]}
      />

      <RecordPayDeadline
        record={r}
        hosId={hosId}
        config={config}
        timeZone={timeZone}
        onPassed={refresh}
      />
      <RefundInfo record={r} timeZone={timeZone} />
      <ArrivalNote record={r} className="record-info__arrival" />

      {shortOffer ? (
        <ShortBalanceOffer
          hosId={hosId}
          record={r}
          timeZone={timeZone}
          outlook={outlook}
          deadline={deadline}
          config={rechargeConfig}
        />
      ) : null}
      {payError ? (
        <PayErrorAlert
          error={payError}
          hosId={hosId}
          record={r}
          timeZone={timeZone}
          insufficientBalancePath={config.insufficientBalancePath ?? 'qr'}
        />
      ) : null}
      {otherError ? (
        <Alert
          className="record-info__alert"
          type="error"
          showIcon
          title={<span data-testid="action-error">{errorText(otherError, timeZone)}</span>}
        />
      ) : null}
      {changes ? (
        <Alert
          className="record-info__alert"
          type="info"
          showIcon
          title={<span data-testid="record-changed">{t('APPOINT069', { changes })}</span>}
        />
      ) : null}
      {cancelRefusal ? (
        <p className="record-info__note" data-testid="cancel-refusal">
          {cancelRefusal}
        </p>
      ) : null}

      {/* The card's real balance before pressing pay, so a short balance is known first. */}
      {allowed.pay ? (
        <p className="record-info__card">
          {t('ui.outpatientCard')}: <CardBalance hosId={hosId} patientId={r.patientId} />
        </p>
      ) : null}
      <RecordActionButtons
        className="record-info__actions"
        record={r}
        actions={actions}
        pending={pending}
        onPay={onPay}
        onCancel={() => void onCancel()}
        onDelete={onDelete}
        // A QR payment under way can be finished on its payment page, or replaced by the card (the server closes the QR first).
        leading={allowed.pay && r.qrOrderNo ? <ContinueQrButton outTradeNo={r.qrOrderNo} /> : null}
      >
        <LinkButton to={RECORD_LIST_PATH} data-testid="record-back">
          {t('ui.backToRecords')}
        </LinkButton>
      </RecordActionButtons>
    </div>
  );
}
