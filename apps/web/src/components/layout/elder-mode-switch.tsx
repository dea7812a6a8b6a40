import useSwitchStyle from 'antd/es/switch/style';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useElderModeStore } from '../../stores/elder-mode-store.ts';
import { useAntdLook } from '../antd-look/antd-look.ts';

/**
 * The one elder-mode switch, in every header. The visible words name it (WCAG 2.5.3) and a click on
 * them toggles it too, so the target is the whole label, not only the small track. antd's Switch in look (its classes
 * and CSS) as a plain button with the switch role, without antd's component and its click wave on every page.
 */
export function ElderModeSwitch() {
  const { t } = useTranslation();
  const elder = useElderModeStore((s) => s.elder);
  const setElder = useElderModeStore((s) => s.setElder);
  const labelId = useId();
  const { prefixCls, classes } = useAntdLook('switch', useSwitchStyle);
  return (
    <label className="elder-switch">
      <button
        type="button"
        role="switch"
        aria-checked={elder}
        aria-labelledby={labelId}
        data-testid="elder-mode-switch"
        className={`${prefixCls} ${classes}${elder ? ` ${prefixCls}-checked` : ''}`}
        onClick={() => setElder(!elder)}
      >
        <div className={`${prefixCls}-handle`} />
        <span className={`${prefixCls}-inner`}>
          <span className={`${prefixCls}-inner-checked`} />
          <span className={`${prefixCls}-inner-unchecked`} />
        </span>
      </button>
      <span id={labelId} className="elder-switch__label">
        {t('ui.elderMode')}
      </span>
    </label>
  );
}
