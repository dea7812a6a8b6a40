import type { Language, Theme, TipInfo } from '@portal/shared';

/**
 * The documents the editors edit, as the settings contract shapes them (packages/shared/src/console/settings.schema.ts).
 * Each editor reads what it knows and keeps every other field as it found it.
 */
export type Localized = Record<Language, string>;

export interface FactsDoc {
  names: Localized;
  logo: string | null;
  address: Localized;
  hotline: string;
  visitingHours: Localized;
  timeZone: string;
}

export interface FunctionModuleDoc {
  moduleId: string;
  enabled: boolean;
  alias: Localized;
  subtitle: Localized;
}
export interface FunctionsDoc {
  modules: FunctionModuleDoc[];
  menu?: unknown[];
}

export interface ConfigDoc {
  values: Record<string, unknown>;
}

export interface TipDoc {
  tipId: string;
  title: Localized;
  content: Localized;
  showType: 0 | 1 | 2 | 3;
  joinId?: string;
  url?: string;
  buttonContent: Localized;
  buttonType: 0 | 1 | 2;
  buttonSecond?: number;
  beforeButtonContent?: Localized;
}
export interface TipsDoc {
  tips: TipDoc[];
}

export type CaptionsDoc = Record<Language, Record<string, string>>;
export type ThemeDoc = Theme;

export const emptyLocalized = (): Localized => ({ 'en-US': '', 'zh-CN': '' });
export const asLocalized = (value: unknown): Localized => ({
  ...emptyLocalized(),
  ...(value && typeof value === 'object' ? (value as Partial<Localized>) : {}),
});

/** One tip of the document as the patient portal's tip popup reads it, in one language (the preview). */
export function tipForPreview(tip: TipDoc, lang: Language): TipInfo {
  return {
    guideTitle: asLocalized(tip.title)[lang],
    guideContent: asLocalized(tip.content)[lang],
    showType: tip.showType,
    buttonContent: asLocalized(tip.buttonContent)[lang],
    buttonType: tip.buttonType,
    buttonExt: {
      ...(tip.buttonSecond !== undefined && { buttonSecond: tip.buttonSecond }),
      ...(tip.beforeButtonContent && { beforeButtonContent: asLocalized(tip.beforeButtonContent)[lang] }),
    },
    showExt: {
      ...(tip.joinId && { joinId: tip.joinId }),
      ...(tip.url && { url: tip.url }),
    },
  };
}
