import '../recharge.css';
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ClinicType, type Language, type PayOrder } from '@portal/shared';
import { formatDateTime } from '../../../lib/date-time.ts';
import { formatFen } from '../../../lib/money.ts';
import { recordInfoPath } from '../../../lib/paths.ts';
import {
  rechargePaths,
  RECHARGE_TITLE_KEYS,
  type RechargeClinicType,
} from '../../../lib/recharge/recharge-paths.ts';
import { LinkButton } from '../../../components/link-button/link-button.tsx';

const clinicTypeOf = (order: PayOrder): RechargeClinicType =>
  order.receipt?.clinicType === ClinicType.INPATIENT_CARD || order.purpose === 'inpatient_topup'
    ? ClinicType.INPATIENT_CARD
    : ClinicType.OUTPATIENT_CARD;

interface TopUpReceiptProps {
  order: PayOrder;
  timeZone: string;
  hospitalName?: string;
}

/**
 * The receipt of a paid top-up: serial, paid time in the
 * hospital's zone, patient, masked card, amount and the balance right after — printable on its own (recharge.css
 * prints only the receipt).
 */
export function TopUpReceipt({ order, timeZone, hospitalName }: TopUpReceiptProps) {
  const { t, i18n } = useTranslation();
  const receipt = order.receipt;
  if (!receipt) return null;
  const clinicType = clinicTypeOf(order);
  const paidAt = order.paidAt
    ? formatDateTime(order.paidAt, timeZone, i18n.language as Language)
    : '';
  return (
    <section
      className="top-up-receipt"
      data-testid="top-up-receipt"
      aria-labelledby="top-up-receipt-title"
    >
      {hospitalName ? <p className="top-up-receipt__hospital">{hospitalName}</p> : null}
      <h2 id="top-up-receipt-title" className="top-up-receipt__title">
        {t('ui.topUpReceipt', { title: t(RECHARGE_TITLE_KEYS[clinicType]) })}
      </h2>
      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: 'serial',
            label: t('ui.paySerial'),
            children: <span data-testid="receipt-serial">{order.outTradeNo}</span>,
          },
          {
            key: 'paid',
            label: t('ui.paidAt'),
            children: <span data-testid="receipt-paid-at">{paidAt}</span>,
          },
          {
            key: 'patient',
            label: t('ui.patient'),
            children: <span data-testid="receipt-patient">{receipt.patientName}</span>,
          },
          {
            key: 'card',
            label: t('ui.cardNo'),
            children: <span data-testid="receipt-card">{receipt.cardNoMasked}</span>,
          },
          {
            key: 'amount',
            label: t('ui.payAmount'),
            children: <span data-testid="receipt-amount">{formatFen(order.amount)}</span>,
          },
          {
            key: 'after',
            label: t('ui.balanceAfter'),
            children: (
              <span data-testid="receipt-balance-after">
                {receipt.balanceAfter === null
                  ? t('ui.balancePending')
                  : formatFen(receipt.balanceAfter)}
              </span>
            ),
          },
        ]}
      />
      <div className="top-up-receipt__actions">
        <Button
          icon={<PrinterOutlined />}
          onClick={() => window.print()}
          data-testid="receipt-print"
        >
          {t('ui.print')}
        </Button>
      </div>
    </section>
  );
}

/** Where to go after a top-up: the booking it paid for, its card's recharge page, the record. */
export function TopUpLinks({ order }: { order: PayOrder }) {
  const { t } = useTranslation();
  const clinicType = clinicTypeOf(order);
  const paths = rechargePaths(clinicType);
  return (
    <Space wrap className="pay-result__links">
      {order.appointId ? (
        <LinkButton
          to={recordInfoPath(order.appointId)}
          data-testid="pay-result-record"
          type="primary"
        >
          {t('ui.viewRecord')}
        </LinkButton>
      ) : null}
      <LinkButton
        to={paths.home}
        data-testid="pay-result-recharge-home"
        type={order.appointId ? 'default' : 'primary'}
      >
        {t(RECHARGE_TITLE_KEYS[clinicType])}
      </LinkButton>
      <LinkButton to={paths.record} data-testid="pay-result-recharge-record">
        {t('ui.rechargeRecord')}
      </LinkButton>
    </Space>
  );
}
