import type { Language, Theme, TipInfo } from '@portal/shared';
import type {
  CaptionsContent,
  ConfigContent,
  FactsContent,
  FunctionsContent,
  TipsContent,
} from '@portal/shared/console';

/**
 * The documents the editors edit: the settings contract's own (packages/shared/src/console/settings.schema.ts).
 * Each editor changes the fields it shows and keeps every other as it found it.
 */
export type Localized = Record<Language, string>;

export type FactsDoc = FactsContent;
export type FunctionsDoc = FunctionsContent;
export type FunctionModuleDoc = FunctionsContent['modules'][number];
export type ConfigDoc = ConfigContent;
export type TipsDoc = TipsContent;
export type TipDoc = TipsContent['tips'][number];
export type CaptionsDoc = CaptionsContent;
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
      ...(tip.beforeButtonContent && {
        beforeButtonContent: asLocalized(tip.beforeButtonContent)[lang],
      }),
    },
    showExt: {
      ...(tip.joinId && { joinId: tip.joinId }),
      ...(tip.url && { url: tip.url }),
    },
  };
}
