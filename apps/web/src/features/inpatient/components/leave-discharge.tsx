import '../inpatient.css';
import { Alert, Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { settlementAction, type StayCard, type HosId } from '@portal/shared';
import { errorText } from '../../../lib/error-text.ts';
import { formatFen } from '../../../lib/money.ts';
import { paymentPath } from '../../../lib/paths.ts';
import { useSettleStay } from '../api/stay-actions.ts';
import { SettlementTable } from './settlement-table.tsx';
import { StayCardView } from './stay-card.tsx';
import { StayScope } from './stay-scope.tsx';

/** What became of the surplus deposit: back to the QR payments, or to collect at the window. */
function Refunds({ stay }: { stay: StayCard }) {
  const { t } = useTranslation();
  if (stay.refunds.length === 0) return null;
  return (
    <ul className="inpatient-list" data-testid="stay-refunds">
      {stay.refunds.map((r, i) => (
        <li key={i}>
          {t(r.to === 'qr' ? 'ui.depositRefundToQr' : 'ui.refundAtWindow', {
            amount: formatFen(r.amount),
          })}
          {!r.done && ` (${t('ui.refundInProgress')})`}
        </li>
      ))}
    </ul>
  );
}

function Settle({ hosId, stay, timeZone }: { hosId: HosId; stay: StayCard; timeZone: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settle = useSettleStay(hosId);
  if (stay.state === 'settled') {
    return (
      <Result
        status="success"
        data-testid="stay-settled"
        title={t('ui.stayDischarged')}
        subTitle={stay.dischargedOn ?? ''}
        extra={<Refunds stay={stay} />}
      />
    );
  }
  if (stay.state !== 'discharge-ordered' || !stay.settlement)
    return (
      <Alert
        type="info"
        showIcon
        data-testid="discharge-not-ordered"
        title={t('ui.dischargeNotOrdered')}
      />
    );
  const action = settlementAction(stay.settlement.difference);
  const amount = formatFen(Math.abs(stay.settlement.difference));
  const label =
    action === 'pay'
      ? t('ui.payBalanceQr', { amount })
      : action === 'refund'
        ? t('ui.settleAndRefund', { amount })
        : t('ui.settleNow');
  return (
    <>
      <SettlementTable settlement={stay.settlement} />
      {settle.isError && (
        <p role="alert" className="form-error" data-testid="settle-error">
          {errorText(settle.error, timeZone)}
        </p>
      )}
      <Button
        type="primary"
        loading={settle.isPending}
        data-testid="settle-stay"
        onClick={() =>
          settle.mutate(stay, {
            onSuccess: (o) => {
              if (o.kind === 'pay') void navigate(paymentPath(o.outTradeNo));
            },
          })
        }
      >
        {label}
      </Button>
    </>
  );
}

/**
 * /inpatient/leave-discharge and /inpatient/payment (slugs leave-discharge and
 * in-payment): the stay in the URL, else the patient's current one; once the doctor ordered the discharge, its
 * settlement — pay the balance due by QR, or settle and get the surplus deposit back.
 */
export function LeaveDischarge({
  hosId,
  patientId,
  timeZone,
}: {
  hosId: HosId;
  patientId: string;
  timeZone: string;
}) {
  return (
    <StayScope
      hosId={hosId}
      patientId={patientId}
      timeZone={timeZone}
      fallback={(home) => home.current?.stayId ?? null}
    >
      {(stay) => (
        <div className="inpatient-page" data-testid="leave-discharge">
          <StayCardView stay={stay} />
          <Settle hosId={hosId} stay={stay} timeZone={timeZone} />
        </div>
      )}
    </StayScope>
  );
}
