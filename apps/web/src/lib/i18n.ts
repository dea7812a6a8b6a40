import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from 'antd/es/locale';
import antdEnUS from 'antd/es/locale/en_US';
import { languageSchema, type Language } from '@portal/shared';
import { LOCAL_KEYS, local } from './storage.ts';

export const DEFAULT_LANGUAGE: Language = 'en-US';

/**
 * Each language's catalogue comes in two chunks, fetched when the language is stored or chosen: a patient reads one
 * language, so the first page loads only its own. The first part holds every text the landing pages and the frame
 * show, and the app renders once it is there (main.tsx); the rest comes with the first page that needs it, before that
 * page renders (router.tsx), and a switch loads both parts of the new language before it changes, so no page ever shows
 * a key. Which keys wait is written by the build's tooling (tooling/catalogue-split.ts). antd's own texts come with the
 * first part (its English is built into antd).
 */
type Part = 'first' | 'rest';
type Texts = Record<string, string>;
const catalogue: Partial<Record<Language, Texts>> = {};
const loaded: Record<Part, Partial<Record<Language, Promise<void>>>> = { first: {}, rest: {} };
const antdLocales: Partial<Record<Language, Locale>> = { 'en-US': antdEnUS };
const PART_LOADERS: Record<Language, Record<Part, () => Promise<Texts>>> = {
  'en-US': {
    first: () => import('@portal/shared/messages/en-US.json?part=first').then((m) => m.default),
    rest: () => import('@portal/shared/messages/en-US.json?part=rest').then((m) => m.default),
  },
  'zh-CN': {
    first: async () => {
      const [texts, antd] = await Promise.all([
        import('@portal/shared/messages/zh-CN.json?part=first'),
        import('antd/es/locale/zh_CN'),
      ]);
      antdLocales['zh-CN'] = antd.default;
      return texts.default;
    },
    rest: () => import('@portal/shared/messages/zh-CN.json?part=rest').then((m) => m.default),
  },
};

/** antd's texts (empty lists, pickers, pagination) in the language, once loadCatalogue has loaded it; else English. */
export function antdLocaleOf(lang: Language): Locale {
  return antdLocales[lang] ?? antdEnUS;
}

/** Loads one part of the language's catalogue once, and gives it to i18next (under any hospital overrides). */
function loadPart(lang: Language, part: Part): Promise<void> {
  loaded[part][lang] ??= PART_LOADERS[lang][part]().then(
    (texts) => {
      catalogue[lang] = { ...catalogue[lang], ...texts };
      i18n.addResourceBundle(lang, 'translation', texts, true, false);
    },
    (error: unknown) => {
      // A failed fetch (a lost connection) is tried again by the next page that needs it.
      delete loaded[part][lang];
      throw error;
    },
  );
  return loaded[part][lang];
}

/** Makes sure the texts of the landing pages and the frame are there in the language. */
export const loadCatalogue = (lang: Language) => loadPart(lang, 'first');

/** Makes sure the whole catalogue is there in the language: what every other page waits for before it renders. */
export const loadWholeCatalogue = (lang: Language) =>
  Promise.all([loadPart(lang, 'first'), loadPart(lang, 'rest')]).then(() => undefined);

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
  await loadWholeCatalogue(lang);
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
