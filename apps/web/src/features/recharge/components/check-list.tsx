import { CheckCircleFilled, CloseCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CheckLine, CheckStatus } from '../utils/recharge-checks.ts';
import { ruleText } from './recharge-labels.tsx';

const ICONS: Record<CheckStatus, typeof CheckCircleFilled> = {
  ok: CheckCircleFilled,
  refused: CloseCircleFilled,
  pending: MinusCircleOutlined,
};

/** The refusal of one check in words: a catalogue key with params, or the hospital's own text (card verification). */
export function useRefusalText() {
  const { t } = useTranslation();
  return (line: CheckLine) =>
    line.refusal
      ? 'text' in line.refusal
        ? line.refusal.text
        : t(line.refusal.key, line.refusal.params)
      : '';
}

/** Every check of the top-up with its status, each refusal said in the server's words, before paying. */
export function CheckList({ lines }: { lines: CheckLine[] }) {
  const { t } = useTranslation();
  const refusalText = useRefusalText();
  return (
    <ul className="recharge-checks" data-testid="recharge-checks">
      {lines.map((line) => {
        const Icon = ICONS[line.status];
        const rule = ruleText(t, line.parts);
        // Under a refused rule: what fails it — its own detail, else the refusal when it says more than the rule.
        const why =
          line.status !== 'refused'
            ? ''
            : line.detail
              ? t(line.detail.key, line.detail.params)
              : refusalText(line);
        return (
          <li
            key={line.id}
            className="recharge-check"
            data-testid={`check-${line.id}`}
            data-status={line.status}
          >
            <Icon
              className={`recharge-check__icon--${line.status}`}
              aria-label={t(`ui.checkStatus.${line.status}`)}
            />
            <span>
              {rule}
              {why && why !== rule ? <span className="recharge-check__refusal">{why}</span> : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
