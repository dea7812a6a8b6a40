import { Switch } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useElderModeStore } from '../../stores/elder-mode-store.ts';

/**
 * The one elder-mode switch, in every header. The visible words name it (WCAG 2.5.3) and a click on
 * them toggles it too, so the target is the whole label, not only the small track.
 */
export function ElderModeSwitch() {
  const { t } = useTranslation();
  const elder = useElderModeStore((s) => s.elder);
  const setElder = useElderModeStore((s) => s.setElder);
  const labelId = useId();
  return (
    <label className="elder-switch">
      <Switch
        checked={elder}
        onChange={setElder}
        aria-labelledby={labelId}
        data-testid="elder-mode-switch"
      />
      <span id={labelId} className="elder-switch__label">
        {t('ui.elderMode')}
      </span>
    </label>
  );
}
