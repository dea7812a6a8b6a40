import '../recharge.css';
import { QrcodeOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Input, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { typedTopUp, type RechargeOverview, type HosId } from '@portal/shared';
import { errorText } from '../../../lib/error-text.ts';
import { formatFen, YUAN_SIGN } from '../../../lib/money.ts';
import { useOpenQrOrder } from '../../../lib/payments/use-open-qr-order.ts';
import { useRechargeOverview } from '../api/get-recharge-overview.ts';
import { useStartTopUp } from '../api/start-top-up.ts';
import { useVerifyCard } from '../api/verify-card.ts';
import { rechargeChecks, type VerifyState } from '../utils/recharge-checks.ts';
import { rechargePaths, type RechargeClinicType } from '../../../lib/recharge/recharge-paths.ts';
import { useClock } from '../utils/use-clock.ts';
import { CardNotBound, CardSummary } from './card-summary.tsx';
import { CheckList, useRefusalText } from './check-list.tsx';
import { ActionError } from '../../../components/form-error/action-error.tsx';

interface RechargeFormProps {
  hosId: HosId;
  patientId: string;
  clinicType: RechargeClinicType;
  timeZone: string;
  /** The amount in yuan a link asked for (a booking's top-up: the fee minus the balance); the patient may change it. */
  initialAmount?: string;
}

/** Recharge flow step 1 as a check: what checkCardNoV2 said (a non-'0' ResultCode refuses with its message). */
function useVerifyState(hosId: HosId, patientId: string, enabled: boolean): VerifyState {
  const { t } = useTranslation();
  const verify = useVerifyCard(hosId, patientId, enabled);
  if (!enabled) return { status: 'off' };
  if (verify.isPending) return { status: 'pending' };
  if (verify.isError) return { status: 'refused', text: errorText(verify.error) };
  return verify.data.ResultCode === '0'
    ? { status: 'ok' }
    : { status: 'refused', text: verify.data.ResultMsg || t('ui.cardVerifyFailed') };
}

interface AmountFieldProps {
  text: string;
  onChange: (text: string) => void;
  presetsYuan: number[];
  amountFen: number | null;
  disabled: boolean;
}

/**
 * The amount in yuan (the shared amount format: '1,234.5', '0.5') and the hospital's quick amounts. A negative
 * number is said as the server says it (RECHARGE010); anything else that is not an amount as invalid.
 */
function AmountField({ text, onChange, presetsYuan, amountFen, disabled }: AmountFieldProps) {
  const { t } = useTranslation();
  const typed = typedTopUp(text);
  const invalid = typed !== null && !typed.ok;
  return (
    <div>
      <label className="recharge-form__label" htmlFor="recharge-amount">
        {t('ui.rechargeAmount')}
      </label>
      <Input
        id="recharge-amount"
        className="recharge-form__amount"
        size="large"
        prefix={YUAN_SIGN}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('ui.rechargeAmountPlaceholder')}
        value={text}
        status={invalid ? 'error' : undefined}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        data-testid="recharge-amount"
      />
      {invalid ? (
        <p className="recharge-form__error" data-testid="recharge-amount-invalid">
          {typed?.ok === false && typed.reason === 'RECHARGE010'
            ? t('RECHARGE010')
            : t('ui.rechargeAmountInvalid')}
        </p>
      ) : null}
      {presetsYuan.length > 0 ? (
        <div className="recharge-form__presets" role="group" aria-label={t('ui.rechargePresets')}>
          {presetsYuan.map((yuan) => (
            <Button
              key={yuan}
              type={amountFen === yuan * 100 ? 'primary' : 'default'}
              disabled={disabled}
              onClick={() => onChange(String(yuan))}
              data-testid={`recharge-preset-${yuan}`}
            >
              {formatFen(yuan * 100)}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

type Card = NonNullable<RechargeOverview['card']>;

function TopUpForm({
  hosId,
  clinicType,
  timeZone,
  overview,
  card,
  initialAmount = '',
}: Omit<RechargeFormProps, 'patientId'> & { overview: RechargeOverview; card: Card }) {
  const { t } = useTranslation();
  const start = useStartTopUp(hosId);
  const open = useOpenQrOrder(start);
  const [text, setText] = useState(initialAmount);
  const now = useClock();
  const verify = useVerifyState(hosId, overview.patientId, overview.rules.verifyCard);
  const typed = typedTopUp(text);
  const amountFen = typed?.ok ? typed.fen : null;
  const checks = rechargeChecks({
    rules: overview.rules,
    card,
    todayCount: overview.todayCount,
    amountFen,
    verify,
    now,
    timeZone,
  });
  const refusalText = useRefusalText();

  const onPay = () => {
    if (amountFen === null || !checks.allowed) return;
    open({ overview, clinicType, amount: amountFen });
  };

  return (
    <div className="recharge-form" data-testid="recharge-form">
      <div>
        <CardSummary card={card} clinicType={clinicType} />
        <section className="recharge-panel recharge-form__panel">
          <AmountField
            text={text}
            onChange={(next) => {
              setText(next);
              start.reset();
            }}
            presetsYuan={overview.rules.presetsYuan}
            amountFen={amountFen}
            disabled={start.isPending}
          />
          {checks.firstRefusal ? (
            <Alert
              className="recharge-form__alert"
              type="warning"
              showIcon
              title={<span data-testid="recharge-refusal">{refusalText(checks.firstRefusal)}</span>}
            />
          ) : null}
          <ActionError
            action={start}
            timeZone={timeZone}
            textTestId="recharge-server-error"
            className="recharge-form__alert"
          />
          <div className="recharge-form__actions">
            <Button
              type="primary"
              size="large"
              icon={<QrcodeOutlined />}
              disabled={!checks.allowed}
              loading={start.isPending}
              onClick={onPay}
              data-testid="recharge-pay-qr"
            >
              {amountFen !== null && checks.allowed
                ? t('ui.payAmountByQr', { amount: formatFen(amountFen) })
                : t('ui.payByQr')}
            </Button>
            <Link to={rechargePaths(clinicType).home}>{t('ui.back')}</Link>
          </div>
        </section>
      </div>
      <section className="recharge-panel">
        <h2 className="recharge-panel__title">{t('ui.rechargeChecks')}</h2>
        <CheckList lines={checks.lines} />
        <p className="recharge-form__hint">{t('ui.rechargeChecksHint')}</p>
      </section>
    </div>
  );
}

/**
 * /recharge/{out|in}/homepage/recharge: the amount, every check explained before paying —
 * with the very rule the server applies (rechargeDecision) on the overview's facts and the hospital's clock — the
 * card verified first where the hospital asks, then 'Pay by QR' to the payment page.
 */
export function RechargeForm({
  hosId,
  patientId,
  clinicType,
  timeZone,
  initialAmount,
}: RechargeFormProps) {
  const overview = useRechargeOverview(hosId, patientId, clinicType);
  if (overview.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (overview.isError)
    return (
      <Empty
        className="page-empty"
        description={
          <span data-testid="recharge-error">{errorText(overview.error, timeZone)}</span>
        }
      />
    );
  const { card } = overview.data;
  if (!card) return <CardNotBound clinicType={clinicType} />;
  return (
    <TopUpForm
      hosId={hosId}
      clinicType={clinicType}
      timeZone={timeZone}
      overview={overview.data}
      card={card}
      initialAmount={initialAmount}
    />
  );
}
