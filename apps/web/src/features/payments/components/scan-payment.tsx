import {
  CheckCircleFilled,
  ClockCircleOutlined,
  CloseCircleFilled,
  RollbackOutlined,
  ShopOutlined,
  WarningFilled,
} from '@ant-design/icons';
import { Alert, Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScanTransaction } from '@portal/shared';
import { errorKey, errorText } from '../../../lib/error-text.ts';
import { formatFen } from '../../../lib/money.ts';
import { useConfirmScan, useScanTransaction } from '../api/scan-transaction.ts';

/** The token is refused alike when it is malformed (C019) or unknown (C002): either way this code pays nothing. */
const UNKNOWN_TOKEN_KEYS = new Set(['C002', 'C019']);

type ScanState = ScanTransaction['state'];

const STATE_ICON: Record<Exclude<ScanState, 'pending'>, ReactNode> = {
  paid: <CheckCircleFilled className="scan-outcome__icon scan-outcome__icon--paid" />,
  closed: <CloseCircleFilled className="scan-outcome__icon scan-outcome__icon--closed" />,
  refunded: <RollbackOutlined className="scan-outcome__icon scan-outcome__icon--refunded" />,
};

/** The outcome of a transaction that can no longer be paid, said in the payer's words. */
function Outcome({ state }: { state: Exclude<ScanState, 'pending'> }) {
  const { t } = useTranslation();
  return (
    <div className="scan-outcome" role="status">
      {STATE_ICON[state]}
      <p className="scan-outcome__title">{t(`ui.scanState.${state}`)}</p>
      <p className="scan-outcome__text" data-testid="scan-state-text">
        {t(`ui.scanStateText.${state}`)}
      </p>
    </div>
  );
}

function Transaction({ token, transaction: tx }: { token: string; transaction: ScanTransaction }) {
  const { t } = useTranslation();
  const confirm = useConfirmScan(token);
  return (
    <div className="scan-card__body" data-testid="scan-state" data-state={tx.state}>
      <div className="scan-card__merchant">
        <span className="scan-card__merchant-logo" aria-hidden>
          <ShopOutlined />
        </span>
        <span className="scan-card__merchant-text">
          <span className="scan-card__label">{t('ui.scanMerchant')}</span>
          <strong data-testid="scan-merchant">{tx.merchant}</strong>
        </span>
      </div>
      <div className="scan-card__amount" data-testid="scan-amount">
        {formatFen(tx.amount)}
      </div>
      <dl className="scan-card__facts">
        <div>
          <dt>{t('ui.scanSubject')}</dt>
          <dd>{tx.subject}</dd>
        </div>
        <div>
          <dt>{t('ui.paySerial')}</dt>
          <dd className="scan-card__serial">{tx.outTradeNo}</dd>
        </div>
      </dl>
      {tx.state === 'pending' ? (
        <>
          {confirm.isError ? (
            <Alert
              className="scan-card__error"
              type="error"
              showIcon
              title={errorText(confirm.error)}
            />
          ) : null}
          <Button
            type="primary"
            size="large"
            block
            data-testid="scan-confirm"
            loading={confirm.isPending}
            onClick={() => confirm.mutate()}
          >
            {t('ui.scanConfirm')}
          </Button>
          <p className="scan-card__pending">
            <ClockCircleOutlined aria-hidden /> {t('ui.scanState.pending')}
          </p>
        </>
      ) : (
        <Outcome state={tx.state} />
      )}
    </div>
  );
}

/**
 * The sandbox gateway's scan-to-pay page: it stands in for the payer's phone,
 * so it needs no hospital and no sign-in — the token in the QR is the whole credential.
 */
export function ScanPayment({ token }: { token: string }) {
  const { t } = useTranslation();
  const scan = useScanTransaction(token);
  if (scan.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (scan.isError) {
    const unknown = UNKNOWN_TOKEN_KEYS.has(errorKey(scan.error) ?? '');
    return (
      <div
        className="scan-outcome"
        data-testid="scan-state"
        data-state={unknown ? 'unknown' : 'error'}
        role="status"
      >
        <WarningFilled className="scan-outcome__icon scan-outcome__icon--closed" />
        <p className="scan-outcome__title">
          {unknown ? t('ui.scanUnknownTitle') : errorText(scan.error)}
        </p>
        <p className="scan-outcome__text">{unknown ? t('ui.scanUnknownText') : null}</p>
        {unknown ? null : (
          <Button onClick={() => void scan.refetch()} data-testid="scan-retry">
            {t('ui.reload')}
          </Button>
        )}
      </div>
    );
  }
  return <Transaction token={token} transaction={scan.data} />;
}
