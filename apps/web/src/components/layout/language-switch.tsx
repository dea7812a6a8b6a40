import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@portal/shared';

const LABEL_KEYS: Record<Language, string> = {
  'en-US': 'ui.languageEnUS',
  'zh-CN': 'ui.languageZhCN',
};

export function LanguageSwitch({
  value,
  onChange,
}: {
  value: Language;
  onChange: (lang: Language) => void;
}) {
  const { t } = useTranslation();
  return (
    <Segmented<Language>
      size="small"
      aria-label={t('ui.language')}
      data-testid="language-switch"
      value={value}
      onChange={onChange}
      options={LANGUAGES.map((lang) => ({
        value: lang,
        label: <span lang={lang}>{t(LABEL_KEYS[lang])}</span>,
      }))}
    />
  );
}
