import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage, type ConsoleLanguage } from '../lib/i18n.ts';

const NAMES: Record<ConsoleLanguage, string> = { 'zh-CN': '中文', 'en-US': 'English' };

/** The console's language; each option is named in its own language. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Select
      aria-label={t('common.language')}
      value={i18n.language as ConsoleLanguage}
      onChange={(lang: ConsoleLanguage) => void setLanguage(lang)}
      options={LANGUAGES.map((lang) => ({
        value: lang,
        label: <span lang={lang}>{NAMES[lang]}</span>,
      }))}
      style={{ width: 110 }}
    />
  );
}
