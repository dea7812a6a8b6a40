import type { AbnormalFlag } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { FLAG_VIEW } from '../utils/abnormal-flag-view.ts';

/** A lab result's flag as arrow, word and colour ('↑ high', '↓ low', 'normal'); '—' for an item without a range. */
export function AbnormalFlagText({ flag }: { flag: AbnormalFlag }) {
  const { t } = useTranslation();
  if (flag === null) {
    return (
      <span className="report-flag report-flag--none" data-testid="lab-flag" data-flag="none">
        —
      </span>
    );
  }
  const view = FLAG_VIEW[flag];
  return (
    <span
      className={`report-flag report-flag--${view.tone}`}
      data-testid="lab-flag"
      data-flag={flag}
    >
      {view.symbol ? <span aria-hidden>{`${view.symbol} `}</span> : null}
      {t(view.labelKey)}
    </span>
  );
}
