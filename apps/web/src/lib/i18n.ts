import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from 'antd/es/locale';
import antdEnUS from 'antd/es/locale/en_US';
import { languageSchema, type Language } from '@portal/shared';
import { LOCAL_KEYS, local } from './storage.ts';

export const DEFAULT_LANGUAGE: Language = 'en-US';

/**
 * Each language's base catalogue is a chunk of its own, fetched when the language is stored or chosen: a patient reads
 * one language, so the first page loads only its own (~14 kB gzip each). The app renders once it is there (main.tsx),
 * and a switch changes language once the new one is there, so no page ever shows a key. antd's own texts come with it
 * (its English is built into antd).
 */
const catalogue: Partial<Record<Language, Record<string, string>>> = {};
const antdLocales: Partial<Record<Language, Locale>> = { 'en-US': antdEnUS };
const LANGUAGE_LOADERS: Record<Language, () => Promise<Record<string, string>>> = {
  'en-US': () => import('@portal/shared/messages/en-US.json').then((m) => m.default),
  'zh-CN': async () => {
    const [texts, antd] = await Promise.all([
      import('@portal/shared/messages/zh-CN.json'),
      import('antd/es/locale/zh_CN'),
    ]);
    antdLocales['zh-CN'] = antd.default;
    return texts.default;
  },
};

/** antd's texts (empty lists, pickers, pagination) in the language, once loadCatalogue has loaded it; else English. */
export function antdLocaleOf(lang: Language): Locale {
  return antdLocales[lang] ?? antdEnUS;
}

/** Makes sure the language's base catalogue is loaded, and that i18next has it (under any hospital overrides). */
export async function loadCatalogue(lang: Language): Promise<void> {
  if (catalogue[lang]) return;
  catalogue[lang] = await LANGUAGE_LOADERS[lang]();
  i18n.addResourceBundle(lang, 'translation', catalogue[lang], true, false);
}

export function storedLanguage(): Language {
  const parsed = languageSchema.safeParse(local.get(LOCAL_KEYS.lang));
  return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
}

void i18n.use(initReactI18next).init({
  resources: {},
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
  await loadCatalogue(lang);
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
  void loadCatalogue(lang);
}

/** Drops any hospital overrides (e.g. when no hospital is chosen). */
export function resetMessages(lang: Language): void {
  i18n.removeResourceBundle(lang, 'translation');
  i18n.addResourceBundle(lang, 'translation', { ...catalogue[lang] }, true, true);
  void loadCatalogue(lang);
}

/** Resolves once the stored language's catalogue is there: the app renders after it, never in the wrong language. */
export const languageReady: Promise<void> = loadCatalogue(storedLanguage());

export { i18n };
