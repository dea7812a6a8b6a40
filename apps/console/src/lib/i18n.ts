import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enUS from '../i18n/en-US.json' with { type: 'json' };
import zhCN from '../i18n/zh-CN.json' with { type: 'json' };

/** The console's two languages; its texts are its own catalogue (src/i18n), not the patient portal's. */
export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type ConsoleLanguage = (typeof LANGUAGES)[number];
const STORAGE_KEY = 'console.lang';

function storedLanguage(): ConsoleLanguage {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  if (stored === 'zh-CN' || stored === 'en-US') return stored;
  return typeof navigator !== 'undefined' && navigator.language.startsWith('zh')
    ? 'zh-CN'
    : 'en-US';
}

void i18n.use(initReactI18next).init({
  resources: { 'en-US': { translation: enUS }, 'zh-CN': { translation: zhCN } },
  lng: storedLanguage(),
  fallbackLng: 'en-US',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false },
});
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

/**
 * A page's own texts, added when its chunk loads: the console's catalogue (both languages) loads with the sign-in page,
 * whose bundle budget has little room (apps/console/tooling/bundle-budget.ts), so each page of the day brings its own.
 */
export function addPageTexts(enUS: Record<string, string>, zhCN: Record<string, string>) {
  i18n.addResourceBundle('en-US', 'translation', enUS, true, false);
  i18n.addResourceBundle('zh-CN', 'translation', zhCN, true, false);
}

export function currentLanguage(): ConsoleLanguage {
  return i18n.language === 'zh-CN' ? 'zh-CN' : 'en-US';
}

export async function setLanguage(lang: ConsoleLanguage): Promise<void> {
  localStorage.setItem(STORAGE_KEY, lang);
  document.documentElement.lang = lang;
  await i18n.changeLanguage(lang);
}

export { i18n };
