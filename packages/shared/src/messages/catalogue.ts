import type { Language } from '../hospital/hospital.schema.ts';
import type { MessageParams } from '../api/envelope.ts';
import enUS from './en-US.json' with { type: 'json' };
import zhCN from './zh-CN.json' with { type: 'json' };
import consoleEnUS from './console/en-US.json' with { type: 'json' };
import consoleZhCN from './console/zh-CN.json' with { type: 'json' };

/**
 * The message catalogue: one flat map per language, i18next `{{name}}` placeholders. The console's own messages (staff,
 * settings, reconciliation, dashboard) are a file of their own, so the patient web, which bundles the patient
 * catalogue, never carries them.
 */
export const catalogue: Record<Language, Record<string, string>> = {
  'en-US': { ...enUS, ...consoleEnUS },
  'zh-CN': { ...zhCN, ...consoleZhCN },
};

/** Renders a key with its parameters; an unknown key renders as itself so nothing is ever blank. */
export function renderMessage(
  key: string,
  params: MessageParams = {},
  lang: Language = 'en-US',
  overrides: Record<string, string> = {},
): string {
  const template = overrides[key] ?? catalogue[lang][key] ?? catalogue['en-US'][key] ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
