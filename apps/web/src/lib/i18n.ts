import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogue, languageSchema, type Language } from '@portal/shared';
import { LOCAL_KEYS, local } from './storage.ts';

export const DEFAULT_LANGUAGE: Language = 'en-US';

export function storedLanguage(): Language {
  const parsed = languageSchema.safeParse(local.get(LOCAL_KEYS.lang));
  return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
}

void i18n.use(initReactI18next).init({
  resources: {
    'en-US': { translation: catalogue['en-US'] },
    'zh-CN': { translation: catalogue['zh-CN'] },
  },
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  // Catalogue keys are flat ("ui.chooseExpertType", "C001"); dots and colons are part of the key.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  // Hospital caption overrides arrive after start-up: re-render when a bundle is replaced, not only on language change.
  react: { bindI18nStore: 'added removed', useSuspense: false },
});

export function currentLanguage(): Language {
  const parsed = languageSchema.safeParse(i18n.language);
  return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
}

export async function setLanguage(lang: Language): Promise<void> {
  local.set(LOCAL_KEYS.lang, lang);
  document.documentElement.lang = lang;
  await i18n.changeLanguage(lang);
}

/**
 * Puts one hospital's catalogue (base texts merged with its caption overrides, from the messages call) on top of
 * the bundled catalogue. The bundle is rebuilt from the base each time so a previous hospital's overrides never leak.
 */
export function applyHospitalMessages(lang: Language, messages: Record<string, string>): void {
  i18n.removeResourceBundle(lang, 'translation');
  i18n.addResourceBundle(lang, 'translation', { ...catalogue[lang], ...messages }, true, true);
}

/** Drops any hospital overrides (e.g. when no hospital is chosen). */
export function resetMessages(lang: Language): void {
  i18n.removeResourceBundle(lang, 'translation');
  i18n.addResourceBundle(lang, 'translation', { ...catalogue[lang] }, true, true);
}

export { i18n };
