import { LeftOutlined, LinkOutlined, ScanOutlined, SyncOutlined } from '@ant-design/icons';
import { Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import type { PayOrder, HosId } from '@portal/shared';
import { formatFen } from '../../../lib/money.ts';
import { recordInfoPath } from '../../../lib/paths.ts';
import { PaymentDetails, type PaymentParameters } from './payment-details.tsx';
import { QrCodeImage } from './qr-code.tsx';
import { SwitchChannel } from './switch-channel.tsx';

interface QrPanelProps {
  hosId: HosId;
  order: PayOrder;
  parameters: PaymentParameters;
  timeZone: string;
  /** The booking's pay deadline: after it the booking expires and this payment closes. */
  deadline?: ReactNode;
}

/** The app the patient scans with, where the hospital's channel names one (a provider's code opens only in its app). */
const scanHintKey = (channel: PayOrder['channel']) =>
  channel === 'alipay'
    ? 'ui.payScanHint.alipay'
    : channel === 'wechat'
      ? 'ui.payScanHint.wechat'
      : 'ui.payScanHint';

/** An open order: the code to scan, what it pays, and the wait. */
export function QrPanel({ hosId, order, parameters, timeZone, deadline }: QrPanelProps) {
  const { t } = useTranslation();
  return (
    <section className="payment-card" data-testid="pay-waiting" aria-labelledby="pay-amount-label">
      <div className="payment-card__qr">
        <div className="payment-qr">
          {order.qrContent ? (
            <QrCodeImage hosId={hosId} outTradeNo={order.outTradeNo} alt={t('ui.payQrAlt')} />
          ) : (
            <Spin
              className="payment-qr__preparing"
              description={t('ui.payQrPreparing')}
              size="large"
            >
              <div className="payment-qr__blank" />
            </Spin>
          )}
        </div>
        <p className="payment-qr__hint">
          <ScanOutlined aria-hidden /> {t(scanHintKey(order.channel))}
        </p>
        {order.qrContent ? <SwitchChannel hosId={hosId} outTradeNo={order.outTradeNo} /> : null}
        {order.qrContent && order.channel === 'sandbox' ? (
          // Demo convenience: the sandbox gateway's page opens in this browser as well as on a phone (a provider's
          // code URL opens only in its own app).
          <a
            className="payment-qr__link"
            href={order.qrContent}
            target="_blank"
            rel="noreferrer"
            data-testid="pay-qr-link"
          >
            <LinkOutlined aria-hidden /> {t('ui.payOpenQrLink')}
          </a>
        ) : null}
      </div>
      <div className="payment-card__info">
        <span id="pay-amount-label" className="payment-card__label">
          {t('ui.payAmountDue')}
        </span>
        <strong className="payment-card__amount" data-testid="pay-amount">
          {formatFen(order.amount)}
        </strong>
        <Tag
          className="payment-card__state"
          color="processing"
          icon={<SyncOutlined spin />}
          variant="filled"
        >
          {t('ui.payWaiting')}
        </Tag>
        {deadline}
        <PaymentDetails
          order={order}
          parameters={parameters}
          timeZone={timeZone}
          showAmount={false}
        />
        <p className="payment-card__note">{t('ui.payAutoUpdate')}</p>
        {order.appointId ? (
          <Link
            className="payment-card__back"
            to={recordInfoPath(order.appointId)}
            data-testid="pay-back-record"
          >
            <LeftOutlined aria-hidden /> {t('ui.viewRecord')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
