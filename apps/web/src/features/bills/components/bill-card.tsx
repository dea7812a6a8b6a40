import { QrcodeOutlined, WalletOutlined } from '@ant-design/icons';
import { Alert, Button, Collapse } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Bill, Language, Patient, HosId } from '@portal/shared';
import { formatDateTime } from '../../../lib/date-time.ts';
import { errorKey, errorText } from '../../../lib/error-text.ts';
import { formatFen } from '../../../lib/money.ts';
import { paymentPath } from '../../../lib/paths.ts';
import { dialogs } from '../../../stores/dialog-store.ts';
import { useAskPayFromCard } from '../../../lib/payments/ask-pay-from-card.ts';
import { cardTopUpLink } from '../../../lib/recharge/recharge-paths.ts';
import { usePayBillByCard, usePayBillByQr } from '../api/pay-bill.ts';
import { BillItems } from './bill-items.tsx';
import { ActionError } from '../../../components/form-error/action-error.tsx';

/** RECHARGE001: the card does not cover the bill — say so and offer the QR payment instead. */
const INSUFFICIENT_BALANCE_KEY = 'RECHARGE001';

interface BillCardProps {
  hosId: HosId;
  bill: Bill;
  patient: Patient;
  timeZone: string;
}

/** One outpatient bill: who issued it and when, its total and lines, and — while unpaid — the ways to pay it. */
export function BillCard({ hosId, bill, patient, timeZone }: BillCardProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const byCard = usePayBillByCard(hosId);
  const byQr = usePayBillByQr(hosId);
  const askPay = useAskPayFromCard(hosId);
  // A click lands before React re-renders with the mutation pending: this guard makes a double click pay once.
  const busy = useRef(false);
  const when = (iso: string) => formatDateTime(iso, timeZone, i18n.language as Language);
  const pending = byCard.isPending || byQr.isPending;

  const once = (run: (done: () => void) => void) => {
    if (busy.current) return;
    busy.current = true;
    run(() => {
      busy.current = false;
    });
  };
  const payByCard = () =>
    once((done) => {
      byQr.reset();
      byCard.mutate(bill, {
        onSuccess: () => dialogs.toast({ mode: 'success', caption: 'ui.paySucceeded' }),
        onSettled: done,
      });
    });
  // First the question with the amount, the card and its balance after paying (the card read afresh).
  const askPayByCard = () => askPay(patient.patientId, bill.amount, payByCard);
  const payByQr = () =>
    once((done) => {
      byQr.mutate(
        { bill, patient },
        { onSuccess: (outTradeNo) => void navigate(paymentPath(outTradeNo)), onSettled: done },
      );
    });

  const short = byCard.isError && errorKey(byCard.error) === INSUFFICIENT_BALANCE_KEY;
  const qrButton = (primary: boolean) => (
    <Button
      type={primary ? 'primary' : 'default'}
      icon={<QrcodeOutlined />}
      loading={byQr.isPending}
      disabled={pending && !byQr.isPending}
      onClick={payByQr}
      data-testid={`bill-pay-qr-${bill.billId}`}
    >
      {t('ui.payByQr')}
    </Button>
  );

  return (
    <li className="bill-card" data-testid={`bill-${bill.billId}`} data-state={bill.state}>
      <div className="bill-card__head">
        <div>
          <h3 className="bill-card__dept">{bill.deptName}</h3>
          <div className="bill-card__meta">
            <span>
              {t('ui.doctor')}: {bill.doctorName}
            </span>
            <span>{t('ui.billIssuedAt', { time: when(bill.issuedAt) })}</span>
            {bill.paidAt ? (
              <span className="bill-card__paid" data-testid="bill-paid-at">
                {t('ui.billPaidAt', {
                  time: when(bill.paidAt),
                  method: bill.paidBy
                    ? t(`ui.payMethod.${bill.paidBy}`, { defaultValue: bill.paidBy })
                    : '',
                })}
              </span>
            ) : null}
          </div>
        </div>
        <strong className="bill-card__total" data-testid="bill-total">
          {formatFen(bill.amount)}
        </strong>
      </div>
      <Collapse
        className="bill-card__items"
        ghost
        size="small"
        items={[
          {
            key: 'items',
            label: (
              <span data-testid={`bill-items-toggle-${bill.billId}`}>
                {t('ui.billItems', { count: bill.items.length })}
              </span>
            ),
            children: <BillItems bill={bill} />,
          },
        ]}
      />
      {short ? (
        <Alert
          className="bill-card__alert"
          type="warning"
          showIcon
          title={<span data-testid="bill-insufficient">{t(INSUFFICIENT_BALANCE_KEY)}</span>}
          description={
            <>
              {t('ui.billInsufficientHint')}{' '}
              <Link to={cardTopUpLink(patient.patientId, bill.amount)} data-testid="top-up-link">
                {t('ui.topUpCard')}
              </Link>
            </>
          }
          action={qrButton(true)}
        />
      ) : null}
      {byCard.isError && !short ? (
        <Alert
          className="bill-card__alert"
          type="error"
          showIcon
          title={<span data-testid="bill-error">{errorText(byCard.error, timeZone)}</span>}
        />
      ) : null}
      <ActionError
        action={byQr}
        timeZone={timeZone}
        textTestId="bill-qr-error"
        className="bill-card__alert"
      />
      {bill.state === 'unpaid' ? (
        <div className="bill-card__actions">
          {bill.payingOutTradeNo ? (
            <Button
              type="primary"
              icon={<QrcodeOutlined />}
              onClick={() => void navigate(paymentPath(bill.payingOutTradeNo!))}
              data-testid={`bill-continue-qr-${bill.billId}`}
            >
              {t('ui.continueQrPayment')}
            </Button>
          ) : null}
          <Button
            type={bill.payingOutTradeNo ? 'default' : 'primary'}
            icon={<WalletOutlined />}
            loading={byCard.isPending}
            disabled={pending && !byCard.isPending}
            onClick={() => void askPayByCard()}
            data-testid={`bill-pay-card-${bill.billId}`}
          >
            {t('ui.payByCardBalance')}
          </Button>
          {short ? null : qrButton(false)}
        </div>
      ) : null}
    </li>
  );
}
