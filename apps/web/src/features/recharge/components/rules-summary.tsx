import { useTranslation } from 'react-i18next';
import type { RechargeOverview } from '@portal/shared';
import { formatFen } from '../../../lib/money.ts';
import { ruleLines } from '../utils/recharge-checks.ts';
import { ruleText } from './recharge-labels.tsx';

/**
 * The hospital's recharge rules in plain words (getRechargeOverview `rules`): the daily window, minimum and
 * maximum, the social-security cap, the daily count, the quick amounts and whether the card is verified first.
 */
export function RulesSummary({ rules }: { rules: RechargeOverview['rules'] }) {
  const { t } = useTranslation();
  const presets = rules.presetsYuan.map((y) => formatFen(y * 100)).join(', ');
  return (
    <section className="recharge-panel" data-testid="recharge-rules">
      <h2 className="recharge-panel__title">{t('ui.rechargeRules')}</h2>
      <ul className="recharge-rules">
        {ruleLines(rules).map((line) => (
          <li key={line.id} data-testid={`rule-${line.id}`}>
            {ruleText(t, line.parts)}
          </li>
        ))}
        {presets ? (
          <li data-testid="rule-presets">{t('ui.rechargePresetsRule', { amounts: presets })}</li>
        ) : null}
        {rules.verifyCard ? <li data-testid="rule-verify">{t('ui.rechargeVerifyRule')}</li> : null}
      </ul>
    </section>
  );
}
