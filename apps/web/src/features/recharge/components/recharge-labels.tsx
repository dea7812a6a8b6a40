import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { cardRechargeRefusal, type CardState, type PayOrderStateName } from '@portal/shared';
import { currentLanguage } from '../../../lib/i18n.ts';
import type { RuleLine } from '../utils/recharge-checks.ts';

/**
 * A rule line's text: its catalogue parts, each a sentence of its own, joined as sentences in the reader's language
 * ('The top-up must be at least ¥1.00. You can top up at most ¥5000.00 at a time'; '最少充值1.00元。最多充值5000.00元').
 */
export const ruleText = (t: TFunction, parts: RuleLine['parts']) =>
  parts.map((p) => t(p.key, p.params)).join(currentLanguage() === 'zh-CN' ? '。' : '. ');

const STATE_COLOURS: Record<PayOrderStateName, string> = {
  created: 'processing',
  paying: 'processing',
  paid: 'success',
  closed: 'default',
  refunding: 'warning',
  refunded: 'default',
};

/** A top-up's order state (paying, paid, closed, refunding, refunded); a just-created order is shown as paying. */
export function RechargeStateTag({ state }: { state: PayOrderStateName }) {
  const { t } = useTranslation();
  const shown = state === 'created' ? 'paying' : state;
  return (
    <Tag color={STATE_COLOURS[state]} data-testid="recharge-state" data-state={shown}>
      {t(`ui.rechargeState.${shown}`)}
    </Tag>
  );
}

/** A card's state: 'normal', or the refusal the card gets (RECHARGE004–007: stopped, lost, to be deactivated, overdue). */
export function CardStateTag({ state }: { state: CardState }) {
  const { t } = useTranslation();
  const refusal = cardRechargeRefusal(state);
  return (
    <Tag color={refusal ? 'error' : 'success'} data-testid="card-state" data-state={state}>
      {t(`ui.cardState.${state}`)}
    </Tag>
  );
}
