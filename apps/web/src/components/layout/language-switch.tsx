import useSegmentedStyle from 'antd/es/segmented/style';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@portal/shared';
import { useAntdLook } from '../antd-look/antd-look.ts';

const LABEL_KEYS: Record<Language, string> = {
  'en-US': 'ui.languageEnUS',
  'zh-CN': 'ui.languageZhCN',
};

/**
 * The header's language choice: antd's small Segmented in look (its classes and CSS), as native radio buttons, so the
 * arrow keys move between the languages and a screen reader hears a named radio group. antd's own Segmented brings
 * Tooltip and its popup engine to every page (~13 kB gzip) for item tooltips this switch never shows.
 */
export function LanguageSwitch({
  value,
  onChange,
}: {
  value: Language;
  onChange: (lang: Language) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const { prefixCls, classes } = useAntdLook('segmented', useSegmentedStyle);
  return (
    <div
      role="radiogroup"
      aria-label={t('ui.language')}
      data-testid="language-switch"
      className={`${prefixCls} ${prefixCls}-sm language-switch ${classes}`}
    >
      <div className={`${prefixCls}-group`}>
        {LANGUAGES.map((lang) => {
          const selected = lang === value;
          return (
            <label
              key={lang}
              className={`${prefixCls}-item${selected ? ` ${prefixCls}-item-selected ${prefixCls}-item-selected-text` : ''}`}
            >
              <input
                className={`${prefixCls}-item-input`}
                type="radio"
                name={name}
                checked={selected}
                onChange={() => onChange(lang)}
              />
              <div className={`${prefixCls}-item-label`}>
                <span lang={lang}>{t(LABEL_KEYS[lang])}</span>
              </div>
            </label>
          );
        })}
      </div>
    </div>
  );
}
